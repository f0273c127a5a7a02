import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { useSession } from '../../../shared/useSession';
import { loadDefaultBillingAddress } from '../api/orders-api';
import { draftActions } from '../store/draft-actions';

/**
 * Paramètres promise that the organisation's billing address « préremplit vos commandes »:
 * a member's billing step starts from it, unless the block is already written.
 */
export function useDefaultBillingAddress() {
  const organisation = useSession()?.organisation?.id ?? null;
  const dispatch = useDispatch();
  useEffect(() => {
    if (!organisation) return;
    let current = true;
    loadDefaultBillingAddress()
      .then((address) => {
        if (current) dispatch(draftActions.defaultBillingAddress(address));
      })
      // a convenience only: without it the customer types the address, as a visitor does
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [organisation, dispatch]);
}
