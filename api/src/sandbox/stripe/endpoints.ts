import type { SandboxEndpoints } from './context';
import checkoutSessions from './checkout-sessions';
import customers from './customers';
import paymentIntents from './payment-intents';
import hostedCheckout from './hosted-checkout';

/** Every group of fake Stripe endpoints; one line per file. */
export const SANDBOX_ENDPOINTS: SandboxEndpoints[] = [checkoutSessions, customers, paymentIntents, hostedCheckout];
