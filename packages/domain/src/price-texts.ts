import { formatCents } from './format';
import type { OfferCode } from './offers';
import { OPTION_PRICES, type OrderOption } from './order-options';
import { PRICE_BASIS, tierAt, type CustomerType } from './price-tiers';

/**
 * « 49,90 € HT »: an offer's listed amount as the customer type reads it, for texts that quote
 * a price; null when that offer is not sold to that customer type on that day. Reads the tier
 * table only, so that offers and plans can quote prices without importing the price computation.
 */
export function priceText(
  offer: OfferCode,
  customerType: CustomerType,
  date: Date = new Date(),
): string | null {
  const listed = tierAt(date)?.prices[customerType][offer];
  return listed === undefined ? null : `${formatCents(listed)} ${PRICE_BASIS[customerType]}`;
}

function quotedPrice(offer: OfferCode, customerType: CustomerType): string {
  const text = priceText(offer, customerType);
  // a text quoting a price the table lacks must fail at load, not print a blank
  if (text === null) throw new Error(`Aucun prix de l’offre ${offer} pour ${customerType}`);
  return text;
}

/** The Expert offer's price, quoted by the plans and offers that sell it to professionals. */
export const EXPERT_PRICE_TEXT = quotedPrice('exp', 'business');

/**
 * « 9,90 € TTC » for a visitor, « 9,90 € HT » for a professional: an option's price in the
 * customer type's basis, the same convention as the offers; null for an option never sold alone.
 */
export function optionPriceText(option: OrderOption, customerType: CustomerType): string | null {
  const { cents } = OPTION_PRICES[option];
  return cents === null ? null : `${formatCents(cents)} ${PRICE_BASIS[customerType]}`;
}
