import { hasFeature, type Feature } from './plans';
import type { PlanCode } from './session';

/**
 * How an order is paid (order field `billing_mode`, POST /order/billing):
 * - card: the customer pays online before production (the default, visitors included);
 * - invoice: a professional whose plan has grouped invoicing pays later from the account
 *   area, so the order goes to production with its payment pending;
 * - payment_link: a professional sends its client a link through which the client pays.
 */
export type BillingMode = 'card' | 'invoice' | 'payment_link';

export const BILLING_MODE_VALUES: readonly BillingMode[] = ['card', 'invoice', 'payment_link'];

export const BILLING_MODES: Record<BillingMode, { label: string; feature: Feature | null }> = {
  card: { label: 'Paiement en ligne', feature: null },
  invoice: { label: 'Facturation différée', feature: 'use_invoice' },
  payment_link: { label: 'Lien de paiement', feature: 'use_payment_link' },
};

export function isBillingMode(value: unknown): value is BillingMode {
  return typeof value === 'string' && (BILLING_MODE_VALUES as readonly string[]).includes(value);
}

/** Whether a customer on that plan (null for a visitor or a plain customer) may use the mode. */
export function canUseBillingMode(plan: PlanCode | null, mode: BillingMode): boolean {
  const { feature } = BILLING_MODES[mode];
  return feature === null || (plan !== null && hasFeature(plan, feature));
}

/** Deferred billing skips the online payment: the order is confirmed with its payment pending. */
export const isDeferredBilling = (mode: BillingMode | null | undefined): boolean =>
  mode === 'invoice';
