import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { payIntermediary } from '@ped/client';
import { shellActions } from '@ped/contracts';
import { billingActions } from '../../../shared/billing-store';
import { errorMessage } from '../../../shared/list-state';

/** Pays several outstanding orders at once with a saved card; the refusal stays on screen. */
export function usePayOutstanding() {
  const dispatch = useDispatch();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = useCallback(
    async (orders: string[], paymentMethod: string): Promise<boolean> => {
      setPending(true);
      setError(null);
      try {
        const { payment, message } = await payIntermediary({
          orders,
          payment_method: paymentMethod,
        });
        dispatch(shellActions.notify(message, 'success'));
        dispatch(billingActions.outstandingPaid(payment.orders));
        return true;
      } catch (caught) {
        setError(errorMessage(caught));
        return false;
      } finally {
        setPending(false);
      }
    },
    [dispatch],
  );
  return { pay, pending, error };
}
