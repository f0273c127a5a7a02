import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/**
 * A refresh token behind the httpOnly cookie. Rotated on every use: the used one is marked
 * replaced and a new one joins the same family. Presenting a replaced token again means it
 * was stolen, so the whole family is revoked. Only the SHA-256 of the token is stored.
 */
const refreshTokenSchema = new Schema(
  {
    token_hash: { type: String, required: true, unique: true },
    family: { type: String, required: true, index: true },
    account: { type: Schema.Types.ObjectId, ref: 'Account', required: true, index: true },
    impersonated_by: { type: String, default: null },
    sso_provider: { type: String, default: null },
    expires: { type: Date, required: true },
    replaced_at: { type: Date, default: null },
    revoked_at: { type: Date, default: null },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type RefreshToken = InferSchemaType<typeof refreshTokenSchema>;

export const refreshTokenModel = (connection: Connection): Model<RefreshToken> =>
  (connection.models.RefreshToken as Model<RefreshToken> | undefined) ??
  connection.model<RefreshToken>('RefreshToken', refreshTokenSchema);
