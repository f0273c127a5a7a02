import type { SandboxEndpoints, SandboxContext } from './context';
import { formList, formObject, formString, formStrings, type FormObject } from './form-body';
import { invalidParam, missingParam, noSuchResource, sendStripeError } from './errors';
import type { SandboxPaymentMethod } from './payment-methods';
import { nowSeconds, sandboxId, type SandboxObject } from './state';

/** Monthly prices the sandbox knows (the defaults of STRIPE_PRICE_*), in cents HT. */
const SANDBOX_PRICES: Record<string, number> = {
  price_experts_monthly: 2900,
  price_premium_monthly: 9900,
  price_syndic_monthly: 19900,
};

export interface SandboxSubscription extends SandboxObject {
  object: 'subscription';
  status: 'active' | 'past_due' | 'canceled';
  customer: string;
  default_payment_method: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      price: { id: string; unit_amount: number };
      current_period_start: number;
      current_period_end: number;
    }>;
  };
  created: number;
  livemode: false;
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

/** The Stripe invoice of one period of a subscription, paid with its card. */
async function invoicePeriod({ emit }: SandboxContext, subscription: SandboxSubscription) {
  const [item] = subscription.items.data;
  if (!item) return;
  await emit('invoice.paid', {
    id: sandboxId('in'),
    object: 'invoice',
    status: 'paid',
    customer: subscription.customer,
    amount_paid: item.price.unit_amount,
    currency: 'eur',
    created: nowSeconds(),
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: sandboxId('il'),
          amount: item.price.unit_amount,
          period: { start: item.current_period_start, end: item.current_period_end },
        },
      ],
    },
  });
}

/**
 * /v1/subscriptions: create (paid at once with the given saved card: `customer.subscription.created`
 * then `invoice.paid`), retrieve, update (cancel_at_period_end), cancel (DELETE), and a test
 * helper that ends the period: renews (`invoice.paid`) or, with `fail=true`, fails the
 * payment (`invoice.payment_failed`, status past_due).
 */
const subscriptions: SandboxEndpoints = (app, context) => {
  const { state, emit } = context;

  app.post('/v1/subscriptions', async (request, reply) => {
    const body = request.body as FormObject;
    const customer = formString(body.customer);
    const methodId = formString(body.default_payment_method);
    const price = formString(formObject(formList(body.items)[0]).price);
    if (!customer) return missingParam(reply, 'customer');
    if (!state.get('customer', customer)) return noSuchResource(reply, 'customer', customer);
    if (!methodId) return missingParam(reply, 'default_payment_method');
    if (!price) return missingParam(reply, 'items[0][price]');
    const amount = SANDBOX_PRICES[price];
    if (amount === undefined)
      return invalidParam(reply, 'items[0][price]', `No such price: '${price}'`);
    const method = state.get<SandboxPaymentMethod>('payment_method', methodId);
    if (!method || method.customer !== customer) {
      return sendStripeError(
        reply,
        400,
        `No such PaymentMethod: '${methodId}' for this customer.`,
        { param: 'default_payment_method', code: 'resource_missing' },
      );
    }
    const start = nowSeconds();
    const subscription = state.save<SandboxSubscription>({
      id: sandboxId('sub'),
      object: 'subscription',
      status: 'active',
      customer,
      default_payment_method: methodId,
      cancel_at_period_end: false,
      canceled_at: null,
      metadata: formStrings(body.metadata),
      items: {
        object: 'list',
        data: [
          {
            id: sandboxId('si'),
            price: { id: price, unit_amount: amount },
            current_period_start: start,
            current_period_end: addMonth(start),
          },
        ],
      },
      created: start,
      livemode: false,
    });
    await emit('customer.subscription.created', subscription);
    await invoicePeriod(context, subscription);
    return subscription;
  });

  app.get('/v1/subscriptions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    return state.get('subscription', id) ?? noSuchResource(reply, 'subscription', id);
  });

  app.post('/v1/subscriptions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const subscription = state.get<SandboxSubscription>('subscription', id);
    if (!subscription) return noSuchResource(reply, 'subscription', id);
    const cancel = formString((request.body as FormObject).cancel_at_period_end);
    if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
    await emit('customer.subscription.updated', subscription);
    return subscription;
  });

  app.delete('/v1/subscriptions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const subscription = state.get<SandboxSubscription>('subscription', id);
    if (!subscription) return noSuchResource(reply, 'subscription', id);
    subscription.status = 'canceled';
    subscription.canceled_at = nowSeconds();
    await emit('customer.subscription.deleted', subscription);
    return subscription;
  });

  app.post('/v1/test_helpers/subscriptions/:id/end_period', async (request, reply) => {
    const { id } = request.params as { id: string };
    const subscription = state.get<SandboxSubscription>('subscription', id);
    const item = subscription?.items.data[0];
    if (!subscription || !item) return noSuchResource(reply, 'subscription', id);
    if (subscription.cancel_at_period_end) {
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      await emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    if (formString((request.body as FormObject | undefined)?.fail) === 'true') {
      subscription.status = 'past_due';
      await emit('invoice.payment_failed', {
        id: sandboxId('in'),
        object: 'invoice',
        status: 'open',
        customer: subscription.customer,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
        },
      });
      await emit('customer.subscription.updated', subscription);
      return subscription;
    }
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonth(item.current_period_end);
    await emit('customer.subscription.updated', subscription);
    await invoicePeriod(context, subscription);
    return subscription;
  });
};

export default subscriptions;
