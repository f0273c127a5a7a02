import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { canInvite, formatDate, quotaMessage } from '@ped/domain';
import type { OrganisationUser } from '@ped/client';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Stack,
  type DataTableColumn,
} from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { selectUsers, usersActions } from '../store/users-store';
import { InviteForm } from './InviteForm';

const status = (user: OrganisationUser) =>
  user.pending ? (
    <Badge $tone="warning">Invitation envoyée</Badge>
  ) : user.validated ? (
    <Badge $tone="success">Actif</Badge>
  ) : (
    <Badge>À valider</Badge>
  );

const COLUMNS: ReadonlyArray<DataTableColumn<OrganisationUser>> = [
  // the address is who the user is: shown whole, never shortened
  { key: 'email', label: 'Adresse e-mail', format: (value) => value as string },
  {
    key: 'role_label',
    label: 'Rôle',
    autoWidth: true,
    format: (value) => (
      <Badge $tone={value === 'Administrateur' ? 'primary' : 'neutral'}>{value as string}</Badge>
    ),
  },
  {
    key: 'pending',
    label: 'État',
    autoWidth: true,
    searchable: false,
    format: (_value, user) => status(user),
  },
  {
    key: 'created',
    label: 'Depuis le',
    autoWidth: true,
    searchable: false,
    format: (value) => formatDate(value as string),
  },
];

/** Collaborateurs (docs/product.md §2.5, route utilisateurs): everyone sees the team; the owner invites and removes. */
export function UsersPage() {
  const dispatch = useDispatch();
  const { session, plan } = useProSession();
  const { items, error, loading, pending, outcome } = useSelector(selectUsers);
  const [toRemove, setToRemove] = useState<OrganisationUser | null>(null);
  const isOwner = session?.role === 'owner';

  useEffect(() => {
    dispatch(usersActions.load());
  }, [dispatch]);

  return (
    <Stack $gap={24}>
      <h1>Collaborateurs</h1>
      <p>
        Vos collaborateurs commandent au tarif professionnel et voient toutes les commandes de
        l’organisation. {quotaMessage(plan)}
        {items.length > 0 ? ` (${items.length} aujourd’hui, invitations comprises).` : '.'}
      </p>
      {isOwner ? (
        <Card title="Inviter un collaborateur">
          <Stack $gap={12}>
            {items.length > 0 && !canInvite(plan, items.length) ? (
              <Alert variant="info">
                Votre équipe est au complet pour votre formule :{' '}
                <Link to={PRO_ACCOUNT_PATHS.plans}>passez à une formule supérieure</Link> pour
                inviter d’autres collaborateurs.
              </Alert>
            ) : null}
            <InviteForm />
          </Stack>
        </Card>
      ) : (
        <Alert variant="info">
          Seul l’Administrateur du compte peut inviter ou retirer des collaborateurs.
        </Alert>
      )}
      {outcome ? <Alert variant={outcome.variant}>{outcome.message}</Alert> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
      <DataTable
        title="Utilisateurs de l’organisation"
        rows={items}
        columns={COLUMNS}
        rowKey={(user) => user.email}
        loading={loading}
        emptyMessage="Aucun utilisateur."
        actionsLabel={isOwner ? 'Retirer' : undefined}
        actions={
          isOwner
            ? (user) =>
                user.role === 'owner' ? null : (
                  <Button
                    type="button"
                    $variant="danger"
                    onClick={() => setToRemove(user)}
                    disabled={pending !== null}
                    aria-label={`Retirer ${user.email}`}
                  >
                    Retirer
                  </Button>
                )
            : undefined
        }
      />
      <ConfirmDialog
        open={toRemove !== null}
        title="Retirer ce collaborateur ?"
        message={`${toRemove?.email ?? ''} n’aura plus accès à l’Espace Pro ni aux commandes de l’organisation. Ses commandes restent visibles par l’équipe.`}
        confirmLabel="Retirer"
        danger
        onConfirm={() => {
          if (toRemove) dispatch(usersActions.remove(toRemove.email));
          setToRemove(null);
        }}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
