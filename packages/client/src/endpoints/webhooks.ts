import type {
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookSecretAnswer,
} from '@ped/schemas';
import { api } from '@ped/client-runtime';

export type {
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointUpdate,
  WebhookSecretAnswer,
};

const endpointPath = (id: string) => `/account/webhooks/${encodeURIComponent(id)}`;

/** The organisation's webhook endpoints (owner only, plans with use_api; ADR 048). */
export async function fetchWebhookEndpoints(): Promise<WebhookEndpoint[]> {
  return (await api().request<WebhookEndpoint[]>('GET', '/account/webhooks')).payload;
}

/** The signing secret is in this answer only: it is never shown again. */
export async function createWebhookEndpoint(
  body: NewWebhookEndpoint,
): Promise<WebhookSecretAnswer> {
  return (await api().request<WebhookSecretAnswer>('POST', '/account/webhooks', { body })).payload;
}

export async function updateWebhookEndpoint(
  id: string,
  body: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  return (await api().request<WebhookEndpoint>('PUT', endpointPath(id), { body })).payload;
}

export async function deleteWebhookEndpoint(id: string): Promise<WebhookEndpoint> {
  return (await api().request<WebhookEndpoint>('DELETE', endpointPath(id))).payload;
}

/** A new secret, shown once; the former one still signs for the overlap. */
export async function rotateWebhookSecret(id: string): Promise<WebhookSecretAnswer> {
  return (await api().request<WebhookSecretAnswer>('POST', `${endpointPath(id)}/rotate`)).payload;
}

/** « Envoyer un événement de test »: the try's result, and the API's sentence about it. */
export async function sendWebhookTestEvent(
  id: string,
): Promise<{ delivery: WebhookDelivery; message: string }> {
  const answer = await api().request<WebhookDelivery>('POST', `${endpointPath(id)}/test`);
  return { delivery: answer.payload, message: answer.message };
}

/** A page of the endpoint's delivery log, the latest first. */
export async function fetchWebhookDeliveries(
  id: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<WebhookDeliveryPage> {
  return (
    await api().request<WebhookDeliveryPage>('GET', `${endpointPath(id)}/deliveries`, {
      query: { page, pageSize },
    })
  ).payload;
}
