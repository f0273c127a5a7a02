import { Schema, Types, type Connection, type Model } from 'mongoose';
import {
  API_KEY_MODE_VALUES,
  API_KEY_SCOPE_VALUES,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@ped/domain';

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
  /** live: real orders; test: orders never produced nor billed (ADR 049) */
  mode: ApiKeyMode;
  /** read: GET only; full: also orders */
  scope: ApiKeyScope;
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
    // keys created before ADR 049 were live and complete
    mode: { type: String, enum: API_KEY_MODE_VALUES, default: 'live' },
    scope: { type: String, enum: API_KEY_SCOPE_VALUES, default: 'full' },
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
