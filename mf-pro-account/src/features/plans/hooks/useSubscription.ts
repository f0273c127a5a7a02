import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import {
  cancelSubscription,
  fetchSubscription,
  subscribe,
  type PaidPlan,
  type SubscriptionState,
} from '@ped/client';
import { shellActions } from '@ped/contracts';
import { errorMessage } from '../../../shared/list-state';

/** The organisation's subscription, and subscribing / cancelling; the session is refreshed after a change (new plan in the token). */
export function useSubscription() {
  const dispatch = useDispatch();
  const [subscription, setSubscription] = useState<SubscriptionState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    fetchSubscription().then(setSubscription, (caught) => setError(errorMessage(caught)));
  }, []);

  const run = useCallback(
    async (call: () => Promise<{ subscription: SubscriptionState; message: string }>) => {
      setPending(true);
      setError(null);
      try {
        const result = await call();
        setSubscription(result.subscription);
        dispatch(shellActions.notify(result.message, 'success'));
        dispatch(shellActions.refreshSession());
      } catch (caught) {
        setError(errorMessage(caught));
      } finally {
        setPending(false);
      }
    },
    [dispatch],
  );

  return {
    subscription,
    error,
    pending,
    subscribe: (plan: PaidPlan, paymentMethod: string) =>
      run(() => subscribe({ plan, payment_method: paymentMethod })),
    cancel: () => run(cancelSubscription),
  };
}
