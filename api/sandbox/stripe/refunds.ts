import type { SandboxEndpoints } from './context';
import { missingParam, noSuchResource, sendStripeError } from './errors';
import type { SandboxPaymentIntent } from './payment-intents';
import { nowSeconds, sandboxId, stripeList, type SandboxObject } from './state';

export interface SandboxRefund extends SandboxObject {
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  metadata: Record<string, string>;
  status: 'succeeded';
  created: number;
}

/**
 * /v1/refunds: create (the whole payment of a succeeded intent, once) and list, as the
 * duplicate-payment refund of an order needs them. Refunds succeed at once here.
 */
const refunds: SandboxEndpoints = (app, { state, emit }) => {
  app.post('/v1/refunds', async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const intentId = body.payment_intent as string | undefined;
    if (!intentId) return missingParam(reply, 'payment_intent');
    const intent = state.get<SandboxPaymentIntent>('payment_intent', intentId);
    if (!intent) return noSuchResource(reply, 'payment_intent', intentId);
    const refunded = state
      .list<SandboxRefund>('refund', (r) => r.payment_intent === intentId)
      .reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(body.amount ?? intent.amount_received - refunded);
    if (intent.status !== 'succeeded' || amount <= 0 || refunded + amount > intent.amount_received)
      return sendStripeError(
        reply,
        400,
        `Charge for payment intent ${intentId} has already been refunded.`,
        { code: 'charge_already_refunded' },
      );
    const refund = state.save<SandboxRefund>({
      id: sandboxId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      reason: (body.reason as string | undefined) ?? null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? {},
      status: 'succeeded',
      created: nowSeconds(),
    });
    await emit('refund.created', refund);
    return refund;
  });

  app.get('/v1/refunds', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const list = state.list<SandboxRefund>(
      'refund',
      (r) => !query.payment_intent || r.payment_intent === query.payment_intent,
    );
    return stripeList('/v1/refunds', list, Number(query.limit ?? 10));
  });
};

export default refunds;
