import { apiOrderState } from './api-vocabulary';
import type { OrderState } from './order-states';

/**
 * Webhooks (docs/decisions/048-webhooks.md): what an organisation's software may be told,
 * by an HTTPS POST to the endpoints its owner adds in Paramètres. One line per event: its
 * type and its French label; the model, the API's schemas, Paramètres and the documentation
 * all read this table, so that adding an event is adding its line.
 */
const WEBHOOK_EVENTS = {
  'order.confirmed': 'Commande confirmée',
  'order.waiting': 'En attente de documents',
  'order.received': 'Documents reçus',
  'order.ready': 'Prête, livraison imminente',
  'order.done': 'Terminée : pré-état daté livré',
  'order.need_refresh': 'Actualisation demandée',
  'document.read': 'Document lu automatiquement',
  'invoice.issued': 'Facture émise',
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as readonly WebhookEventType[];

/** « Envoyer un événement de test »: sent to one endpoint on demand, never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType | typeof WEBHOOK_TEST_EVENT, string> = {
  ...WEBHOOK_EVENTS,
  [WEBHOOK_TEST_EVENT]: 'Événement de test',
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * The event an order entering `state` publishes: `order.` and the state as the API spells it
 * (api-vocabulary.ts); null for the draft states, which concern the person filling the
 * form, not the organisation's software.
 */
export function orderStateEvent(state: OrderState): WebhookEventType | null {
  const type = `order.${apiOrderState(state)}`;
  return isWebhookEventType(type) ? type : null;
}

/** The header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256>[,v1=…]`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Ped-Signature';

/** After « Renouveler le secret », the former secret still signs deliveries for that long. */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

/**
 * A receiver's server must accept the connection within CONNECT seconds, then start its
 * answer within FIRST_BYTE seconds (ADR 066), or the try failed and is retried.
 */
export const WEBHOOK_CONNECT_TIMEOUT_SECONDS = 3;
export const WEBHOOK_FIRST_BYTE_TIMEOUT_SECONDS = 5;

/**
 * Test deliveries (`livemode: false`: test orders' events, « Envoyer un événement de test »)
 * an organisation may make in an hour, over all its endpoints (ADR 066).
 */
export const WEBHOOK_TEST_DELIVERIES_PER_HOUR = 100;

export const webhookTestQuotaMessage = () =>
  `Quota d’événements de test atteint (${WEBHOOK_TEST_DELIVERIES_PER_HOUR} envois par heure pour l’organisation) : réessayez plus tard`;

/** A delivery is retried for that long; an endpoint failing that long is disabled. */
export const WEBHOOK_RETRY_HOURS = 24;
