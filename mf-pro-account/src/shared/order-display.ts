import { isOfferCode, OFFERS, type OfferCode } from '@ped/domain';
import type { Order } from '@ped/client';

/** The order's offer, when it names a known one (drafts may have none yet). */
export function offerOf(order: Order): OfferCode | null {
  return isOfferCode(order.payload.offer) ? order.payload.offer : null;
}

export function offerName(order: Order): string {
  const offer = offerOf(order);
  return offer ? OFFERS[offer].name : '—';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The property's address as typed in the order form (`stored`), on one line. */
export function propertyAddress(order: Order): string {
  const stored = (order.stored ?? {}) as Record<string, unknown>;
  const town = [text(stored.zipcode), text(stored.city)].filter(Boolean).join(' ');
  return [text(stored.address), town].filter(Boolean).join(', ') || '—';
}
