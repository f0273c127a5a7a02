import { Schema, Types, type Connection, type Model } from 'mongoose';

/** How long events and their delivery log are kept: far beyond the 24 h of retries. */
export const WEBHOOK_RECORD_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * An event published to an organisation's endpoints (ADR 048). Its body is stored as the
 * exact JSON text sent, so that every retry sends, and signs, the same bytes.
 */
export interface WebhookEvent {
  _id: Types.ObjectId;
  /** `evt_…`, the id receivers deduplicate on (deliveries are at least once) */
  event_id: string;
  organisation: Types.ObjectId;
  type: string;
  livemode: boolean;
  /** the orders it is about, for the delivery log (absent on events before issue 35) */
  orderids?: string[];
  body: string;
  created: Date;
}

const webhookEventSchema = new Schema<WebhookEvent>(
  {
    event_id: { type: String, required: true, unique: true },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true },
    type: { type: String, required: true },
    livemode: { type: Boolean, required: true },
    orderids: { type: [String], default: [] },
    body: { type: String, required: true },
    created: { type: Date, default: () => new Date() },
  },
  { versionKey: false },
);
webhookEventSchema.index({ created: 1 }, { expireAfterSeconds: WEBHOOK_RECORD_TTL_SECONDS });

export const webhookEventModel = (connection: Connection): Model<WebhookEvent> =>
  (connection.models.WebhookEvent as Model<WebhookEvent> | undefined) ??
  connection.model<WebhookEvent>('WebhookEvent', webhookEventSchema, 'webhook_events');
