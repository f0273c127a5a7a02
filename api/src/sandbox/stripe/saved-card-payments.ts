import type { SandboxEndpoints } from './context';
import { formString, formStrings, type FormObject } from './form-body';
import { invalidParam, missingParam, sendStripeError } from './errors';
import { createPaymentIntent } from './payment-intents';
import type { SandboxPaymentMethod } from './payment-methods';

/**
 * POST /v1/payment_intents with `confirm=true` and a saved card (`payment_method` of the
 * customer, off session): paid at once, as Stripe does for a card that needs no
 * authentication; `payment_intent.succeeded` is sent before the answer.
 */
const savedCardPayments: SandboxEndpoints = (app, { state, emit }) => {
  app.post('/v1/payment_intents', async (request, reply) => {
    const body = request.body as FormObject;
    const amount = Number(formString(body.amount));
    const currency = formString(body.currency);
    const customer = formString(body.customer) ?? null;
    const methodId = formString(body.payment_method);
    if (!Number.isInteger(amount) || amount < 50) return invalidParam(reply, 'amount', 'Amount must be at least 50 cents.');
    if (!currency) return missingParam(reply, 'currency');
    if (!methodId) return missingParam(reply, 'payment_method');
    if (formString(body.confirm) !== 'true') return invalidParam(reply, 'confirm', 'The sandbox only creates payment intents confirmed at once (confirm=true).');
    const method = state.get<SandboxPaymentMethod>('payment_method', methodId);
    if (!method || method.customer !== customer) {
      return sendStripeError(reply, 400, `No such PaymentMethod: '${methodId}' for this customer.`, { param: 'payment_method', code: 'resource_missing' });
    }
    const intent = createPaymentIntent(state, { amount, currency, customer, receipt_email: formString(body.receipt_email) ?? null, metadata: formStrings(body.metadata) });
    Object.assign(intent, { status: 'succeeded', amount_received: amount, payment_method: methodId });
    await emit('payment_intent.succeeded', intent);
    return intent;
  });
};

export default savedCardPayments;
