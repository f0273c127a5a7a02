import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { hasFeature, type PlanCode, type WebhookEventType } from '@ped/domain';
import { organisationModel } from '../../models/organisation';
import { webhookEndpointModel } from '../../models/webhook-endpoint';
import { webhookEventModel } from '../../models/webhook-event';
import { WEBHOOK_LANE } from './lane';
import { logQuotaRefusal, takeTestDelivery } from './test-quota';

export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** One delivery of an event to an endpoint, in the job queue until it succeeds or gives up. */
export interface DeliveryJobData {
  event: string;
  endpoint: string;
  /** the endpoint's organisation: the lane caps what runs at once for each (ADR 066) */
  organisation: string;
  attempt: number;
  /** when the first try ran: the 24 h of retries count from it */
  first: string | null;
}

/** The orders an event is about, as its data names them: the order, or the invoice's. */
function ordersOf(data: Record<string, unknown>): string[] {
  const { order, invoice } = data as {
    order?: { orderid?: unknown };
    invoice?: { orderids?: unknown };
  };
  if (typeof order?.orderid === 'string') return [order.orderid];
  return Array.isArray(invoice?.orderids) ? invoice.orderids.map(String) : [];
}

export const newEventId = () => `evt_${randomBytes(16).toString('hex')}`;

/** The JSON text every try of an event sends (and signs): `{ id, type, created, livemode, data }`. */
export const eventBody = (
  id: string,
  type: string,
  created: Date,
  livemode: boolean,
  data: Record<string, unknown>,
) => JSON.stringify({ id, type, created: created.toISOString(), livemode, data });

/** How an event is published: `eventId` makes a second publication of it change nothing. */
export interface PublishOptions {
  livemode?: boolean;
  /**
   * the event's id, given by a consequence of the order's outbox (ADR 075): publishing again
   * after a crash reuses the stored event and schedules each delivery once
   */
  eventId?: string;
}

/**
 * THE way an event leaves the application (ADR 048): stored once, then one delivery job per
 * enabled endpoint of the organisation subscribed to it, so that any API instance may send
 * it and a retry sends the same bytes. Nothing for an order without an organisation, an
 * organisation whose plan lost the API, or one nobody listens to; a test event beyond the
 * organisation's hourly quota is logged as not sent (ADR 066).
 *
 * It runs after the change it tells of has been written: a failure here is logged, never
 * thrown, because the invoice must not be undone by a webhook. The order's outbox, which
 * retries, uses `publishEventOrThrow`.
 */
export async function publishEvent(
  app: FastifyInstance,
  organisationId: Types.ObjectId | string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  options: PublishOptions = {},
): Promise<void> {
  try {
    await publishEventOrThrow(app, organisationId, type, data, options);
  } catch (error) {
    app.log.error(
      { err: error, type, organisation: String(organisationId) },
      'Événement webhook non publié',
    );
  }
}

/** `publishEvent`, failing when the event could not be stored or its deliveries scheduled. */
export async function publishEventOrThrow(
  app: FastifyInstance,
  organisationId: Types.ObjectId | string | null | undefined,
  type: WebhookEventType,
  data: Record<string, unknown>,
  { livemode = true, eventId: givenId }: PublishOptions = {},
): Promise<void> {
  if (!organisationId) return;
  const connection = app.mongoose.connection;
  const organisation = await organisationModel(connection)
    .findById(organisationId, { subscription_plan: 1 })
    .lean();
  if (!organisation || !hasFeature(organisation.subscription_plan as PlanCode, 'use_api')) return;
  const endpoints = await webhookEndpointModel(connection)
    .find({ organisation: organisation._id, enabled: true, events: type }, { _id: 1 })
    .lean();
  if (!endpoints.length) return;
  const events = webhookEventModel(connection);
  const eventId = givenId ?? newEventId();
  const published = givenId ? await events.findOne({ event_id: givenId }).lean() : null;
  const created = published?.created ?? new Date();
  const event =
    published ??
    (await events.create({
      event_id: eventId,
      organisation: organisation._id,
      type,
      livemode,
      orderids: ordersOf(data),
      body: eventBody(eventId, type, created, livemode, data),
      created,
    }));
  for (const endpoint of endpoints) {
    if (!livemode && !(await takeTestDelivery(app, organisation._id))) {
      await logQuotaRefusal(app, {
        endpoint: endpoint._id,
        organisation: organisation._id,
        event,
      });
      continue;
    }
    const job: DeliveryJobData = {
      event: String(event._id),
      endpoint: String(endpoint._id),
      organisation: String(organisation._id),
      attempt: 1,
      first: null,
    };
    await app.scheduler.schedule(
      WEBHOOK_DELIVERY_JOB,
      created,
      { ...job },
      givenId ? { key: `${givenId}:${job.endpoint}` } : {},
    );
  }
  app.scheduler.wake(WEBHOOK_LANE);
}
