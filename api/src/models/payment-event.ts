import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A Stripe webhook event already applied. `_id` is the event id: MongoDB's always-unique
 * `_id` index makes the insert the lock, so an event delivered twice (Stripe retries, or
 * two API instances) is applied once.
 */
const paymentEventSchema = new Schema(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    received: { type: Date, default: () => new Date() },
  },
  { versionKey: false, collection: 'payment_events' },
);

export type PaymentEvent = InferSchemaType<typeof paymentEventSchema>;

export const paymentEventModel = (connection: Connection): Model<PaymentEvent> =>
  (connection.models.PaymentEvent as Model<PaymentEvent> | undefined) ??
  connection.model<PaymentEvent>('PaymentEvent', paymentEventSchema);
