import { OFFERS, type OfferCode } from './offers';
import { PRICE_BASIS, tierAt, type CustomerType, type PriceLabel } from './price-tiers';

export interface Price {
  offer: OfferCode;
  customerType: CustomerType;
  /** start of the tier that produced the price */
  date: string;
  taxRate: number;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
  /** TTC for consumers, HT for business */
  shownCents: number;
  shownLabel: PriceLabel;
}

/**
 * Tax applied in whole cents with integer arithmetic (the rate is turned into basis points)
 * so that 49,90 HT is exactly 59,88 TTC. Halves round up.
 */
function withTax(htCents: number, taxRate: number): number {
  const bp = Math.round(taxRate * 10000);
  return Math.round((htCents * (10000 + bp)) / 10000);
}

function withoutTax(ttcCents: number, taxRate: number): number {
  const bp = Math.round(taxRate * 10000);
  return Math.round((ttcCents * 10000) / (10000 + bp));
}

/** Splits an amount listed in the customer type's basis into HT / TVA / TTC cents. */
export function splitAmount(
  listedCents: number,
  customerType: CustomerType,
  taxRate: number,
): { htCents: number; tvaCents: number; ttcCents: number } {
  const htCents =
    PRICE_BASIS[customerType] === 'TTC' ? withoutTax(listedCents, taxRate) : listedCents;
  const ttcCents =
    PRICE_BASIS[customerType] === 'TTC' ? listedCents : withTax(listedCents, taxRate);
  return { htCents, tvaCents: ttcCents - htCents, ttcCents };
}

/**
 * The price of an offer for a customer type on a day; null when that offer is not sold to
 * that customer type then. The only place a price is computed.
 */
export function priceOf(
  offer: OfferCode,
  customerType: CustomerType,
  date: Date = new Date(),
): Price | null {
  const tier = tierAt(date);
  const listed = tier?.prices[customerType][offer];
  if (!tier || listed === undefined) return null;
  const amounts = splitAmount(listed, customerType, tier.taxRate);
  return {
    offer,
    customerType,
    date: tier.start,
    taxRate: tier.taxRate,
    ...amounts,
    shownCents: PRICE_BASIS[customerType] === 'TTC' ? amounts.ttcCents : amounts.htCents,
    shownLabel: PRICE_BASIS[customerType],
  };
}

/** Convenience for catalog endpoints: the offers with the price applying to the caller. */
export function pricedOffers(
  codes: readonly OfferCode[],
  customerType: CustomerType,
  date: Date = new Date(),
): Array<{ code: OfferCode; price: Price | null }> {
  return codes
    .filter((c) => c in OFFERS)
    .map((code) => ({ code, price: priceOf(code, customerType, date) }));
}
