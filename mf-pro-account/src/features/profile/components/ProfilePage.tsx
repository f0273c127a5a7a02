import { Alert, Stack } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { useAccount } from '../hooks/useAccount';
import { AccountSwitcher } from './AccountSwitcher';
import { IdentityCard } from './IdentityCard';
import { PasswordChangeForm } from './PasswordChangeForm';

/** Mon Compte (docs/product.md §2.5, route mon-compte). */
export function ProfilePage() {
  const { session } = useProSession();
  const { account, error, replace } = useAccount(session?.account_id);
  return (
    <Stack $gap={24}>
      <h1>Mon Compte</h1>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {account ? (
        <IdentityCard account={account} />
      ) : !error ? (
        <p>Chargement de votre compte…</p>
      ) : null}
      <PasswordChangeForm />
      {account && session ? (
        <AccountSwitcher account={account} session={session} onChanged={replace} />
      ) : null}
    </Stack>
  );
}
