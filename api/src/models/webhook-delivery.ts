import { Schema, Types, type Connection, type Model } from 'mongoose';
import { WEBHOOK_RECORD_TTL_SECONDS } from './webhook-event';

/**
 * One HTTP request to an endpoint, for the delivery log of Paramètres (ADR 048): the event,
 * which try it was, what came back and how long it took, and when the next try is planned.
 * Only a short excerpt of the answer is kept.
 */
export interface WebhookDelivery {
  _id: Types.ObjectId;
  endpoint: Types.ObjectId;
  organisation: Types.ObjectId;
  event_id: string;
  type: string;
  livemode: boolean;
  /** the orders the event is about (absent on tries logged before issue 35) */
  orderids?: string[];
  attempt: number;
  at: Date;
  status_code: number | null;
  duration_ms: number;
  succeeded: boolean;
  error: string | null;
  response_excerpt: string;
  next_retry: Date | null;
}

const webhookDeliverySchema = new Schema<WebhookDelivery>(
  {
    endpoint: { type: Schema.Types.ObjectId, ref: 'WebhookEndpoint', required: true },
    organisation: { type: Schema.Types.ObjectId, ref: 'Organisation', required: true },
    event_id: { type: String, required: true },
    type: { type: String, required: true },
    livemode: { type: Boolean, required: true },
    orderids: { type: [String], default: [] },
    attempt: { type: Number, required: true },
    at: { type: Date, required: true },
    status_code: { type: Number, default: null },
    duration_ms: { type: Number, required: true },
    succeeded: { type: Boolean, required: true },
    error: { type: String, default: null },
    response_excerpt: { type: String, default: '' },
    next_retry: { type: Date, default: null },
  },
  { versionKey: false },
);
// the log of an endpoint, latest first
webhookDeliverySchema.index({ endpoint: 1, at: -1, _id: -1 });
webhookDeliverySchema.index({ at: 1 }, { expireAfterSeconds: WEBHOOK_RECORD_TTL_SECONDS });

export const webhookDeliveryModel = (connection: Connection): Model<WebhookDelivery> =>
  (connection.models.WebhookDelivery as Model<WebhookDelivery> | undefined) ??
  connection.model<WebhookDelivery>('WebhookDelivery', webhookDeliverySchema, 'webhook_deliveries');
