import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

export const ACCOUNT_TOKEN_PURPOSES = ['validation', 'password_reset', 'invitation'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * A single-use link sent by e-mail (account validation, password reset, invitation).
 * Only the SHA-256 of the token is stored: a database leak gives no usable link.
 */
const accountTokenSchema = new Schema(
  {
    purpose: { type: String, enum: ACCOUNT_TOKEN_PURPOSES, required: true },
    token_hash: { type: String, required: true, unique: true },
    account: { type: Schema.Types.ObjectId, ref: 'Account', required: true, index: true },
    expires: { type: Date, required: true },
    used_at: { type: Date, default: null },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

export type AccountToken = InferSchemaType<typeof accountTokenSchema>;

export const accountTokenModel = (connection: Connection): Model<AccountToken> =>
  (connection.models.AccountToken as Model<AccountToken> | undefined) ??
  connection.model<AccountToken>('AccountToken', accountTokenSchema);
