import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { WEBHOOK_TEST_EVENT, webhookTestQuotaMessage } from '@ped/domain';
import { tooManyRequests } from '../../lib/http-errors';
import type { WebhookDelivery as DeliveryView } from '@ped/schemas';
import { webhookDeliveryModel } from '../../models/webhook-delivery';
import { findEndpoint } from './endpoints';
import { sendEvent } from './deliver';
import { eventBody, newEventId } from './publish';
import { deliveryView } from './views';
import { takeTestDelivery } from './test-quota';

/**
 * « Envoyer un événement de test »: one signed `webhook.test` sent now, while the owner
 * waits, and logged like any delivery. It is not retried and does not count towards the
 * endpoint's failing streak: it is a check, not an event the software has to receive. A
 * disabled endpoint can be tested, to check it before switching it back on. It spends the
 * organisation's quota of test deliveries (ADR 066).
 */
export async function sendTestEvent(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
): Promise<DeliveryView> {
  const endpoint = await findEndpoint(app, organisation, id);
  if (!(await takeTestDelivery(app, organisation)))
    throw tooManyRequests(webhookTestQuotaMessage());
  const now = new Date();
  const eventId = newEventId();
  const body = eventBody(eventId, WEBHOOK_TEST_EVENT, now, false, {
    endpoint: String(endpoint._id),
    message: 'Événement de test envoyé depuis Paramètres : répondez 2xx pour en accuser réception',
  });
  const result = await sendEvent(app, endpoint, { body }, now);
  const delivery = await webhookDeliveryModel(app.mongoose.connection).create({
    endpoint: endpoint._id,
    organisation,
    event_id: eventId,
    type: WEBHOOK_TEST_EVENT,
    livemode: false,
    attempt: 1,
    at: now,
    ...result,
    next_retry: null,
  });
  return deliveryView(delivery.toObject());
}
