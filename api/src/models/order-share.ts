import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';
import { SHARE_ROLES } from '@ped/domain';

/** One opening of the space: what was seen, when, from where (IP truncated, never whole). */
const openingSchema = new Schema(
  {
    at: { type: Date, required: true },
    /** the version of the pré-état daté shown, null when none was delivered yet */
    version: { type: Number, default: null },
    ip: { type: String, default: '' },
  },
  { _id: false, versionKey: false },
);

/** « Document conforme » or « Demander une correction » (reason, optional file). */
const answerSchema = new Schema(
  {
    at: { type: Date, required: true },
    kind: { type: String, enum: ['conform', 'correction'], required: true },
    version: { type: Number, default: null },
    reason: { type: String, default: '' },
    /** the order upload holding the file the notary joined, when any */
    upload_id: { type: String, default: null },
  },
  { _id: false, versionKey: false },
);

/**
 * A link to an order's secure space (docs/decisions/043-notary-space.md): only the SHA-256 of
 * the token is stored, so a database leak opens nothing. One order, one recipient, until
 * `expires` or until the seller revokes it.
 */
const orderShareSchema = new Schema(
  {
    orderid: { type: String, required: true, index: true },
    token_hash: { type: String, required: true, unique: true },
    role: { type: String, enum: SHARE_ROLES, required: true },
    name: { type: String, default: '' },
    email: { type: String, required: true, lowercase: true, trim: true },
    created: { type: Date, default: () => new Date() },
    /** who made it: 'système' for the notary's link sent at delivery, else the seller's e-mail */
    created_by: { type: String, required: true },
    /** ISO day of the deed, when the seller gave it: the link ends that day */
    deed_day: { type: String, default: null },
    expires: { type: Date, required: true },
    revoked: { type: Date, default: null },
    openings: { type: [openingSchema], default: [] },
    answers: { type: [answerSchema], default: [] },
  },
  { versionKey: false },
);

export type OrderShare = InferSchemaType<typeof orderShareSchema> & { _id: Types.ObjectId };

export const orderShareModel = (connection: Connection): Model<OrderShare> =>
  (connection.models.OrderShare as Model<OrderShare> | undefined) ??
  connection.model<OrderShare>('OrderShare', orderShareSchema);
