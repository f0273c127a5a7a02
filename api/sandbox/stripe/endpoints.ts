import type { SandboxEndpoints } from './context';
import checkoutSessions from './checkout-sessions';
import customers from './customers';
import paymentIntents from './payment-intents';
import refunds from './refunds';
import hostedCheckout from './hosted-checkout';
import paymentMethods from './payment-methods';
import savedCardPayments from './saved-card-payments';
import subscriptions from './subscriptions';
import billingPortal from './billing-portal';
import favicon from './favicon';

/** Every group of fake Stripe endpoints; one line per file. */
export const SANDBOX_ENDPOINTS: SandboxEndpoints[] = [
  checkoutSessions,
  customers,
  paymentIntents,
  refunds,
  hostedCheckout,
  paymentMethods,
  savedCardPayments,
  subscriptions,
  billingPortal,
  favicon,
];
