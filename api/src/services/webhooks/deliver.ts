import type { FastifyInstance } from 'fastify';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { accountModel } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import { webhookDeliveryModel } from '../../models/webhook-delivery';
import { webhookEndpointModel, type WebhookEndpoint } from '../../models/webhook-endpoint';
import { webhookEventModel, type WebhookEvent } from '../../models/webhook-event';
import type { JobOutcome } from '../../plugins/app/scheduler';
import { webhookDisabledMail } from '../../mail/webhooks';
import { appUrl } from '../orders/links';
import { nextAttemptAt, RETRY_WINDOW_MS } from './backoff';
import { allowsLocalEndpoints } from './endpoint-url';
import { WEBHOOK_LANE } from './lane';
import { WEBHOOK_DELIVERY_JOB, type DeliveryJobData } from './publish';
import { signingSecrets } from './secrets';
import { postEvent, type SendResult } from './send';
import { signatureHeader } from './signature';

/**
 * One signed try of an event to an endpoint. The signature's timestamp is the real clock
 * (receivers compare it with theirs); which secrets sign follows `now`, the queue's clock.
 */
export async function sendEvent(
  app: FastifyInstance,
  endpoint: WebhookEndpoint,
  event: Pick<WebhookEvent, 'body'>,
  now: Date,
): Promise<SendResult> {
  const secrets = signingSecrets(endpoint, now, app.config.ENCRYPTION_KEY);
  const signature = signatureHeader(event.body, secrets, Math.floor(Date.now() / 1000));
  return postEvent(endpoint.url, event.body, signature, { allowLocal: allowsLocalEndpoints(app) });
}

/** The owners of the organisation are told, in French, that their endpoint is off. */
async function mailOwners(app: FastifyInstance, endpoint: WebhookEndpoint, lastError: string) {
  const connection = app.mongoose.connection;
  const organisation = await organisationModel(connection)
    .findById(endpoint.organisation, { name: 1 })
    .lean();
  const owners = await accountModel(connection)
    .find({ organisation: endpoint.organisation, role: 'owner' }, { email: 1 })
    .lean();
  for (const owner of owners)
    await app.mailQueue.send({
      to: owner.email,
      ...webhookDisabledMail({
        url: endpoint.url,
        organisation: organisation?.name ?? 'votre organisation',
        failingSince: endpoint.failing_since ?? new Date(),
        lastError: lastError.replace(/[.\s]+$/, ''),
        settingsUrl: appUrl(app, PRO_ACCOUNT_PATHS.settings),
      }),
    });
}

/**
 * The endpoint's health after a try: a success ends its failing streak; a failure starts one,
 * or, once the streak has lasted 24 h, disables the endpoint and mails its owners. The
 * conditional updates make concurrent tries disable it, and mail, once. True when disabled.
 */
async function recordHealth(
  app: FastifyInstance,
  endpoint: WebhookEndpoint,
  result: SendResult,
  now: Date,
): Promise<boolean> {
  const Endpoints = webhookEndpointModel(app.mongoose.connection);
  if (result.succeeded) {
    if (endpoint.failing_since)
      await Endpoints.updateOne({ _id: endpoint._id }, { $set: { failing_since: null } });
    return false;
  }
  if (!endpoint.failing_since) {
    await Endpoints.updateOne(
      { _id: endpoint._id, failing_since: null },
      { $set: { failing_since: now } },
    );
    return false;
  }
  const disabled = await Endpoints.findOneAndUpdate(
    {
      _id: endpoint._id,
      enabled: true,
      failing_since: { $lte: new Date(now.getTime() - RETRY_WINDOW_MS) },
    },
    { $set: { enabled: false, disabled_reason: 'failing', disabled_at: now } },
    { new: true },
  ).lean<WebhookEndpoint>();
  if (!disabled) return false;
  app.log.warn({ endpoint: String(endpoint._id) }, 'Webhook désactivé après 24 h d’échecs');
  await mailOwners(app, disabled, result.error ?? 'échec');
  return true;
}

/**
 * A delivery job's run: one try, logged; on failure the job asks the queue to run it again
 * at the next date of the backoff, until 24 h after the first try. An endpoint deleted or
 * switched off meanwhile stops its deliveries.
 */
async function deliver(
  app: FastifyInstance,
  data: DeliveryJobData,
  now: Date,
): Promise<JobOutcome> {
  const connection = app.mongoose.connection;
  const endpoint = await webhookEndpointModel(connection)
    .findById(data.endpoint)
    .lean<WebhookEndpoint>();
  if (!endpoint?.enabled) return;
  const event = await webhookEventModel(connection).findById(data.event).lean<WebhookEvent>();
  if (!event) return;
  const first = data.first ? new Date(data.first) : now;

  const result = await sendEvent(app, endpoint, event, now);
  const disabled = await recordHealth(app, endpoint, result, now);
  const next = result.succeeded || disabled ? null : nextAttemptAt(first, data.attempt, now);
  await webhookDeliveryModel(connection).create({
    endpoint: endpoint._id,
    organisation: endpoint.organisation,
    event_id: event.event_id,
    type: event.type,
    livemode: event.livemode,
    orderids: event.orderids ?? [],
    attempt: data.attempt,
    at: now,
    ...result,
    next_retry: next,
  });
  if (!next) return;
  const again: DeliveryJobData = { ...data, attempt: data.attempt + 1, first: first.toISOString() };
  return { again: { at: next, data: { ...again } } };
}

/** The queue's webhook deliveries, in their lane (plugins/app/jobs.ts). */
export function defineWebhookDeliveryJob(app: FastifyInstance): void {
  app.scheduler.define(
    WEBHOOK_DELIVERY_JOB,
    (data, { now }) => deliver(app, data as unknown as DeliveryJobData, now),
    { lane: WEBHOOK_LANE },
  );
}
