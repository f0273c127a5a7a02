import { useEffect, useState } from 'react';
import { fetchAccount, type AccountPayload } from '@ped/client';

export type LinkedAccount = AccountPayload['linked_accounts'][number];

/**
 * The accounts the signed-in person may switch to without a password (GET /account/v2),
 * read again whenever the account in use changes. Without them the menu simply offers none.
 */
export function useLinkedAccounts(accountId: string | null): LinkedAccount[] {
  const [loaded, setLoaded] = useState<{ accountId: string; linked: LinkedAccount[] } | null>(null);

  useEffect(() => {
    if (!accountId) return;
    let cancelled = false;
    fetchAccount()
      .then((account) => !cancelled && setLoaded({ accountId, linked: account.linked_accounts }))
      .catch((error: unknown) => console.warn('[shell] Comptes associés indisponibles', error));
    return () => {
      cancelled = true;
    };
  }, [accountId]);

  return loaded && loaded.accountId === accountId ? loaded.linked : [];
}
