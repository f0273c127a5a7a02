import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import {
  API_METHOD_MEANINGS,
  API_OFFER_CODES,
  API_OFFER_MEANINGS,
  API_ORDER_FIELD_MEANINGS,
  API_ORDER_STATE_MEANINGS,
  API_ORDER_STATES,
  API_PAYMENT_VALUES,
  apiOrderState,
  CORRECTION_REASON_MAX,
  describeValues,
  OFFER_CODES,
  OFFERS,
  TEST_EVENT_STATES,
  type ApiPayment,
  type OfferCode,
  type OrderMethod,
} from '@ped/domain';
import { nullable } from '@ped/schemas';
import { OrderFormSchema } from '../../schemas/order-form';
import { ApiSchedule } from './settlement-schemas';

/**
 * The wire shapes of /api/v1 (TypeBox): the routes validate and document with them, the
 * services build their answers to them. They live with the integrations service because
 * only it and its routes speak this public, versioned dialect.
 */

const strict = { additionalProperties: false } as const;

export const ExternalId = Type.String({
  minLength: 1,
  maxLength: 64,
  description: API_ORDER_FIELD_MEANINGS.external_id,
  errorMessage: 'Le numéro de dossier (external_id) doit contenir de 1 à 64 caractères',
});

/** An enum of the API, its values listed with their meaning, refused with the list. */
function apiEnum<T extends string>(
  values: readonly T[],
  meanings: Record<T, string>,
  what: string,
  lead = '',
) {
  return Type.Unsafe<T>({
    type: 'string',
    enum: [...values],
    description: `${lead}${describeValues(Object.fromEntries(values.map((v) => [v, meanings[v]])))}`,
    errorMessage: `${what} inconnu : ${values.join(', ')}`,
  });
}

const ApiOffer = apiEnum(
  API_OFFER_CODES,
  API_OFFER_MEANINGS,
  'Code d’offre',
  `${API_ORDER_FIELD_MEANINGS.offer}. `,
);
const ApiMethod = apiEnum(
  ['extranet', 'upload', 'email'] satisfies OrderMethod[],
  API_METHOD_MEANINGS,
  'Mode de transmission des documents (method)',
  `${API_ORDER_FIELD_MEANINGS.method}. `,
);
export const ApiState = apiEnum(API_ORDER_STATES, API_ORDER_STATE_MEANINGS, 'État de commande');

/**
 * How a confirmed order is paid: `deferred` (the default where the plan allows it) joins the
 * organisation's grouped payment, or its monthly statement; `card` charges its saved card now.
 */
const Payment = Type.Unsafe<ApiPayment>({
  type: 'string',
  enum: [...API_PAYMENT_VALUES],
  description:
    'deferred : réglée plus tard avec les autres commandes (relevé mensuel si l’organisation est facturée au mois) ; card : la carte enregistrée de l’organisation est débitée à la confirmation',
  errorMessage: 'Mode de règlement inconnu : deferred ou card',
});

/**
 * Every field of the order form, plus the integrator's file number and whether to confirm;
 * the fields with a fixed list of values are enums here (the form's own schema, shared with
 * the site's drafts, takes any text until confirmation).
 */
export const CreateOrderBody = Type.Object(
  {
    ...OrderFormSchema.properties,
    offer: Type.Optional(ApiOffer),
    method: Type.Optional(ApiMethod),
    valid: Type.Optional(Type.Boolean({ description: API_ORDER_FIELD_MEANINGS.valid })),
    invoiced: Type.Optional(Type.Boolean({ description: API_ORDER_FIELD_MEANINGS.invoiced })),
    external_id: ExternalId,
    confirm: Type.Boolean({
      description: API_ORDER_FIELD_MEANINGS.confirm,
      errorMessage: 'Indiquez confirm : true ou false',
    }),
    payment: Type.Optional(Payment),
  },
  strict,
);

/** POST /api/v1/orders/{orderid}/confirm: the draft's form is checked whole, then confirmed. */
export const ConfirmOrderBody = Type.Object({ payment: Type.Optional(Payment) }, strict);
export type ConfirmOrderBody = Static<typeof ConfirmOrderBody>;

/** POST /api/v1/orders/{orderid}/update-request: why the seller wants a new version. */
export const UpdateRequestBody = Type.Object(
  {
    reason: Type.String({
      minLength: 1,
      maxLength: CORRECTION_REASON_MAX,
      pattern: '\\S',
      errorMessage: `Indiquez ce qui a changé (${CORRECTION_REASON_MAX} caractères au plus)`,
    }),
  },
  strict,
);

/** POST /api/v1/orders/{orderid}/test-events: the state a test order is pushed to. */
export const TestEventBody = Type.Object(
  { state: apiEnum(TEST_EVENT_STATES.map(apiOrderState), API_ORDER_STATE_MEANINGS, 'État') },
  strict,
);
export type TestEventBody = Static<typeof TestEventBody>;
export type CreateOrderBody = Static<typeof CreateOrderBody>;

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    minLength: 1,
    maxLength: 255,
    errorMessage: 'En-tête Idempotency-Key requis (255 caractères au plus)',
  }),
});

export const PAGE_SIZES = [10, 25, 50, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];
const Day = (errorMessage: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date', errorMessage });

/** ?page and ?page_size, both optional (1 and 25 when absent). */
const Paging = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, default: 1, errorMessage: 'Numéro de page invalide' }),
  ),
  page_size: Type.Optional(
    Type.Unsafe<PageSize>({
      type: 'integer',
      enum: [...PAGE_SIZES],
      default: 25,
      errorMessage: 'Taille de page invalide : 10, 25, 50 ou 100',
    }),
  ),
};

export const ListOrdersQuery = Type.Object(
  {
    ...Paging,
    state: Type.Optional(ApiState),
    external_id: Type.Optional(ExternalId),
    created_from: Type.Optional(Day('Date de début invalide (AAAA-MM-JJ)')),
    created_to: Type.Optional(Day('Date de fin invalide (AAAA-MM-JJ)')),
  },
  strict,
);
export type ListOrdersQuery = Static<typeof ListOrdersQuery>;

/** The page asked for; the validator fills the defaults, which the types cannot know. */
export const pagingOf = (query: { page?: number; page_size?: PageSize }) => ({
  page: query.page ?? 1,
  page_size: query.page_size ?? 25,
});

/** An order as the API shows it: what an integrator follows, never the form itself. */
export const ApiOrderView = Type.Object({
  orderid: Type.String(),
  external_id: nullable(Type.String()),
  /** made with a test key: never produced nor billed (ADR 049) */
  test: Type.Boolean(),
  state: ApiState,
  offer: nullable(
    Type.Unsafe<OfferCode>({
      type: 'string',
      enum: [...OFFER_CODES],
      description: describeValues(
        Object.fromEntries(OFFER_CODES.map((code) => [code, OFFERS[code].name])),
      ),
    }) as TUnsafe<OfferCode> & { type: string },
  ),
  address: Type.Object({
    address: Type.String(),
    zipcode: Type.String(),
    city: Type.String(),
  }),
  lots: Type.Integer(),
  created: Type.String({ format: 'date-time' }),
  paid: nullable(Type.String({ format: 'date-time' })),
  /** the latest delivered version of the pré-état daté, null before delivery */
  delivered_version: nullable(Type.Integer()),
  links: Type.Object({
    self: Type.String(),
    figures: Type.String(),
    document: Type.String(),
    versions: Type.String(),
    archive: Type.String(),
    /** where the seller's documents are sent (POST, multipart) */
    documents: Type.String(),
  }),
});
export type ApiOrderView = Static<typeof ApiOrderView>;

export const ApiOrderList = Type.Object({
  items: Type.Array(ApiOrderView),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type ApiOrderList = Static<typeof ApiOrderList>;

/** One figure printed in the delivered pré-état daté, in integer cents. */
export const ApiFigure = Type.Object({
  field: Type.String(),
  label: Type.String(),
  lot: nullable(Type.String()),
  cents: nullable(Type.Integer()),
});

export const ApiFigures = Type.Object({
  orderid: Type.String(),
  version: Type.Integer(),
  delivered: Type.String({ format: 'date-time' }),
  figures: Type.Array(ApiFigure),
  ...ApiSchedule,
});
export type ApiFigures = Static<typeof ApiFigures>;

export const DocumentQuery = Type.Object(
  {
    /** a delivered version (1, 2…); absent = the latest */
    version: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1000, errorMessage: 'Numéro de version invalide' }),
    ),
  },
  strict,
);

/** An invoice or credit note of the organisation, amounts in integer cents. */
export const ApiInvoice = Type.Object({
  number: Type.String(),
  kind: Type.Union([Type.Literal('invoice'), Type.Literal('credit_note')]),
  date: Type.String({ format: 'date-time' }),
  orderids: Type.Array(Type.String()),
  label: Type.String(),
  ht_cents: Type.Integer(),
  tva_cents: Type.Integer(),
  ttc_cents: Type.Integer(),
  paid_at: nullable(Type.String({ format: 'date-time' })),
  /** for a credit note, the invoice it cancels */
  credited_number: nullable(Type.String()),
  links: Type.Object({ pdf: Type.String() }),
});
export type ApiInvoice = Static<typeof ApiInvoice>;

export const ApiInvoiceList = Type.Object({
  items: Type.Array(ApiInvoice),
  total: Type.Integer(),
  page: Type.Integer(),
  page_size: Type.Integer(),
});
export type ApiInvoiceList = Static<typeof ApiInvoiceList>;

export const ListInvoicesQuery = Type.Object(
  {
    ...Paging,
    /** the invoices of one order */
    orderid: Type.Optional(Type.String({ minLength: 1, maxLength: 12 })),
  },
  strict,
);
export type ListInvoicesQuery = Static<typeof ListInvoicesQuery>;

export const InvoiceParams = Type.Object(
  {
    number: Type.String({
      minLength: 1,
      maxLength: 40,
      errorMessage: 'Numéro de facture invalide',
    }),
  },
  strict,
);
