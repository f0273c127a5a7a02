import type { FastifyReply } from 'fastify';
import type { SandboxEndpoints } from './context';
import { formString, formStrings, type FormObject } from './form-body';
import { invalidParam, missingParam, sendStripeError } from './errors';
import { createPaymentIntent } from './payment-intents';
import { cardNumberOf, type SandboxPaymentMethod } from './payment-methods';
import type { SandboxObject, SandboxState } from './state';
import { chargeOutcome } from './test-cards';

/** The first answer given to an Idempotency-Key, replayed to every later request with it. */
interface SandboxIdempotentAnswer extends SandboxObject {
  object: 'sandbox.idempotency_key';
  request: string;
  status: number;
  body: unknown;
}

/**
 * As Stripe: a request repeated with the same Idempotency-Key gets the first answer again
 * (success or refusal) and charges nothing more; the same key with other parameters is an error.
 */
async function idempotent(
  state: SandboxState,
  key: string | undefined,
  body: FormObject,
  reply: FastifyReply,
  run: () => Promise<{ status: number; body: unknown }>,
) {
  const request = JSON.stringify(body);
  const previous = key
    ? state.get<SandboxIdempotentAnswer>('sandbox.idempotency_key', key)
    : undefined;
  if (previous && previous.request !== request) {
    return sendStripeError(
      reply,
      400,
      'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      { type: 'idempotency_error' },
    );
  }
  const answer = previous ?? (await run());
  if (key && !previous)
    state.save<SandboxIdempotentAnswer>({
      id: key,
      object: 'sandbox.idempotency_key',
      request,
      ...answer,
    });
  return reply.status(answer.status).send(answer.body);
}

/**
 * POST /v1/payment_intents with `confirm=true` and a saved card (`payment_method` of the
 * customer, off session): paid at once, as Stripe does for a card that needs no
 * authentication, and `payment_intent.succeeded` is sent before the answer; a card saved as
 * 4000 0000 0000 0341 is refused (402 card_error, `payment_intent.payment_failed`).
 */
const savedCardPayments: SandboxEndpoints = (app, { state, emit }) => {
  app.post('/v1/payment_intents', async (request, reply) => {
    const body = request.body as FormObject;
    const amount = Number(formString(body.amount));
    const currency = formString(body.currency);
    const customer = formString(body.customer) ?? null;
    const methodId = formString(body.payment_method);
    if (!Number.isInteger(amount) || amount < 50)
      return invalidParam(reply, 'amount', 'Amount must be at least 50 cents.');
    if (!currency) return missingParam(reply, 'currency');
    if (!methodId) return missingParam(reply, 'payment_method');
    if (formString(body.confirm) !== 'true')
      return invalidParam(
        reply,
        'confirm',
        'The sandbox only creates payment intents confirmed at once (confirm=true).',
      );
    const method = state.get<SandboxPaymentMethod>('payment_method', methodId);
    if (!method || method.customer !== customer) {
      return sendStripeError(
        reply,
        400,
        `No such PaymentMethod: '${methodId}' for this customer.`,
        { param: 'payment_method', code: 'resource_missing' },
      );
    }
    const key = request.headers['idempotency-key'];
    return idempotent(state, typeof key === 'string' ? key : undefined, body, reply, async () => {
      const intent = createPaymentIntent(state, {
        amount,
        currency,
        customer,
        receipt_email: formString(body.receipt_email) ?? null,
        metadata: formStrings(body.metadata),
      });
      intent.payment_method = methodId;
      const outcome = chargeOutcome(cardNumberOf(state, methodId));
      if (outcome.outcome === 'declined') {
        intent.last_payment_error = {
          type: 'card_error',
          code: outcome.code,
          decline_code: outcome.declineCode,
          message: outcome.message,
        };
        await emit('payment_intent.payment_failed', intent);
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: outcome.code,
              decline_code: outcome.declineCode,
              message: outcome.message,
              payment_intent: intent,
            },
          },
        };
      }
      Object.assign(intent, { status: 'succeeded', amount_received: amount });
      await emit('payment_intent.succeeded', intent);
      return { status: 200, body: intent };
    });
  });
};

export default savedCardPayments;
