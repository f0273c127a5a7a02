import type { OfferCode } from './offers';
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
 * docs/product.md §9.1. The first tier's start is not known: it stands for "since the service opened".
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
