import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

export const MONTHLY_BILLING_OUTCOMES = [
  'pending',
  'charged',
  'declined',
  'no-card',
  'nothing',
] as const;
export type MonthlyBillingOutcome = (typeof MONTHLY_BILLING_OUTCOMES)[number];

/**
 * One organisation's bill for one month (docs/decisions/021-monthly-billing.md). `_id` is
 * '<organisation>:<YYYY-MM>', so MongoDB's unique `_id` makes one bill per organisation and
 * month whatever the number of instances or job runs. One instance at a time works on it
 * (until `locked_until`); the orders are frozen before the first charge so that a resumed
 * attempt replays the same charge (same Stripe idempotency key) and never another one.
 * `pending` until charged, declined, found without card, or with nothing to bill.
 */
const monthlyBillingSchema = new Schema(
  {
    _id: { type: String, required: true },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true, index: true },
    month: { type: String, required: true },
    status: { type: String, enum: MONTHLY_BILLING_OUTCOMES, default: 'pending' },
    locked_until: { type: Date, default: null },
    orders: { type: [String], default: null },
    amount: { type: Number, default: null },
    payment_ref: { type: String, default: null },
    /** the card charged or tried, as the owner's e-mail names it ('Visa •••• 4242') */
    card: { type: String, default: null },
    invoices: {
      type: [
        {
          orderid: { type: String, required: true },
          number: { type: String, required: true },
          _id: false,
        },
      ],
      default: [],
    },
    /** when the owner was told the outcome; null until then */
    notified: { type: Date, default: null },
    created: { type: Date, default: () => new Date() },
    updated: { type: Date, default: () => new Date() },
  },
  { versionKey: false, collection: 'monthly_billings' },
);

export type MonthlyBilling = InferSchemaType<typeof monthlyBillingSchema>;

export const monthlyBillingModel = (connection: Connection): Model<MonthlyBilling> =>
  (connection.models.MonthlyBilling as Model<MonthlyBilling> | undefined) ??
  connection.model<MonthlyBilling>('MonthlyBilling', monthlyBillingSchema);

export const monthlyBillingId = (organisation: string, month: string) => `${organisation}:${month}`;
