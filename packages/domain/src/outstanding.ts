import type { OrderState } from './order-states';

/**
 * Orders a professional still owes (Facturation « encours »): accepted for production without
 * being paid. Drafts and orders waiting for their card payment are not owed yet, so they can
 * neither be listed there nor paid through POST /billing/stripe/pay/intermediary.
 */
export const NOT_YET_OWED_STATES: readonly OrderState[] = ['in-progress', 'awaiting-payment'];

export function isOutstandingOrder(order: {
  state: OrderState;
  paid?: string | Date | null;
}): boolean {
  const paid = order.paid !== null && order.paid !== undefined && order.paid !== '';
  return !paid && !NOT_YET_OWED_STATES.includes(order.state);
}
