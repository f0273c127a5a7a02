import { Schema, Types, type Connection, type Model } from 'mongoose';

/**
 * A key the organisation's own software calls the API with (header X-Api-Key), acting as
 * the account that created it. Only the SHA-256 of the secret is stored; the secret is
 * shown once, at creation. A revoked key stays listed for the record but is refused.
 */
export interface ApiKey {
  _id: Types.ObjectId;
  name: string;
  /** first characters of the secret, so people recognise a key without seeing it */
  prefix: string;
  hash: string;
  account: Types.ObjectId;
  organisation: Types.ObjectId;
  created: Date;
  last_used: Date | null;
  revoked: Date | null;
}

const apiKeySchema = new Schema<ApiKey>(
  {
    name: { type: String, required: true, trim: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true, unique: true },
    account: { type: Schema.Types.ObjectId, ref: 'Account', required: true },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true, index: true },
    created: { type: Date, default: () => new Date() },
    last_used: { type: Date, default: null },
    revoked: { type: Date, default: null },
  },
  { versionKey: false },
);

export const apiKeyModel = (connection: Connection): Model<ApiKey> =>
  (connection.models.ApiKey as Model<ApiKey> | undefined) ??
  connection.model<ApiKey>('ApiKey', apiKeySchema);

export const API_KEY_PREFIX = 'ped_';
