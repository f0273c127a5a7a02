import type { CustomerType, OfferCode } from '@ped/domain';
import { domainPrices, type OfferPrices } from './offer-prices';

// PROVISIONAL until packages/client exposes fetchOffers (GET /catalogs/offers).
export async function loadCatalogPrices(codes: readonly OfferCode[], customerType: CustomerType): Promise<OfferPrices> {
  return domainPrices(codes, customerType);
}
