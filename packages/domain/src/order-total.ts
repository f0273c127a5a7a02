import { OFFERS, type OfferCode } from './offers';
import { OPTION_PRICES, optionAvailability, type OrderOption } from './order-options';
import { PRICE_BASIS, type CustomerType, type PriceLabel } from './price-tiers';
import { priceOf, splitAmount } from './pricing';

export interface OrderTotalLine {
  label: string;
  htCents: number;
  tvaCents: number;
  ttcCents: number;
}

export interface OrderTotal {
  lines: OrderTotalLine[];
  htCents: number;
  tvaCents: number;
  ttcCents: number;
  shownCents: number;
  shownLabel: PriceLabel;
}

function lotsLabel(lots: number): string {
  return lots > 1 ? ` (${lots} lots)` : '';
}

/**
 * What an order costs. Null when the offer is not sold to that customer type on that day,
 * an option is unavailable with the offer, or `lots` is not a positive integer.
 *
 * Several lots: a seller's lots in one copropriété (flat + cellar + parking) share one
 * syndic, one set of accounts and one document, so they are ONE pré-état daté: `lots` only
 * shows in the label and never multiplies the price. Lots in different copropriétés are
 * separate orders.
 *
 * Each line is split into HT/TVA/TTC on its own and the totals are the sums, so the lines
 * printed on an invoice always add up to its total.
 */
export function orderTotal(
  offer: OfferCode,
  options: OrderOption[],
  customerType: CustomerType,
  date: Date = new Date(),
  lots = 1,
): OrderTotal | null {
  if (!Number.isInteger(lots) || lots < 1) return null;
  const price = priceOf(offer, customerType, date);
  if (!price) return null;

  const lines: OrderTotalLine[] = [
    {
      label: `Pré-état daté — ${OFFERS[offer].name}${lotsLabel(lots)}`,
      htCents: price.htCents,
      tvaCents: price.tvaCents,
      ttcCents: price.ttcCents,
    },
  ];
  for (const option of new Set(options)) {
    const availability = optionAvailability(offer, option);
    if (availability === 'unavailable') return null;
    const { label, cents } = OPTION_PRICES[option];
    if (availability === 'included' || cents === null) {
      lines.push({ label: `${label} (inclus)`, htCents: 0, tvaCents: 0, ttcCents: 0 });
    } else {
      lines.push({ label, ...splitAmount(cents, customerType, price.taxRate) });
    }
  }

  const sum = (key: 'htCents' | 'tvaCents' | 'ttcCents') => lines.reduce((s, l) => s + l[key], 0);
  const htCents = sum('htCents');
  const ttcCents = sum('ttcCents');
  const shownLabel = PRICE_BASIS[customerType];
  return {
    lines,
    htCents,
    tvaCents: sum('tvaCents'),
    ttcCents,
    shownCents: shownLabel === 'TTC' ? ttcCents : htCents,
    shownLabel,
  };
}

/**
 * Lots the order covers: the stored form keeps the list (flat, cellar, parking...), a
 * derived payload may keep a count. Several lots are still one pré-état daté.
 */
export function lotCount(lots: unknown): number {
  if (Array.isArray(lots)) return Math.max(1, lots.length);
  if (typeof lots === 'number' && Number.isInteger(lots) && lots > 0) return lots;
  return 1;
}

/** A test order (ADR 049, 065) is never charged, whoever would record a payment. */
export const TEST_ORDER_NEVER_BILLED = 'Commande de test : elle n’est jamais facturée ni payée';
