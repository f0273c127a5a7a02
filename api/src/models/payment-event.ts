import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A Stripe webhook event being applied, or applied (ADR 072). `_id` is the event id:
 * MongoDB's always-unique `_id` index makes the insert the lock, so an event delivered twice
 * (Stripe retries, or two API instances) is applied by one at a time. It is marked
 * `applied` only after its effects: an instance that dies while applying it leaves it
 * `applying` until `lockedUntil`, after which a retried delivery applies it again.
 * Records from before the two statuses have none and count as applied.
 */
const paymentEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    received: { type: Date, default: () => new Date() },
    status: { type: String, enum: ['applying', 'applied'], default: 'applying' },
    /** while `applying`: the instance applying it is presumed alive until then */
    lockedUntil: { type: Date, default: null },
    applied: { type: Date, default: null },
  },
  { versionKey: false, collection: 'payment_events' },
);

export type PaymentEvent = InferSchemaType<typeof paymentEventSchema>;

export const paymentEventModel = (connection: Connection): Model<PaymentEvent> =>
  (connection.models.PaymentEvent as Model<PaymentEvent> | undefined) ??
  connection.model<PaymentEvent>('PaymentEvent', paymentEventSchema);
