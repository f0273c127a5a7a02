import { isOrderOption, orderTotal } from '@ped/domain';
import type { OrderListItem } from '@ped/client';
import { offerOf } from '../../shared/order-display';

/**
 * What an organisation's order costs, TTC in cents, priced for business on the day it was
 * placed (as the API charges it), or null when it cannot be paid online.
 */
export function orderTtcCents(order: OrderListItem): number | null {
  const offer = offerOf(order);
  if (!offer) return null;
  return (
    orderTotal(
      offer,
      order.payload.options.filter(isOrderOption),
      'business',
      new Date(order.created),
    )?.ttcCents ?? null
  );
}
