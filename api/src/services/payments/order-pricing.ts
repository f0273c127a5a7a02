import {
  customerTypeForSession,
  isOfferCode,
  isOrderOption,
  lotCount,
  orderTotal,
  type CustomerType,
  type OrderTotal,
  type Session,
} from '@ped/domain';
import type { Order } from '../../models/order';

/**
 * Professionals are quoted HT: an order placed for an organisation is priced for
 * business whoever pays it (its client through a payment link included); otherwise the
 * caller's session decides, as on the order form.
 */
export function customerTypeForOrder(
  order: Pick<Order, 'organisation'>,
  session: Session | null,
): CustomerType {
  return order.organisation ? 'business' : customerTypeForSession(session);
}

/**
 * The order's total today by @ped/domain, or null when it cannot be paid online: its offer
 * has no online price, or it is a test order (ADR 049, 065), which nothing may ever charge —
 * checkout, payment link, grouped payment and monthly statement all go through here.
 */
export function totalOfOrder(
  order: Pick<Order, 'payload' | 'test'>,
  customerType: CustomerType,
  at: Date = new Date(),
): OrderTotal | null {
  if (order.test) return null;
  const { offer, options, lots } = order.payload ?? {};
  if (!isOfferCode(offer)) return null;
  return orderTotal(offer, (options ?? []).filter(isOrderOption), customerType, at, lotCount(lots));
}
