import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { ConfigError } from '../../config';
import { paymentEventModel } from '../../models/payment-event';
import {
  SANDBOX_SECRET_KEY,
  SANDBOX_WEBHOOK_SECRET,
  startStripeSandbox,
  type StripeSandbox,
} from '../../../sandbox/stripe/server';
import { crashPoint } from '../../lib/crash-point';
import {
  claimPaymentEvent,
  markPaymentEventApplied,
  releasePaymentEvent,
} from '../../services/payments/payment-event-claim';

export type PaymentEventHandler = (event: Stripe.Event) => Promise<void>;

export interface Payments {
  /** the Stripe SDK client: real Stripe, or the local sandbox behind the same API */
  stripe: Stripe;
  webhookSecret: string;
  /** the local sandbox when it stands in for Stripe, else null */
  sandbox: StripeSandbox | null;
  /** registers a handler for a webhook event type ('checkout.session.completed'...) */
  onEvent(type: string, handler: PaymentEventHandler): void;
  /**
   * Applies a verified event once (ADR 072): 'duplicate' when it was applied before,
   * 'in-progress' while another delivery (here or on another instance) applies it.
   */
  process(event: Stripe.Event): Promise<'processed' | 'duplicate' | 'in-progress'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

const WEBHOOK_PATH = '/billing/stripe/webhook';

/** The host the SDK dials: a wildcard listen address is reached on the loopback. */
const dialHost = (host: string) => (host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host);

/**
 * `app.payments`: Stripe with STRIPE_SECRET_KEY + STRIPE_WEBHOOK_SECRET; otherwise, outside
 * production, the local payment sandbox (api/sandbox/stripe, outside src/) reached by the same SDK
 * through host/port/protocol, whose webhooks reach this API's webhook route.
 */
export default fp(
  async (app) => {
    const {
      STRIPE_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET,
      STRIPE_SANDBOX_PORT,
      NODE_ENV,
      HOST,
      PORT,
      PUBLIC_API_URL,
    } = app.config;
    if (Boolean(STRIPE_SECRET_KEY) !== Boolean(STRIPE_WEBHOOK_SECRET)) {
      throw new ConfigError(
        'Définir STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET ensemble / set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
      );
    }

    let stripe: Stripe;
    let webhookSecret: string;
    let sandbox: StripeSandbox | null = null;
    if (STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET) {
      stripe = new Stripe(STRIPE_SECRET_KEY, { maxNetworkRetries: 2 });
      webhookSecret = STRIPE_WEBHOOK_SECRET;
    } else {
      if (NODE_ENV === 'production')
        throw new ConfigError(
          'En production, définir / in production, set: STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET.',
        );
      sandbox = await startStripeSandbox({
        host: HOST,
        port: STRIPE_SANDBOX_PORT ?? (NODE_ENV === 'test' || PORT === 0 ? 0 : PORT + 10),
        publicHost: new URL(PUBLIC_API_URL).hostname,
        // In process, so it reaches the webhook route even when the API is not listening (tests).
        deliver: async (body, signature) => {
          const response = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            payload: body,
          });
          if (response.statusCode >= 300)
            app.log.warn({ status: response.statusCode }, 'Webhook du bac à sable refusé');
        },
      });
      stripe = new Stripe(SANDBOX_SECRET_KEY, {
        host: dialHost(sandbox.host),
        port: sandbox.port,
        protocol: 'http',
        maxNetworkRetries: 0,
      });
      webhookSecret = SANDBOX_WEBHOOK_SECRET;
      app.addHook('onClose', async () => sandbox?.close());
      app.log.info({ url: sandbox.url }, 'Bac à sable de paiement local (Stripe simulé)');
    }

    const handlers = new Map<string, PaymentEventHandler[]>();
    const events = paymentEventModel(app.mongoose.connection);

    app.decorate('payments', {
      stripe,
      webhookSecret,
      sandbox,
      onEvent(type, handler) {
        handlers.set(type, [...(handlers.get(type) ?? []), handler]);
      },
      async process(event) {
        const claim = await claimPaymentEvent(events, event, new Date());
        if (claim === 'applied') return 'duplicate';
        if (claim === 'applying') return 'in-progress';
        crashPoint('payment-event:claimed');
        try {
          for (const handler of handlers.get(event.type) ?? []) await handler(event);
        } catch (error) {
          await releasePaymentEvent(events, event.id);
          throw error;
        }
        await markPaymentEventApplied(events, event.id);
        return 'processed';
      },
    } satisfies Payments);
  },
  { name: 'payments', dependencies: ['config', 'mongoose'] },
);
