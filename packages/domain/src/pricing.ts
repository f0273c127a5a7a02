import { OFFERS, type OfferCode } from './offers';
import { parisDay } from './paris-time';

/** Visitors and plain customers are consumers (TTC); connected professionals are business (HT). */
export type CustomerType = 'consumer' | 'business';

export type PriceLabel = 'TTC' | 'HT';

/** The amount a customer type is quoted in: what it sees, and what the tier table lists. */
export const PRICE_BASIS: Record<CustomerType, PriceLabel> = { consumer: 'TTC', business: 'HT' };

export interface PriceTier {
  /** first Paris calendar day the tier applies, 'YYYY-MM-DD' */
  start: string;
  taxRate: number;
  /**
   * Listed amounts in cents, in the customer type's basis (consumer TTC, business HT).
   * An offer missing for a customer type is not sold to it in that tier.
   */
  prices: Record<CustomerType, Partial<Record<OfferCode, number>>>;
}

/**
 * SPEC §9. The first tier's start is not known: it stands for "since the service opened".
 * Before 2025-09-01 no tax was charged and both customer types paid the same amount.
 * pri (Privilège) is listed in no tier: it is not priced online.
 */
export const PRICE_TIERS: readonly PriceTier[] = [
  {
    start: '1970-01-01',
    taxRate: 0,
    prices: {
      consumer: { eco: 1990, cle: 4990, vte: 8990, exp: 4990 },
      business: { eco: 1990, cle: 4990, vte: 8990, exp: 4990 },
    },
  },
  {
    start: '2025-09-01',
    taxRate: 0.2,
    prices: {
      consumer: { eco: 2490, cle: 5990, vte: 9990, urg: 11990 },
      business: { eco: 2090, cle: 4990, vte: 8290, exp: 4990, urg: 9990 },
    },
  },
];

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

/** The tier applying on the Paris calendar day of `date`: the last one started on or before it. */
export function tierAt(
  date: Date = new Date(),
  tiers: readonly PriceTier[] = PRICE_TIERS,
): PriceTier | null {
  const day = parisDay(date);
  let found: PriceTier | null = null;
  for (const tier of tiers)
    if (tier.start <= day && (!found || tier.start >= found.start)) found = tier;
  return found;
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
