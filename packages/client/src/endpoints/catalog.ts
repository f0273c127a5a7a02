import type { Offer, Price } from '@ped/domain';
import { api } from '@ped/client-runtime';

/** An offer with the price that applies to the caller (GET /catalogs/offers). */
export interface CatalogOffer extends Offer {
  /** amounts listed today, in cents: consumer TTC and business HT (null: not sold to them) */
  price_consumer: number | null;
  price_business: number | null;
  /** the price for the caller; null when the offer is not sold to them online */
  price: Price | null;
  shownCents: number | null;
  shownLabel: 'TTC' | 'HT';
  /** whether the caller may order it online now */
  available: boolean;
}

/** `account` (an e-mail) is honoured for admins only: the prices that account would see. */
export const fetchOffers = async (account?: string): Promise<CatalogOffer[]> =>
  (await api().request<CatalogOffer[]>('GET', '/catalogs/offers', { query: { account } })).payload;
