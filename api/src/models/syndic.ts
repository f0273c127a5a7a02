import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** A syndic (property manager) known to staff (docs/product.md §3.4). */
const syndicSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    /** the syndic's extranet, where customers' documents can be fetched */
    extranet: { type: String, default: null },
    logo: { type: String, default: null },
    created: { type: Date, default: () => new Date() },
    updated: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
syndicSchema.index({ name: 1 });
// the admin list's default sort, the id breaking ties (ADR 050)
syndicSchema.index({ name: 1, _id: 1 });

export type Syndic = InferSchemaType<typeof syndicSchema> & { _id: Types.ObjectId };

export const syndicModel = (connection: Connection): Model<Syndic> =>
  (connection.models.Syndic as Model<Syndic> | undefined) ??
  connection.model<Syndic>('Syndic', syndicSchema);
