import { useSelector } from 'react-redux';
import type { AccountState } from './shell-state';
import { PRO_ACCOUNT_PATHS } from './paths';

export type AccountGate =
  | { status: 'unknown' }
  | {
      status: 'redirect';
      to: (typeof PRO_ACCOUNT_PATHS)['login'] | (typeof PRO_ACCOUNT_PATHS)['thanks'];
    }
  | { status: 'allowed' };

/**
 * Account gating (docs/product.md §4.6): not authenticated -> login; authenticated but not validated ->
 * thank-you page; only authenticated, validated accounts see the account area.
 */
export function accountGate(
  account: Pick<AccountState, 'isAuthenticated' | 'session'>,
): AccountGate {
  if (account.isAuthenticated === null) return { status: 'unknown' };
  if (!account.isAuthenticated || !account.session)
    return { status: 'redirect', to: PRO_ACCOUNT_PATHS.login };
  if (!account.session.validated) return { status: 'redirect', to: PRO_ACCOUNT_PATHS.thanks };
  return { status: 'allowed' };
}

export const selectAccount = (state: { account: AccountState }): AccountState => state.account;

/** The gate for the current session in the shell's store. */
export function useAccountGate(): AccountGate {
  const account = useSelector(selectAccount);
  return accountGate(account);
}
