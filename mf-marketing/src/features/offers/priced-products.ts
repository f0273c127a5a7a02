import { OFFERS, type OfferCode } from '@ped/domain';
import type { OfferPrices } from './api/offer-prices';

/** The offers with a known price, as schema.org products of the site at `origin`. */
export function pricedProducts(codes: readonly OfferCode[], prices: OfferPrices, origin: string) {
  return codes.flatMap((code) => {
    const price = prices[code];
    const offer = OFFERS[code];
    if (!price) return [];
    return [
      {
        name: `Pré-état daté, offre ${offer.name}`,
        description: offer.bold,
        url: new URL(offer.link_canonical, origin).toString(),
        priceCents: price.cents,
      },
    ];
  });
}
