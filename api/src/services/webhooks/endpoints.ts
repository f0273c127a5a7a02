import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@ped/domain';
import type {
  NewWebhookEndpoint,
  WebhookEndpoint as EndpointView,
  WebhookEndpointUpdate,
  WebhookSecretAnswer,
} from '@ped/schemas';
import { webhookDeliveryModel } from '../../models/webhook-delivery';
import { webhookEndpointModel, type WebhookEndpoint } from '../../models/webhook-endpoint';
import { conflict, notFound } from '../../lib/http-errors';
import { allowsLocalEndpoints, checkEndpointUrl } from './endpoint-url';
import { newWebhookSecret, sealSecret, SECRET_OVERLAP_MS } from './secrets';
import { endpointView } from './views';

/** Enough for a production, a staging and a few tools; more is a misconfiguration. */
export const MAX_ENDPOINTS = 10;
export const ENDPOINT_NOT_FOUND = 'Webhook introuvable';

const endpoints = (app: FastifyInstance) => webhookEndpointModel(app.mongoose.connection);

/** The events as the domain lists them (an order's life), whatever order they were ticked in. */
const inListOrder = (events: readonly WebhookEventType[]) =>
  WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));

/** The endpoint of that id in the organisation; another organisation's is the same 404. */
export async function findEndpoint(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
): Promise<WebhookEndpoint> {
  if (!Types.ObjectId.isValid(id)) throw notFound(ENDPOINT_NOT_FOUND);
  const endpoint = await endpoints(app).findOne({ _id: id, organisation }).lean<WebhookEndpoint>();
  if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
  return endpoint;
}

export async function listEndpoints(
  app: FastifyInstance,
  organisation: Types.ObjectId,
): Promise<EndpointView[]> {
  const found = await endpoints(app)
    .find({ organisation })
    .sort({ created: -1 })
    .lean<WebhookEndpoint[]>();
  return found.map((endpoint) => endpointView(endpoint));
}

/** A new endpoint, enabled, with its secret: the answer is the only place it is shown. */
export async function createEndpoint(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  by: string,
  { url, events }: NewWebhookEndpoint,
): Promise<WebhookSecretAnswer> {
  const checked = checkEndpointUrl(url, { allowLocal: allowsLocalEndpoints(app) });
  if ((await endpoints(app).countDocuments({ organisation })) >= MAX_ENDPOINTS)
    throw conflict(`${MAX_ENDPOINTS} webhooks au plus par organisation : supprimez-en un d’abord`);
  const secret = newWebhookSecret();
  const created = await endpoints(app).create({
    organisation,
    url: checked,
    events: inListOrder(events),
    secret: sealSecret(secret, app.config.ENCRYPTION_KEY),
    created_by: by,
  });
  return { endpoint: endpointView(created.toObject()), secret };
}

/**
 * The owner's changes. Switching an endpoint back on forgets its failing streak, so that the
 * next failure starts a new 24 h rather than disabling it at once.
 */
export async function updateEndpoint(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
  { url, events, enabled }: WebhookEndpointUpdate,
): Promise<EndpointView> {
  const current = await findEndpoint(app, organisation, id);
  const checked = checkEndpointUrl(url, { allowLocal: allowsLocalEndpoints(app) });
  const switched =
    enabled === current.enabled
      ? {}
      : enabled
        ? { disabled_reason: null, disabled_at: null, failing_since: null }
        : { disabled_reason: 'owner', disabled_at: new Date() };
  const updated = await endpoints(app)
    .findOneAndUpdate(
      { _id: current._id, organisation },
      { $set: { url: checked, events: inListOrder(events), enabled, ...switched } },
      { new: true },
    )
    .lean<WebhookEndpoint>();
  if (!updated) throw notFound(ENDPOINT_NOT_FOUND);
  return endpointView(updated);
}

/** Deleted with its log; its pending deliveries find it gone and stop. */
export async function deleteEndpoint(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
): Promise<EndpointView> {
  const endpoint = await findEndpoint(app, organisation, id);
  await endpoints(app).deleteOne({ _id: endpoint._id, organisation });
  await webhookDeliveryModel(app.mongoose.connection).deleteMany({ endpoint: endpoint._id });
  return endpointView(endpoint);
}

/**
 * A new secret; the current one keeps signing, beside it, for the overlap (24 h), so that
 * the receiver can be given the new one without losing an event. Rotating again during an
 * overlap ends the older secret's.
 */
export async function rotateSecret(
  app: FastifyInstance,
  organisation: Types.ObjectId,
  id: string,
  now = new Date(),
): Promise<WebhookSecretAnswer> {
  const endpoint = await findEndpoint(app, organisation, id);
  const secret = newWebhookSecret();
  const rotated = await endpoints(app)
    .findOneAndUpdate(
      { _id: endpoint._id, organisation, secret: endpoint.secret },
      {
        $set: {
          secret: sealSecret(secret, app.config.ENCRYPTION_KEY),
          previous_secret: endpoint.secret,
          previous_secret_until: new Date(now.getTime() + SECRET_OVERLAP_MS),
        },
      },
      { new: true },
    )
    .lean<WebhookEndpoint>();
  // two rotations at once: the other one's secret is the one in force, this one is void
  if (!rotated) throw conflict('Le secret vient d’être renouvelé par ailleurs : rechargez la page');
  return { endpoint: endpointView(rotated, now), secret };
}
