import type { Model } from 'mongoose';
import { isDuplicateKey } from '../../lib/mongo-errors';
import type { PaymentEvent } from '../../models/payment-event';

/**
 * How long an instance applying an event is presumed alive. Applying one takes seconds (a
 * Libre document is rendered); Stripe retries over three days, first after minutes, so an
 * event left by a dead instance is applied again at one of its next deliveries.
 */
export const PAYMENT_EVENT_LEASE_MS = 2 * 60 * 1000;

/**
 * Takes the event for this delivery (ADR 072): `claimed` when it is new or its last
 * applying instance's lease is over, `applied` when it was applied before, `applying`
 * while another delivery applies it (Stripe is told to retry later).
 */
export async function claimPaymentEvent(
  events: Model<PaymentEvent>,
  event: { id: string; type: string },
  now: Date,
): Promise<'claimed' | 'applied' | 'applying'> {
  const lockedUntil = new Date(now.getTime() + PAYMENT_EVENT_LEASE_MS);
  try {
    // an existing record that is not an abandoned `applying` one makes the upsert insert
    // a second `_id`, which the unique index refuses
    await events.findOneAndUpdate(
      { _id: event.id, status: 'applying', lockedUntil: { $lte: now } },
      {
        $set: { lockedUntil },
        $setOnInsert: { type: event.type, received: now, status: 'applying' },
      },
      { upsert: true },
    );
    return 'claimed';
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  const existing = await events.findById(event.id, { status: 1 }).lean();
  return existing?.status === 'applying' ? 'applying' : 'applied';
}

/** The event's effects are all written: no delivery applies it again. */
export async function markPaymentEventApplied(events: Model<PaymentEvent>, id: string) {
  await events.updateOne(
    { _id: id },
    { $set: { status: 'applied', applied: new Date(), lockedUntil: null } },
  );
}

/** A step failed: the event is forgotten, so that Stripe's next delivery applies it. */
export async function releasePaymentEvent(events: Model<PaymentEvent>, id: string) {
  await events.deleteOne({ _id: id, status: 'applying' });
}
