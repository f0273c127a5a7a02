import type { OfferCode, PlanCode, Price, PriceLabel } from '@ped/domain';
import { api } from '../api-client';

/** An offer of GET /catalogs/offers, priced for the caller (SPEC §7 "Catalog"). */
export interface CatalogOffer {
  code: OfferCode;
  name: string;
  bold: string;
  link: string;
  link_canonical: string;
  link_more: string;
  plan: PlanCode | null;
  details: string[];
  small: string;
  hide: boolean;
  tax_rate: number;
  soldOnline: boolean;
  price_consumer: number | null;
  price_business: number | null;
  /** the price applying to the caller; null when the offer is not sold to them online */
  price: Price | null;
  shownCents: number | null;
  /** 'TTC' for visitors and plain customers, 'HT' for professionals */
  shownLabel: PriceLabel;
  available: boolean;
}

/** The offers with the caller's prices; an admin may ask for another account's. */
export const fetchOffers = async (account?: string): Promise<CatalogOffer[]> =>
  (await api().request<CatalogOffer[]>('GET', '/catalogs/offers', { query: { account } })).payload;
