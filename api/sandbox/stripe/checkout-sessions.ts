import type { SandboxEndpoints } from './context';
import { formList, formObject, formString, formStrings, type FormObject } from './form-body';
import { invalidParam, missingParam, noSuchResource } from './errors';
import { nowSeconds, sandboxId, stripeList, type SandboxObject } from './state';

export interface SandboxLineItem {
  description: string;
  quantity: number;
  unit_amount: number;
  amount_total: number;
  currency: string;
}

export interface SandboxCheckoutSession extends SandboxObject {
  object: 'checkout.session';
  mode: 'payment' | 'setup' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  /** setup mode: the setup intent that saved the card, once complete */
  setup_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** kept for the hosted page; Stripe returns them through /line_items only */
  line_items_data: SandboxLineItem[];
}

const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;
const MODES = ['payment', 'setup', 'subscription'] as const;

type Parsed = { lines: SandboxLineItem[] } | { error: string; param: string };

function parseLineItems(body: FormObject): Parsed {
  const lines: SandboxLineItem[] = [];
  for (const [index, raw] of formList(body.line_items).entries()) {
    const item = formObject(raw);
    const priceData = formObject(item.price_data);
    const quantity = Number(formString(item.quantity) ?? '1');
    const unitAmount = Number(formString(priceData.unit_amount));
    const currency = formString(priceData.currency);
    const name = formString(formObject(priceData.product_data).name);
    const param = `line_items[${index}]`;
    if (!currency)
      return { error: `Missing required param: ${param}[price_data][currency].`, param };
    if (!Number.isInteger(unitAmount) || unitAmount < 0)
      return { error: `Invalid integer: ${param}[price_data][unit_amount]`, param };
    if (!name)
      return { error: `Missing required param: ${param}[price_data][product_data][name].`, param };
    if (!Number.isInteger(quantity) || quantity < 1)
      return { error: `Invalid integer: ${param}[quantity]`, param };
    lines.push({
      description: name,
      quantity,
      unit_amount: unitAmount,
      amount_total: unitAmount * quantity,
      currency,
    });
  }
  return { lines };
}

/**
 * /v1/checkout/sessions: create, retrieve, list, expire. The session's `url` opens the
 * sandbox's hosted checkout page (hosted-checkout.ts).
 */
const checkoutSessions: SandboxEndpoints = (app, { state, publicUrl, emit }) => {
  app.post('/v1/checkout/sessions', async (request, reply) => {
    const body = request.body as FormObject;
    const mode = formString(body.mode);
    if (!mode) return missingParam(reply, 'mode');
    if (!(MODES as readonly string[]).includes(mode))
      return invalidParam(reply, 'mode', `Invalid mode: must be one of ${MODES.join(', ')}`);
    const successUrl = formString(body.success_url);
    if (!successUrl) return missingParam(reply, 'success_url');
    const parsed = parseLineItems(body);
    if ('error' in parsed) return invalidParam(reply, parsed.param, parsed.error);
    if (mode === 'payment' && parsed.lines.length === 0) return missingParam(reply, 'line_items');
    // as Stripe: a known customer brings its own e-mail
    if (formString(body.customer) && formString(body.customer_email))
      return invalidParam(
        reply,
        'customer_email',
        'You may only specify one of these parameters: customer, customer_email.',
      );

    const id = sandboxId('cs_test');
    const created = nowSeconds();
    const total = parsed.lines.reduce((sum, line) => sum + line.amount_total, 0);
    const session = state.save<SandboxCheckoutSession>({
      id,
      object: 'checkout.session',
      mode: mode as SandboxCheckoutSession['mode'],
      status: 'open',
      payment_status: mode === 'payment' ? 'unpaid' : 'no_payment_required',
      amount_total: mode === 'payment' ? total : null,
      currency: parsed.lines[0]?.currency ?? null,
      customer: formString(body.customer) ?? null,
      customer_email: formString(body.customer_email) ?? null,
      customer_details: null,
      client_reference_id: formString(body.client_reference_id) ?? null,
      metadata: formStrings(body.metadata),
      payment_intent: null,
      setup_intent: null,
      success_url: successUrl,
      cancel_url: formString(body.cancel_url) ?? null,
      url: `${publicUrl()}/c/pay/${id}`,
      created,
      expires_at: created + SESSION_LIFETIME_SECONDS,
      livemode: false,
      line_items_data: parsed.lines,
    });
    return session;
  });

  app.get('/v1/checkout/sessions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('checkout.session', id) ?? noSuchResource(reply, 'checkout.session', id);
  });

  app.get('/v1/checkout/sessions', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const sessions = state.list<SandboxCheckoutSession>(
      'checkout.session',
      (s) =>
        (!query.payment_intent || s.payment_intent === query.payment_intent) &&
        (!query.status || s.status === query.status),
    );
    return stripeList('/v1/checkout/sessions', sessions, Number(query.limit ?? 10));
  });

  app.post('/v1/checkout/sessions/:id/expire', async (request, reply) => {
    const { id } = request.params as { id: string };
    const session = state.get<SandboxCheckoutSession>('checkout.session', id);
    if (!session) return noSuchResource(reply, 'checkout.session', id);
    if (session.status !== 'open') {
      return invalidParam(
        reply,
        'session',
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      );
    }
    session.status = 'expired';
    session.url = null;
    await emit('checkout.session.expired', session);
    return session;
  });
};

export default checkoutSessions;
