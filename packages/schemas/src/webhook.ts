import { Type, type Static } from '@sinclair/typebox';
import {
  DEFAULT_TABLE_PAGE_SIZE,
  PAGINATION_PAGE_SIZES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@ped/domain';
import { ListPageSchema } from './list';
import { nullable } from './nullable';

/** Webhook endpoints of an organisation (Paramètres), ADR 048. */

const DateTime = Type.String({ format: 'date-time' });

const EventType = Type.Unsafe<WebhookEventType>({
  type: 'string',
  enum: [...WEBHOOK_EVENT_TYPES],
  errorMessage: `Événement inconnu : ${WEBHOOK_EVENT_TYPES.join(', ')}`,
});

export const WEBHOOK_URL_MAX_LENGTH = 2000;

const Url = Type.String({
  minLength: 1,
  maxLength: WEBHOOK_URL_MAX_LENGTH,
  errorMessage: `Indiquez l’adresse HTTPS qui recevra les événements (${WEBHOOK_URL_MAX_LENGTH} caractères au plus)`,
});

const Events = Type.Array(EventType, {
  minItems: 1,
  maxItems: WEBHOOK_EVENT_TYPES.length,
  uniqueItems: true,
  errorMessage: 'Cochez au moins un événement, chacun une fois',
});

/** An endpoint as Paramètres lists it: never its secret. */
export const WebhookEndpointSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  events: Type.Array(EventType),
  enabled: Type.Boolean(),
  /** `failing`: disabled by us after 24 h of failed deliveries; `owner`: switched off by hand */
  disabled_reason: Type.Unsafe<'failing' | 'owner' | null>({
    type: ['string', 'null'],
    enum: ['failing', 'owner', null],
  }),
  /** the first failed delivery since the last success */
  failing_since: nullable(DateTime),
  /** during a rotation's overlap: until when the former secret still signs */
  previous_secret_until: nullable(DateTime),
  created: DateTime,
  created_by: Type.String(),
});
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

/** POST /account/webhooks. */
export const NewWebhookEndpointSchema = Type.Object(
  { url: Url, events: Events },
  { additionalProperties: false },
);
export type NewWebhookEndpoint = Static<typeof NewWebhookEndpointSchema>;

/** PUT /account/webhooks/{id}: the whole endpoint as the owner leaves it. */
export const WebhookEndpointUpdateSchema = Type.Object(
  {
    url: Url,
    events: Events,
    enabled: Type.Boolean({ errorMessage: 'Indiquez si le webhook est actif : true ou false' }),
  },
  { additionalProperties: false },
);
export type WebhookEndpointUpdate = Static<typeof WebhookEndpointUpdateSchema>;

/** The answer to a creation or a rotation: the only time the secret is shown. */
export const WebhookSecretAnswerSchema = Type.Object({
  endpoint: WebhookEndpointSchema,
  secret: Type.String(),
});
export type WebhookSecretAnswer = Static<typeof WebhookSecretAnswerSchema>;

/** One HTTP request to an endpoint, as the delivery log shows it. */
export const WebhookDeliverySchema = Type.Object({
  id: Type.String(),
  event_id: Type.String(),
  type: Type.Union([EventType, Type.Literal(WEBHOOK_TEST_EVENT)]),
  livemode: Type.Boolean(),
  /** the orders the event is about: one for an order's event, the invoice's for an invoice's */
  orderids: Type.Array(Type.String()),
  /** 1 for the first try of this event to this endpoint, then 2, 3… */
  attempt: Type.Integer({ minimum: 1 }),
  at: DateTime,
  /** null when no answer came (timeout, refused connection) */
  status_code: nullable(Type.Integer()),
  duration_ms: Type.Integer({ minimum: 0 }),
  succeeded: Type.Boolean(),
  /** why it failed, in French; null on success */
  error: nullable(Type.String()),
  /** the start of the answer's body, 200 characters at most */
  response_excerpt: Type.String(),
  /** when the next try is planned; null when none will follow */
  next_retry: nullable(DateTime),
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const WebhookDeliveriesQuerySchema = Type.Object(
  {
    page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100_000,
        default: 1,
        errorMessage: 'Numéro de page invalide',
      }),
    ),
    pageSize: Type.Optional(
      Type.Unsafe<number>({
        type: 'integer',
        enum: [...PAGINATION_PAGE_SIZES],
        default: DEFAULT_TABLE_PAGE_SIZE,
        errorMessage: `Nombre de lignes par page invalide : ${PAGINATION_PAGE_SIZES.join(', ')}`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type WebhookDeliveriesQuery = Static<typeof WebhookDeliveriesQuerySchema>;

/** A page of the delivery log, the latest first (the lists' page shape, ADR 050). */
export const WebhookDeliveryPageSchema = ListPageSchema(WebhookDeliverySchema);
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPageSchema>;
