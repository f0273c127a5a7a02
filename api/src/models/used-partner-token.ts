import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A partner sign-on token already exchanged (SHA-256 of it): the unique index makes the
 * exchange single-use, even when two requests race. Kept until the token expires anyway.
 */
const usedPartnerTokenSchema = new Schema(
  {
    token_hash: { type: String, required: true, unique: true },
    partner: { type: String, required: true },
    expires: { type: Date, required: true, expires: 0 },
  },
  { versionKey: false },
);

export type UsedPartnerToken = InferSchemaType<typeof usedPartnerTokenSchema>;

export const usedPartnerTokenModel = (connection: Connection): Model<UsedPartnerToken> =>
  (connection.models.UsedPartnerToken as Model<UsedPartnerToken> | undefined) ??
  connection.model<UsedPartnerToken>('UsedPartnerToken', usedPartnerTokenSchema);
