import { DRAFT_STATES, type OrderState } from './order-states';

/**
 * Orders a professional still owes (Facturation « encours »): accepted for production without
 * being paid. Drafts (orders waiting for their card payment included) are not owed yet, so they
 * can neither be listed there nor paid through POST /billing/stripe/pay/intermediary.
 */

export function isOutstandingOrder(order: {
  state: OrderState;
  paid?: string | Date | null;
}): boolean {
  const paid = order.paid !== null && order.paid !== undefined && order.paid !== '';
  return !paid && !DRAFT_STATES.includes(order.state);
}
