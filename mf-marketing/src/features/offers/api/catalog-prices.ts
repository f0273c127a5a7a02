import { fetchOffers } from '@ped/client';
import type { OfferCode } from '@ped/domain';
import type { OfferPrices } from './offer-prices';

/**
 * The prices the catalog (GET /catalogs/offers) gives the caller: the API reads who is
 * asking from the token, so a professional gets HT amounts and a visitor TTC ones.
 */
export async function loadCatalogPrices(codes: readonly OfferCode[]): Promise<OfferPrices> {
  const offers = await fetchOffers();
  const prices: OfferPrices = {};
  for (const offer of offers) {
    if (codes.includes(offer.code) && offer.shownCents !== null)
      prices[offer.code] = { cents: offer.shownCents, label: offer.shownLabel };
  }
  return prices;
}
