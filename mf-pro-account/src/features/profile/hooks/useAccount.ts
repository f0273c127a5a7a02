import { useCallback, useEffect, useState } from 'react';
import { fetchAccount, type AccountPayload } from '@ped/client';
import { errorMessage } from '../../../shared/list-state';

/**
 * The signed-in account as GET /account/v2 shows it, read again when the session switches to
 * another account; `replace` after a call that returns it.
 */
export function useAccount(accountId: string | undefined) {
  const [account, setAccount] = useState<AccountPayload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(
    () => fetchAccount().then(setAccount, (caught) => setError(errorMessage(caught))),
    [],
  );
  useEffect(() => {
    if (accountId) void reload();
  }, [reload, accountId]);
  return { account, error, replace: setAccount };
}
