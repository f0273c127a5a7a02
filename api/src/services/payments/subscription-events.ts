import type { FastifyInstance } from 'fastify';
import { isPlanCode, type PlanCode } from '@ped/domain';
import { organisationModel } from '../../models/organisation';
import { subscriptionModel } from '../../models/subscription';

/** What billing reads of a Stripe subscription (API versions place the period on the item). */
export interface StripeSubscriptionFacts {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  metadata?: Record<string, string> | null;
  current_period_end?: number;
  items?: { data: Array<{ current_period_end?: number; current_period_start?: number }> };
}

interface StripeInvoiceFacts {
  id: string;
  created: number;
  parent?: {
    subscription_details?: {
      subscription?: string | null;
      metadata?: Record<string, string> | null;
    } | null;
  } | null;
  subscription?: string | null;
  lines?: { data: Array<{ period?: { start: number; end: number } }> };
}

const toDate = (seconds: number | undefined) => (seconds ? new Date(seconds * 1000) : null);
const periodEnd = (sub: StripeSubscriptionFacts) =>
  toDate(sub.items?.data[0]?.current_period_end ?? sub.current_period_end);

/**
 * Applies a subscription's state to its organisation, whatever told us (the route that
 * created it, or a webhook, in any order, any number of times): the outcome only depends
 * on the subscription's state, and a subscription already ended is never revived.
 */
export async function applySubscription(
  app: FastifyInstance,
  sub: StripeSubscriptionFacts,
): Promise<void> {
  const organisationId = sub.metadata?.organisation;
  const plan = sub.metadata?.plan;
  if (!organisationId || !isPlanCode(plan)) return;
  const Subscriptions = subscriptionModel(app.mongoose.connection);
  const Organisations = organisationModel(app.mongoose.connection);
  const known = await Subscriptions.findOne({ stripe_subscription_id: sub.id }).lean();
  if (known?.status === 'canceled') return;
  const ended = sub.status === 'canceled' || sub.status === 'incomplete_expired';
  const status = ended
    ? 'canceled'
    : sub.status === 'past_due' || sub.status === 'unpaid'
      ? 'past_due'
      : 'active';
  const expires = periodEnd(sub);
  await Subscriptions.updateOne(
    { stripe_subscription_id: sub.id },
    {
      $set: {
        organisation: organisationId,
        plan,
        status,
        current_period_end: expires,
        cancel_at_period_end: sub.cancel_at_period_end,
        updated: new Date(),
      },
    },
    { upsert: true },
  );
  if (ended) {
    await Organisations.updateOne(
      { _id: organisationId },
      {
        $set: {
          subscription_plan: 'free',
          subscription_canceled: true,
          subscription_expires: expires,
        },
      },
    );
    return;
  }
  await Organisations.updateOne(
    { _id: organisationId },
    {
      $set: {
        subscription_plan: plan as PlanCode,
        subscription_expires: expires,
        subscription_canceled: sub.cancel_at_period_end,
      },
    },
  );
}

function subscriptionIdOf(invoice: StripeInvoiceFacts): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

/** A paid period (creation or renewal): the expiry moves to the period's end and we invoice it. */
async function recordPaidPeriod(app: FastifyInstance, invoice: StripeInvoiceFacts, paidAt: Date) {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return;
  const subscription = await subscriptionModel(app.mongoose.connection)
    .findOne({ stripe_subscription_id: subscriptionId })
    .lean();
  const plan = subscription?.plan ?? invoice.parent?.subscription_details?.metadata?.plan;
  const organisation =
    subscription?.organisation ?? invoice.parent?.subscription_details?.metadata?.organisation;
  const period = invoice.lines?.data[0]?.period;
  if (!organisation || !isPlanCode(plan) || !period) return;
  const end = new Date(period.end * 1000);
  await subscriptionModel(app.mongoose.connection).updateOne(
    { stripe_subscription_id: subscriptionId, status: { $ne: 'canceled' } },
    { $set: { status: 'active', current_period_end: end, updated: new Date() } },
  );
  // $max: a late duplicate of an older period never moves the expiry back
  await organisationModel(app.mongoose.connection).updateOne(
    { _id: organisation },
    { $max: { subscription_expires: end } },
  );
  await app.invoices.issueForSubscription({
    organisationId: String(organisation),
    plan,
    stripeInvoiceId: invoice.id,
    paidAt,
    periodStart: new Date(period.start * 1000),
    periodEnd: end,
  });
}

async function recordFailedPayment(app: FastifyInstance, invoice: StripeInvoiceFacts) {
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return;
  await subscriptionModel(app.mongoose.connection).updateOne(
    { stripe_subscription_id: subscriptionId, status: 'active' },
    { $set: { status: 'past_due', updated: new Date() } },
  );
}

export function registerSubscriptionEvents(app: FastifyInstance) {
  for (const type of [
    'customer.subscription.created',
    'customer.subscription.updated',
    'customer.subscription.deleted',
  ]) {
    app.payments.onEvent(type, (event) =>
      applySubscription(app, event.data.object as unknown as StripeSubscriptionFacts),
    );
  }
  app.payments.onEvent('invoice.paid', (event) =>
    recordPaidPeriod(
      app,
      event.data.object as unknown as StripeInvoiceFacts,
      new Date(event.created * 1000),
    ),
  );
  app.payments.onEvent('invoice.payment_failed', (event) =>
    recordFailedPayment(app, event.data.object as unknown as StripeInvoiceFacts),
  );
}
