import { useCallback, useEffect, useState } from 'react';
import { fetchOrderSharing, type OrderSharing } from '../api/sharing-api';

type Call = () => Promise<{ sharing: OrderSharing; message: string }>;

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : 'Opération impossible, réessayez';

/**
 * The sharing block's state: loaded once per order, replaced by each call's answer. `run`
 * resolves true on success so a form clears only then (what was typed stays after an error).
 */
export function useOrderSharing(orderid: string, account: string | undefined, state: string) {
  const [sharing, setSharing] = useState<OrderSharing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    fetchOrderSharing(orderid, account)
      .then(({ sharing: loaded }) => live && setSharing(loaded))
      .catch((failure: unknown) => live && setError(messageOf(failure)));
    return () => {
      live = false;
    };
  }, [orderid, account, state]);

  const run = useCallback(async (call: Call): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const result = await call();
      setSharing(result.sharing);
      setNotice(result.message);
      return true;
    } catch (failure) {
      setError(messageOf(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { sharing, error, notice, busy, run };
}
