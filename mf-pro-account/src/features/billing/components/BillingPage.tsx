import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { shellActions } from '@ped/contracts';
import { Stack } from '@ped/ui';
import { SavedCards } from './SavedCards';

/** Facturation (SPEC §2 route encours): saved cards and, below, the invoices. */
export function BillingPage({ invoices }: { invoices: ReactNode }) {
  const dispatch = useDispatch();
  const [params, setParams] = useSearchParams();

  // back from the card-saving page
  useEffect(() => {
    if (params.get('carte') !== 'enregistree') return;
    dispatch(shellActions.notify('Votre carte est enregistrée', 'success'));
    setParams({}, { replace: true });
  }, [dispatch, params, setParams]);

  return (
    <Stack $gap={24}>
      <h1>Facturation</h1>
      <SavedCards />
      {invoices}
    </Stack>
  );
}
