import { useNavigate } from 'react-router-dom';
import {
  orderPathForSolution,
  prefilledFromOrder,
  solutionForOffer,
  isOfferCode,
  type OrderForm,
} from '@ped/domain';
import { writeSavedDraft } from '../../../shared/draft-storage';

/**
 * Starts a new order prefilled from a delivered one: the order flow restores the draft
 * this browser keeps, so the form opens with the sale already filled in.
 */
export function useNewOrderFrom(account: string, stored: unknown) {
  const navigate = useNavigate();
  return () => {
    const form = prefilledFromOrder(stored as Partial<OrderForm> | null);
    const solution = isOfferCode(form.offer) ? solutionForOffer(form.offer) : null;
    writeSavedDraft({ orderid: null, account, stored: form });
    navigate(orderPathForSolution(solution ?? 'solution-confort'));
  };
}
