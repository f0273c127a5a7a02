import type { OrderOption } from '@ped/domain';
import { api } from '@ped/client-runtime';

export interface CheckoutRedirect {
  /** Stripe Checkout (or the local sandbox's hosted page) */
  url: string;
  /** amount charged, cents TTC, computed by the API */
  amount: number;
}

export interface PaymentLink {
  url: string;
  expires: string;
}

export interface PaymentLinkSummary {
  orderid: string;
  offer: string;
  offer_name: string;
  address: string;
  lots: number;
  lines: Array<{ label: string; ttcCents: number }>;
  total_ttc_cents: number;
  paid: boolean;
}

/** docs/product.md §7.4: opens the card payment of an order; `options` are those the recap showed. */
export async function checkoutOrder(body: {
  orderid: string;
  account: string;
  options?: OrderOption[];
}): Promise<CheckoutRedirect> {
  return (await api().request<CheckoutRedirect>('POST', '/billing/stripe/checkout/order', { body }))
    .payload;
}

/** A professional's link its client pays the order through (plans with payment links). */
export async function createPaymentLink(orderid: string): Promise<PaymentLink> {
  return (await api().request<PaymentLink>('POST', '/billing/payment-link', { body: { orderid } }))
    .payload;
}

/** What a payment link pays, read with the link's key (no account). */
export async function fetchPaymentLink(orderid: string, cle: string): Promise<PaymentLinkSummary> {
  return (
    await api().request<PaymentLinkSummary>(
      'GET',
      `/billing/payment-link/${encodeURIComponent(orderid)}`,
      { query: { cle } },
    )
  ).payload;
}

/** Opens the card payment of an order from a payment link (no account). */
export async function payWithLink(orderid: string, cle: string): Promise<CheckoutRedirect> {
  return (
    await api().request<CheckoutRedirect>('POST', '/billing/payment-link/checkout', {
      body: { orderid, cle },
    })
  ).payload;
}

export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface SavedCards {
  methods: SavedCard[];
  default: string | null;
}

/** GET /billing/stripe/listMethods (docs/product.md §7.4). */
export async function listMethods(): Promise<SavedCards> {
  return (await api().request<SavedCards>('GET', '/billing/stripe/listMethods')).payload;
}

/** Opens the card-saving page; `next` and `cancel` are paths of the application. */
export async function setupCard(body: { next: string; cancel: string }): Promise<{ url: string }> {
  return (await api().request<{ url: string }>('POST', '/billing/stripe/checkout/setup', { body }))
    .payload;
}

export async function openPortal(): Promise<{ url: string }> {
  return (await api().request<{ url: string }>('POST', '/billing/stripe/portal')).payload;
}

export interface IntermediaryPayment {
  orders: string[];
  /** cents TTC */
  amount: number;
  invoices: string[];
}

/** Pays several outstanding orders at once with a saved card. */
export async function payIntermediary(body: {
  orders: string[];
  payment_method: string;
}): Promise<{ payment: IntermediaryPayment; message: string }> {
  const envelope = await api().request<IntermediaryPayment>(
    'POST',
    '/billing/stripe/pay/intermediary',
    { body },
  );
  return { payment: envelope.payload, message: envelope.message };
}

export type PaidPlan = 'experts' | 'premium' | 'syndic';

export interface SubscriptionState {
  plan: string;
  status: 'active' | 'past_due' | 'canceled' | 'none';
  expires: string | null;
  canceled: boolean;
}

export async function fetchSubscription(): Promise<SubscriptionState> {
  return (await api().request<SubscriptionState>('GET', '/billing/subscription')).payload;
}

export async function subscribe(body: {
  plan: PaidPlan;
  payment_method: string;
}): Promise<{ subscription: SubscriptionState; message: string }> {
  const envelope = await api().request<SubscriptionState>('POST', '/billing/subscribe', { body });
  return { subscription: envelope.payload, message: envelope.message };
}

export async function cancelSubscription(): Promise<{
  subscription: SubscriptionState;
  message: string;
}> {
  const envelope = await api().request<SubscriptionState>('POST', '/billing/subscribe/cancel');
  return { subscription: envelope.payload, message: envelope.message };
}
