import { Schema, Types, type Connection, type Model } from 'mongoose';

/**
 * The Stripe subscription of an organisation (one at a time). The organisation keeps what
 * the rest of the app reads (subscription_plan, subscription_expires, subscription_canceled);
 * this keeps what billing needs to act on Stripe and to ignore stale webhooks.
 */
export interface Subscription {
  _id: Types.ObjectId;
  organisation: Types.ObjectId;
  stripe_subscription_id: string;
  plan: string;
  status: 'active' | 'past_due' | 'canceled';
  current_period_end: Date | null;
  cancel_at_period_end: boolean;
  updated: Date;
}

const subscriptionSchema = new Schema<Subscription>(
  {
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true, index: true },
    stripe_subscription_id: { type: String, required: true, unique: true },
    plan: { type: String, required: true },
    status: { type: String, enum: ['active', 'past_due', 'canceled'], required: true },
    current_period_end: { type: Date, default: null },
    cancel_at_period_end: { type: Boolean, default: false },
    updated: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export const subscriptionModel = (connection: Connection): Model<Subscription> =>
  (connection.models.Subscription as Model<Subscription> | undefined) ??
  connection.model<Subscription>('Subscription', subscriptionSchema);
