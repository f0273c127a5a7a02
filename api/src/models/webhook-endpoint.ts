import { Schema, Types, type Connection, type Model } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@ped/domain';

export const WEBHOOK_DISABLED_REASONS = ['failing', 'owner'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/**
 * An HTTPS address of an organisation's software that receives the events it subscribed to
 * (ADR 048). The signing secret is needed in clear to sign, so it is kept sealed with
 * ENCRYPTION_KEY (lib/crypto.ts), never hashed; after a rotation the former one still signs
 * until `previous_secret_until`.
 */
export interface WebhookEndpoint {
  _id: Types.ObjectId;
  organisation: Types.ObjectId;
  url: string;
  events: WebhookEventType[];
  enabled: boolean;
  disabled_reason: WebhookDisabledReason | null;
  disabled_at: Date | null;
  /** the first failed delivery since the last success; 24 h of it disables the endpoint */
  failing_since: Date | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_until: Date | null;
  created: Date;
  created_by: string;
}

const webhookEndpointSchema = new Schema<WebhookEndpoint>(
  {
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true },
    url: { type: String, required: true },
    events: { type: [{ type: String, enum: WEBHOOK_EVENT_TYPES }], default: [] },
    enabled: { type: Boolean, default: true },
    disabled_reason: { type: String, enum: [...WEBHOOK_DISABLED_REASONS, null], default: null },
    disabled_at: { type: Date, default: null },
    failing_since: { type: Date, default: null },
    secret: { type: String, required: true },
    previous_secret: { type: String, default: null },
    previous_secret_until: { type: Date, default: null },
    created: { type: Date, default: () => new Date() },
    created_by: { type: String, required: true },
  },
  { versionKey: false },
);
// publishing reads the enabled endpoints of an organisation subscribed to an event
webhookEndpointSchema.index({ organisation: 1, enabled: 1, events: 1 });

export const webhookEndpointModel = (connection: Connection): Model<WebhookEndpoint> =>
  (connection.models.WebhookEndpoint as Model<WebhookEndpoint> | undefined) ??
  connection.model<WebhookEndpoint>('WebhookEndpoint', webhookEndpointSchema, 'webhook_endpoints');
