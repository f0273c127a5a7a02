import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** A landing visit (docs/product.md §7.8): where visitors come from, no personal data. */
const visitSchema = new Schema(
  {
    partner: { type: String, default: null },
    gclid: { type: String, default: null },
    refer: { type: String, default: null },
    created: { type: Date, default: () => new Date(), index: true },
  },
  { versionKey: false },
);

export type Visit = InferSchemaType<typeof visitSchema>;

export const visitModel = (connection: Connection): Model<Visit> =>
  (connection.models.Visit as Model<Visit> | undefined) ??
  connection.model<Visit>('Visit', visitSchema);
