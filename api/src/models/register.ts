import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A copropriété, identified by its number in the registre national d'immatriculation des
 * copropriétés (docs/product.md §3.4). Its documents are shared by every order
 * associated with that number.
 */
const registerSchema = new Schema(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    address: { type: String, default: '' },
    created: { type: Date, default: () => new Date() },
    updated: { type: Date, default: () => new Date(), index: true },
  },
  { versionKey: false },
);

// the admin list's default sort, the id breaking ties (ADR 050)
registerSchema.index({ updated: -1, _id: -1 });

export type Register = InferSchemaType<typeof registerSchema>;

export const registerModel = (connection: Connection): Model<Register> =>
  (connection.models.Register as Model<Register> | undefined) ??
  connection.model<Register>('Register', registerSchema);
