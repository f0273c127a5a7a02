import { isOfferCode, OFFERS, type OfferCode } from '@ped/domain';
import type { OrderListItem } from '@ped/client';

type WithOffer = Pick<OrderListItem, 'payload'>;

/** The order's offer, when it names a known one (drafts may have none yet). */
export function offerOf(order: WithOffer): OfferCode | null {
  return isOfferCode(order.payload.offer) ? order.payload.offer : null;
}

export function offerName(order: WithOffer): string {
  const offer = offerOf(order);
  return offer ? OFFERS[offer].name : '—';
}

/** The property's address as typed in the order form, on one line. */
export function propertyAddress(order: Pick<OrderListItem, 'property'>): string {
  const { address, zipcode, city } = order.property;
  const town = [zipcode.trim(), city.trim()].filter(Boolean).join(' ');
  return [address.trim(), town].filter(Boolean).join(', ') || '—';
}
