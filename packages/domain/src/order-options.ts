import type { OfferCode } from './offers';

export type OrderOption = 'priority' | 'unlimited_modifications';

export const ORDER_OPTIONS: readonly OrderOption[] = ['priority', 'unlimited_modifications'];

export interface OptionPrice {
  label: string;
  /** cents in the customer type's basis (consumer TTC, business HT), same convention as offers */
  cents: number | null;
  /** offers that include the option at no cost */
  includedIn: OfferCode[];
  /** offers it can be bought with; outside includedIn and this list it is unavailable */
  soldWith: OfferCode[];
}

/**
 * unlimited_modifications: 9,90 € (docs/product.md §1.2, §9.1) with every offer priced online; it is distinct
 * from Confort's free update until the next AG, so Confort buyers can take it too.
 *
 * priority: it has no price, so it is never sold on its own. It is what Confort,
 * Privilège, Pack ALUR, Expert and Urgent are (Confort is « prioritaire », experts get
 * priority pré-états datés at 49,90 €: docs/product.md §1.2), and is meaningless for Libre, which the customer
 * writes themselves. Hence: included in those offers, unavailable with eco.
 */
export const OPTION_PRICES: Record<OrderOption, OptionPrice> = {
  priority: {
    label: 'Traitement prioritaire',
    cents: null,
    includedIn: ['pri', 'cle', 'vte', 'exp', 'urg'],
    soldWith: [],
  },
  unlimited_modifications: {
    label: 'Modifications illimitées',
    cents: 990,
    includedIn: [],
    soldWith: ['eco', 'pri', 'cle', 'vte', 'exp', 'urg'],
  },
};

export type OptionAvailability = 'included' | 'paid' | 'unavailable';

export function optionAvailability(offer: OfferCode, option: OrderOption): OptionAvailability {
  const o = OPTION_PRICES[option];
  if (o.includedIn.includes(offer)) return 'included';
  if (o.cents !== null && o.soldWith.includes(offer)) return 'paid';
  return 'unavailable';
}

export function isOrderOption(value: unknown): value is OrderOption {
  return typeof value === 'string' && (ORDER_OPTIONS as readonly string[]).includes(value);
}
