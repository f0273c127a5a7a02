import { priceOf, type CustomerType, type OfferCode, type PriceLabel } from '@ped/domain';

/** The amount an offer card shows: TTC for consumers, HT for professionals. */
export interface ShownPrice {
  cents: number;
  label: PriceLabel;
}

export type OfferPrices = Partial<Record<OfferCode, ShownPrice>>;

/** The prices the domain computes today: what the catalog would answer, used when it cannot. */
export function domainPrices(
  codes: readonly OfferCode[],
  customerType: CustomerType,
  date: Date = new Date(),
): OfferPrices {
  const prices: OfferPrices = {};
  for (const code of codes) {
    const price = priceOf(code, customerType, date);
    if (price) prices[code] = { cents: price.shownCents, label: price.shownLabel };
  }
  return prices;
}
