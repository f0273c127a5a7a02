import type { SandboxEndpoints } from './context';
import type { SandboxCheckoutSession } from './checkout-sessions';
import { missingParam, noSuchResource } from './errors';
import { nowSeconds, sandboxId, stripeList, type SandboxObject, type SandboxState } from './state';
import { parseExpiry, type CardForm } from './test-cards';

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

/** The number a saved card was typed with: never returned, it decides how charges end. */
interface SandboxCardNumber extends SandboxObject {
  object: 'sandbox.card_number';
  number: string;
}

/**
 * A completed setup-mode Checkout saves the card typed on the hosted page, as on Stripe:
 * a payment method attached to the customer (with the expiry typed) and its setup intent.
 */
export function saveCard(
  state: SandboxState,
  session: SandboxCheckoutSession,
  form: CardForm,
): SandboxPaymentMethod {
  const expiry = parseExpiry(form.expiry);
  const method = state.save<SandboxPaymentMethod>({
    id: sandboxId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: session.customer,
    card: {
      brand: 'visa',
      last4: form.number.replace(/\s+/g, '').slice(-4),
      exp_month: expiry?.month ?? 0,
      exp_year: expiry?.year ?? 0,
      country: 'FR',
    },
    billing_details: { name: form.name.trim(), email: form.email.trim() },
    created: nowSeconds(),
    livemode: false,
  });
  state.save<SandboxCardNumber>({
    id: method.id,
    object: 'sandbox.card_number',
    number: form.number,
  });
  const intent = state.save<SandboxSetupIntent>({
    id: sandboxId('seti'),
    object: 'setup_intent',
    status: 'succeeded',
    customer: session.customer,
    payment_method: method.id,
    usage: 'off_session',
    created: nowSeconds(),
  });
  session.setup_intent = intent.id;
  return method;
}

/** The number typed for a saved card (empty for an unknown one). */
export const cardNumberOf = (state: SandboxState, methodId: string): string =>
  state.get<SandboxCardNumber>('sandbox.card_number', methodId)?.number ?? '';

export const savedCardsOf = (state: SandboxState, customer: string): SandboxPaymentMethod[] =>
  state.list<SandboxPaymentMethod>('payment_method', (m) => m.customer === customer);

/** /v1/payment_methods (list by customer, retrieve, detach), /v1/setup_intents/:id. */
const paymentMethods: SandboxEndpoints = (app, { state }) => {
  app.get('/v1/payment_methods', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (!query.customer) return missingParam(reply, 'customer');
    return stripeList(
      '/v1/payment_methods',
      savedCardsOf(state, query.customer),
      Number(query.limit ?? 10),
    );
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
