import type { OfferCode } from './offers';

export type OrderOption = 'priority' | 'unlimited_modifications';

export const ORDER_OPTIONS: readonly OrderOption[] = ['priority', 'unlimited_modifications'];

export interface OptionPrice {
  label: string;
  /** what the option buys, as the order form says it beside its box */
  buys: string;
  /** cents in the customer type's basis (consumer TTC, business HT), same convention as offers */
  cents: number | null;
  /** offers that include the option at no cost */
  includedIn: OfferCode[];
  /** offers it can be bought with; outside includedIn and this list it is unavailable */
  soldWith: OfferCode[];
}

/**
 * unlimited_modifications: 9,90 € (docs/product.md §1.2, §9.1), ADR 077. It buys as many
 * updates as the seller asks for until the signing day, even after the next AG — where
 * Confort's included free update ends — so Confort buyers can take it too. Libre has no
 * staff to update its document (the seller's own declaration, sent at payment): not sold
 * with eco.
 *
 * priority: it has no price, so it is never sold on its own. It is what Confort,
 * Privilège, Pack ALUR, Expert and Urgent are (Confort is « prioritaire », experts get
 * priority pré-états datés at 49,90 €: docs/product.md §1.2), and is meaningless for Libre, which the customer
 * writes themselves. Hence: included in those offers, unavailable with eco.
 */
export const OPTION_PRICES: Record<OrderOption, OptionPrice> = {
  priority: {
    label: 'Traitement prioritaire',
    buys: 'Votre commande passe avant les autres.',
    cents: null,
    includedIn: ['pri', 'cle', 'vte', 'exp', 'urg'],
    soldWith: [],
  },
  unlimited_modifications: {
    label: 'Modifications illimitées',
    buys: 'Autant de mises à jour du pré-état daté que nécessaire jusqu’au jour de la signature chez le notaire, même après la prochaine assemblée générale.',
    cents: 990,
    includedIn: [],
    soldWith: ['pri', 'cle', 'vte', 'exp', 'urg'],
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
