import {
  customerTypeForSession,
  isOfferCode,
  isOrderOption,
  orderTotal,
  type CustomerType,
  type OrderTotal,
  type Session,
} from '@ped/domain';
import type { Order } from '../../models/order';

/**
 * Lots the order covers: the stored form keeps the list (flat, cellar, parking...), a
 * derived payload may keep a count. Several lots are still one pré-état daté (domain).
 */
export function lotCount(lots: unknown): number {
  if (Array.isArray(lots)) return Math.max(1, lots.length);
  if (typeof lots === 'number' && Number.isInteger(lots) && lots > 0) return lots;
  return 1;
}

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

export const TEST_ORDER_NEVER_BILLED = 'Commande de test : elle n’est jamais facturée ni payée';

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
