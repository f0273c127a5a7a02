import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { WEBHOOK_TEST_DELIVERIES_PER_HOUR, webhookTestQuotaMessage } from '@ped/domain';
import { countRequest } from '../../lib/mongo-rate-limit-store';
import { webhookDeliveryModel } from '../../models/webhook-delivery';
import type { WebhookEvent } from '../../models/webhook-event';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one test delivery (`livemode: false`) of the organisation, on every API instance;
 * false once its hourly quota is spent (ADR 066). Test orders cost nothing and a test key
 * may push them as fast as its budget allows: without this, one organisation's test events
 * to its endpoints would take the lane's time from everyone's real ones.
 */
export async function takeTestDelivery(
  app: FastifyInstance,
  organisation: Types.ObjectId | string,
): Promise<boolean> {
  const { current } = await countRequest(
    app.mongoose.connection,
    `webhook-test:${String(organisation)}`,
    HOUR_MS,
  );
  return current <= WEBHOOK_TEST_DELIVERIES_PER_HOUR;
}

/** What the delivery log shows for a test event the quota kept from an endpoint. */
export async function logQuotaRefusal(
  app: FastifyInstance,
  {
    endpoint,
    organisation,
    event,
  }: {
    endpoint: Types.ObjectId;
    organisation: Types.ObjectId;
    event: Pick<WebhookEvent, 'event_id' | 'type' | 'livemode' | 'orderids'>;
  },
): Promise<void> {
  await webhookDeliveryModel(app.mongoose.connection).create({
    endpoint,
    organisation,
    event_id: event.event_id,
    type: event.type,
    livemode: event.livemode,
    orderids: event.orderids ?? [],
    attempt: 1,
    at: new Date(),
    status_code: null,
    duration_ms: 0,
    succeeded: false,
    error: webhookTestQuotaMessage(),
    response_excerpt: '',
    next_retry: null,
  });
}
