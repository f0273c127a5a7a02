import type { Order } from '../../models/order';

/**
 * The number of the pré-état daté delivered last: each « Terminer » delivers the next one.
 * Null before the first delivery.
 */
export function deliveredVersion(order: Pick<Order, 'history' | 'document'>): number | null {
  if (!order.document) return null;
  return Math.max(1, (order.history ?? []).filter((entry) => entry.action === 'done').length);
}
