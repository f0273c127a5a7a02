import type { SandboxEndpoints } from './context';
import { noSuchResource } from './errors';
import { nowSeconds, sandboxId, type SandboxObject, type SandboxState } from './state';

export interface SandboxPaymentIntent extends SandboxObject {
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  customer: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  last_payment_error: {
    type: 'card_error';
    code: string;
    decline_code?: string;
    message: string;
  } | null;
  created: number;
  livemode: false;
}

/** A payment intent as Checkout creates one when the customer first submits a card. */
export function createPaymentIntent(
  state: SandboxState,
  fields: Pick<
    SandboxPaymentIntent,
    'amount' | 'currency' | 'customer' | 'receipt_email' | 'metadata'
  >,
): SandboxPaymentIntent {
  return state.save<SandboxPaymentIntent>({
    id: sandboxId('pi'),
    object: 'payment_intent',
    amount_received: 0,
    status: 'requires_payment_method',
    last_payment_error: null,
    created: nowSeconds(),
    livemode: false,
    ...fields,
  });
}

/** /v1/payment_intents/:id: retrieve (payments are made on the hosted checkout page). */
const paymentIntents: SandboxEndpoints = (app, { state }) => {
  app.get('/v1/payment_intents/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('payment_intent', id) ?? noSuchResource(reply, 'payment_intent', id);
  });
};

export default paymentIntents;
