import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { PLAN_CODES } from '@ped/domain';

/** Default billing address printed on the organisation's invoices (set in "Paramètres"). */
const billingAddressSchema = new Schema(
  {
    name: { type: String, default: '' },
    address: { type: String, default: '' },
    additional: { type: String, default: '' },
    zipcode: { type: String, default: '' },
    city: { type: String, default: '' },
    country: { type: String, default: 'France' },
  },
  { _id: false },
);

/** A professional organisation (docs/product.md §3.6) and its subscription. */
const organisationSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    subscription_plan: { type: String, enum: PLAN_CODES, default: 'free', required: true },
    subscription_expires: { type: Date, default: null },
    subscription_canceled: { type: Boolean, default: false },
    billing_address: { type: billingAddressSchema, default: () => ({}) },
    stripe_customer_id: { type: String, default: null },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type Organisation = InferSchemaType<typeof organisationSchema>;

export const organisationModel = (connection: Connection): Model<Organisation> =>
  (connection.models.Organisation as Model<Organisation> | undefined) ??
  connection.model<Organisation>('Organisation', organisationSchema);
