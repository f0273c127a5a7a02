import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { ACCOUNT_LIST_SORTS, type AdminAccount } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { PLANS, formatDateTime, roleLabel, type PlanCode } from '@ped/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  Select,
  Stack,
  useTableQuery,
  type DataTableColumn,
  type TableQuery,
} from '@ped/ui';
import { useResourcesCall, useResourcesState } from '../../../store/resources/useResources';
import { usePagedLoad } from '../../../store/resources/usePagedLoad';

/** The plans an admin may give (docs/product.md §6.2). */
const ADMIN_PLANS = ['free', 'experts', 'premium'] as const satisfies readonly PlanCode[];
type AdminPlan = (typeof ADMIN_PLANS)[number];

const COLUMNS: Array<DataTableColumn<AdminAccount>> = [
  { key: 'email', label: 'E-mail', identifier: true },
  { key: 'organisation.name', label: 'Organisation' },
  { key: 'role', label: 'Rôle', format: (value) => roleLabel(value as string | null) },
  {
    key: 'organisation.subscription_plan',
    label: 'Formule',
    format: (value) => (value ? PLANS[value as PlanCode].label : '—'),
  },
  {
    key: 'validated',
    label: 'Validé',
    format: (value) => (value ? 'Oui' : 'Non'),
    searchable: false,
  },
  {
    key: 'created',
    label: 'Créé le',
    format: (value) => formatDateTime(value as string),
    searchable: false,
  },
];

type Pending =
  | { kind: 'plan'; account: AdminAccount; plan: AdminPlan }
  | { kind: 'impersonate'; account: AdminAccount }
  | null;

/** Accounts, a page at a time: change an organisation's plan, log in as an account ('Se Connecter'). */
export function AccountsTab() {
  const call = useResourcesCall();
  const dispatch = useDispatch();
  const { accounts } = useResourcesState();
  const [pending, setPending] = useState<Pending>(null);

  const [query, setQuery] = useTableQuery({ key: 'created', direction: 'desc' });
  const load = useCallback((page: TableQuery) => call('fetchAccounts', page), [call]);
  const { loading, reload } = usePagedLoad(load, query);

  async function confirm() {
    const current = pending;
    setPending(null);
    if (!current) return;
    try {
      if (current.kind === 'plan') {
        const { message } = await call('changePlan', {
          email: current.account.email,
          subscription_plan: current.plan,
        });
        dispatch(shellActions.notify(message, 'success'));
        reload();
      } else {
        // docs/product.md §4.5: log in as the account, reset the session, reload at the root
        const { access_token } = await call('impersonate', current.account.email);
        dispatch(shellActions.signedIn(access_token));
        window.location.assign('/');
      }
    } catch {
      // shown by the saga
    }
  }

  return (
    <>
      <DataTable
        title="Comptes"
        rows={accounts.items}
        columns={COLUMNS}
        rowKey={(account) => account.id}
        loading={loading}
        emptyMessage="Aucun compte"
        server={{
          total: accounts.total,
          query,
          onQueryChange: setQuery,
          sortKeys: ACCOUNT_LIST_SORTS,
          noun: { one: 'compte', other: 'comptes' },
        }}
        actionsLabel="Actions"
        actions={(account) => (
          <Stack $direction="row" $gap={4} $align="end">
            {account.organisation && (
              <Select
                label={`Formule de ${account.email}`}
                value={
                  ADMIN_PLANS.includes(account.organisation.subscription_plan as AdminPlan)
                    ? account.organisation.subscription_plan
                    : ''
                }
                placeholder="Choisir"
                options={ADMIN_PLANS.map((plan) => ({ value: plan, label: PLANS[plan].label }))}
                onChange={(event) =>
                  setPending({ kind: 'plan', account, plan: event.target.value as AdminPlan })
                }
              />
            )}
            <Button
              type="button"
              $variant="secondary"
              onClick={() => setPending({ kind: 'impersonate', account })}
            >
              Se Connecter
            </Button>
          </Stack>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'plan'
            ? `Passer ${pending.account.email} en formule ${PLANS[pending.plan].label} ?`
            : `Se connecter en tant que ${pending?.account.email ?? ''} ?`
        }
        message={
          pending?.kind === 'impersonate'
            ? 'Votre session d’administrateur sera remplacée par celle de ce compte.'
            : undefined
        }
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
