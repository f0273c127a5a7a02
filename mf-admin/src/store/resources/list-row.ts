import type { Order, OrderListItem } from '@ped/client';

/**
 * An order staff changed, as its list row shows it: the row keeps the fields it has and
 * takes their new values from the whole order the action answered.
 */
export const listRowOf = (row: OrderListItem, order: Order): OrderListItem => ({
  ...row,
  state: order.state,
  updated: order.updated,
  paid: order.paid,
  pending: order.pending,
  registration_id: order.registration_id,
  billing_mode: order.billing_mode,
  payload: { offer: order.payload.offer, options: order.payload.options },
});
