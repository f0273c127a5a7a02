import { formatDate, PLANS } from '@ped/domain';
import type { AccountPayload } from '@ped/client';
import { Badge, Card, FactList } from '@ped/ui';

/** Mon Compte: who is signed in, in which organisation, with which role. */
export function IdentityCard({ account }: { account: AccountPayload }) {
  const { organisation } = account;
  return (
    <Card title="Identité">
      <FactList $muted>
        <dt>Adresse e-mail</dt>
        <dd>
          {account.email}{' '}
          {account.validated ? (
            <Badge $tone="success">Validée</Badge>
          ) : (
            <Badge $tone="warning">À valider</Badge>
          )}
        </dd>
        {organisation ? (
          <>
            <dt>Organisation</dt>
            <dd>{organisation.name}</dd>
            <dt>Rôle</dt>
            <dd>{account.role_label}</dd>
            <dt>Formule</dt>
            <dd>
              {PLANS[organisation.subscription_plan].label}
              {organisation.subscription_expires
                ? organisation.subscription_canceled
                  ? ` — résiliée, active jusqu’au ${formatDate(organisation.subscription_expires)}`
                  : ` — renouvellement le ${formatDate(organisation.subscription_expires)}`
                : ''}
            </dd>
          </>
        ) : null}
        <dt>Compte créé le</dt>
        <dd>{formatDate(account.created)}</dd>
      </FactList>
    </Card>
  );
}
