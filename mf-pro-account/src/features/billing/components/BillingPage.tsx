import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { shellActions } from '@ped/contracts';
import { Stack } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { BillingFrequencyChoice } from './BillingFrequencyChoice';
import { OutstandingOrders } from './OutstandingOrders';
import { SavedCards } from './SavedCards';

/**
 * Facturation (docs/product.md §2.5, route encours): orders to pay, saved cards, billing frequency, then the
 * invoices. Cards and frequency are the organisation's: an account without one pays each
 * order when it places it, so it sees its orders and invoices only.
 */
export function BillingPage({ invoices }: { invoices: ReactNode }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();
  const { session, plan } = useProSession();

  // back from the card-saving page
  useEffect(() => {
    if (params.get('carte') !== 'enregistree') return;
    dispatch(shellActions.notify('Votre carte est enregistrée', 'success'));
    setParams({}, { replace: true });
  }, [dispatch, params, setParams]);

  return (
    <Stack $gap={24}>
      <h1>Facturation</h1>
      <OutstandingOrders />
      {session?.organisation ? (
        <>
          <SavedCards />
          <BillingFrequencyChoice plan={plan} />
        </>
      ) : null}
      {invoices}
    </Stack>
  );
}
