import { Schema, Types, type Connection, type InferSchemaType, type Model } from 'mongoose';

export const BILLING_FREQUENCIES = ['per_order', 'monthly'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];

/**
 * A person who signs in (docs/product.md §3.6). The e-mail is the login and the customer
 * reference on orders: stored lower-cased with a unique index (no collation, so that the
 * same rule holds on every MongoDB the app meets). A plain customer has no organisation
 * and no role; a professional is the owner (Administrateur) or a member (Collaborateur).
 */
const accountSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true, unique: true },
    /** argon2id; null until an invited collaborateur sets a password. Never selected by default. */
    password_hash: { type: String, default: null, select: false },
    role: { type: String, enum: ['owner', 'member', null], default: null },
    validated: { type: Boolean, default: false },
    is_admin: { type: Boolean, default: false },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', default: null, index: true },
    billing_frequency: { type: String, enum: BILLING_FREQUENCIES, default: 'per_order' },
    /** other accounts the same person may switch to (POST /account/auth/switch), kept symmetric */
    linked_accounts: { type: [Schema.Types.ObjectId], default: [] },
    /** the partner whose single sign-on created this account: the only one that may open it */
    sso_partner: { type: String, default: null },
    /**
     * Carried by every access token: bumped on logout, password change or reset and
     * removal, which makes every access token issued before unusable at once.
     */
    token_version: { type: Number, default: 0 },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);

// the admin list's default sort, the id breaking ties (ADR 050)
accountSchema.index({ created: -1, _id: -1 });

export type Account = InferSchemaType<typeof accountSchema> & { _id: Types.ObjectId };

export const accountModel = (connection: Connection): Model<Account> =>
  (connection.models.Account as Model<Account> | undefined) ??
  connection.model<Account>('Account', accountSchema);
