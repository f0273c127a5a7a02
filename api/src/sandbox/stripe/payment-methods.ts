import type { SandboxEndpoints } from './context';
import type { SandboxCheckoutSession } from './checkout-sessions';
import { missingParam, noSuchResource } from './errors';
import { nowSeconds, sandboxId, stripeList, type SandboxObject, type SandboxState } from './state';

export interface SandboxPaymentMethod extends SandboxObject {
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string };
  billing_details: { name: string | null; email: string | null };
  created: number;
  livemode: false;
}

export interface SandboxSetupIntent extends SandboxObject {
  object: 'setup_intent';
  status: 'succeeded';
  customer: string | null;
  payment_method: string;
  usage: 'off_session';
  created: number;
}

/**
 * A completed setup-mode Checkout saved a card, as on Stripe. The hosted page only accepts
 * 4242 4242 4242 4242 as a paying card, so that is the card it saved; the page does not keep
 * the expiry typed, so the saved card expires at the end of the year three years from now.
 */
export function savedCardsOf(state: SandboxState, customer: string): SandboxPaymentMethod[] {
  const sessions = state.list<SandboxCheckoutSession & { setup_intent?: string }>(
    'checkout.session',
    (s) => s.mode === 'setup' && s.status === 'complete' && s.customer === customer && !s.setup_intent,
  );
  for (const session of sessions) {
    const method = state.save<SandboxPaymentMethod>({
      id: sandboxId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: new Date().getFullYear() + 3, country: 'FR' },
      billing_details: { name: session.customer_details?.name ?? null, email: session.customer_details?.email ?? null },
      created: nowSeconds(),
      livemode: false,
    });
    const intent = state.save<SandboxSetupIntent>({ id: sandboxId('seti'), object: 'setup_intent', status: 'succeeded', customer, payment_method: method.id, usage: 'off_session', created: nowSeconds() });
    session.setup_intent = intent.id;
  }
  return state.list<SandboxPaymentMethod>('payment_method', (m) => m.customer === customer);
}

/** /v1/payment_methods (list by customer, retrieve, detach), /v1/setup_intents/:id. */
const paymentMethods: SandboxEndpoints = (app, { state }) => {
  app.get('/v1/payment_methods', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (!query.customer) return missingParam(reply, 'customer');
    return stripeList('/v1/payment_methods', savedCardsOf(state, query.customer), Number(query.limit ?? 10));
  });

  app.get('/v1/payment_methods/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('payment_method', id) ?? noSuchResource(reply, 'payment_method', id);
  });

  app.post('/v1/payment_methods/:id/detach', async (request, reply) => {
    const { id } = request.params as { id: string };
    const method = state.get<SandboxPaymentMethod>('payment_method', id);
    if (!method) return noSuchResource(reply, 'payment_method', id);
    method.customer = null;
    return method;
  });

  app.get('/v1/setup_intents/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('setup_intent', id) ?? noSuchResource(reply, 'setup_intent', id);
  });
};

export default paymentMethods;
