import fp from 'fastify-plugin';
import { registerIntermediaryPaymentEvents } from '../../services/payments/intermediary-payment';
import { registerOrderPaymentEvents } from '../../services/payments/order-payment-events';
import { registerSubscriptionEvents } from '../../services/payments/subscription-events';

/**
 * What each verified Stripe event does, in one place: the webhook route only verifies and
 * dispatches (plugins/app/payments.ts), whichever route plugins are registered.
 */
export default fp(
  async (app) => {
    registerOrderPaymentEvents(app);
    registerIntermediaryPaymentEvents(app);
    registerSubscriptionEvents(app);
  },
  { name: 'payment-events', dependencies: ['payments', 'invoices', 'documents', 'mailer'] },
);
