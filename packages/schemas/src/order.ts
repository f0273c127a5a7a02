import { Type, type Static } from '@sinclair/typebox';
import {
  API_DOC_TYPE_MEANINGS,
  API_DOC_TYPE_VALUES,
  BILLING_MODE_VALUES,
  describeValues,
  ORDER_STATES,
  REFRESH_KINDS,
} from '@ped/domain';
import { OrderId } from './order-id';
import { DocumentReadingSchema } from './upload';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const DateTime = Type.String({ format: 'date-time' });

/** The syndic access as returned: the password only for admins, `has_password` for all. */
export const OrderSyndicSchema = Type.Object({
  name: Type.String(),
  url: Type.String(),
  username: Type.String(),
  password: Nullable(Type.String()),
  has_password: Type.Boolean(),
});

export const OrderUploadSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  name: Type.String(),
  mimetype: Type.String(),
  /** the document's type, as read or as corrected by staff; null until known */
  doctype: Nullable(
    Type.Integer({
      enum: [...API_DOC_TYPE_VALUES],
      description: `Type du document : ${describeValues(API_DOC_TYPE_MEANINGS)}`,
    }),
  ),
  delivered: Nullable(DateTime),
  comment: Type.String(),
  uploaded: DateTime,
  reading: DocumentReadingSchema,
});

export const RegisterDocumentSchema = Type.Object({
  id: Type.String(),
  registration_id: Type.String(),
  doctype: Type.Integer({ minimum: 1, maximum: 10 }),
  delivered: DateTime,
  comment: Type.String(),
  url: Type.String(),
  mimetype: Type.String(),
  created: DateTime,
  updated: DateTime,
});

export const RegisterSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  address: Type.String(),
  created: DateTime,
  updated: DateTime,
});

export const OrderSchema = Type.Object({
  orderid: Type.String(),
  account: Type.String(),
  organisation: Nullable(Type.String()),
  state: Type.Union(ORDER_STATES.map((s) => Type.Literal(s))),
  created: DateTime,
  updated: DateTime,
  paid: Nullable(DateTime),
  pending: Type.Boolean(),
  registration_id: Nullable(Type.String()),
  /** the organisation's own file number, given through its software (/api/v1) */
  external_id: Nullable(Type.String()),
  sso_provider: Nullable(Type.String()),
  includes_documents: Type.Boolean(),
  billing_mode: Nullable(Type.Union(BILLING_MODE_VALUES.map((m) => Type.Literal(m)))),
  payload: Type.Object({
    offer: Nullable(Type.String()),
    options: Type.Array(Type.String()),
    lots: Nullable(Type.Integer()),
    all_due_paid: Nullable(Type.Boolean()),
    comment: Type.String(),
    method: Type.String(),
    syndic: OrderSyndicSchema,
    links: Type.Array(Type.Object({ link: Type.String() })),
  }),
  /** the order form as sent, the syndic password treated as in payload.syndic */
  stored: Type.Unknown(),
  document: Nullable(Type.Object({ url: Nullable(Type.String()), generated: DateTime })),
  uploads: Type.Array(OrderUploadSchema),
  history: Type.Array(
    Type.Object({
      at: DateTime,
      by: Type.String(),
      action: Type.String(),
      from: Nullable(Type.String()),
      to: Nullable(Type.String()),
      detail: Nullable(Type.String()),
    }),
  ),
  review_request_at: Nullable(DateTime),
  /** why a delivered order is back in production (need-refresh) */
  refresh_request: Nullable(
    Type.Object({
      kind: Type.Union(REFRESH_KINDS.map((kind) => Type.Literal(kind))),
      at: DateTime,
      by: Type.String(),
      reason: Type.String(),
      upload_id: Nullable(Type.String()),
    }),
  ),
  /** the update watch's finding: the version in force will not hold on the signing day (ADR 078) */
  freshness_alert: Nullable(
    Type.Object({ deed_day: Type.String(), reasons: Type.Array(Type.String()), checked: DateTime }),
  ),
  /** GET /order/:orderid only: the associated register and its documents */
  register: Type.Optional(Nullable(RegisterSchema)),
  register_documents: Type.Optional(Type.Array(RegisterDocumentSchema)),
});

export type OrderView = Static<typeof OrderSchema>;
export type RegisterView = Static<typeof RegisterSchema>;
export type RegisterDocumentView = Static<typeof RegisterDocumentSchema>;
export type OrderUploadView = Static<typeof OrderUploadSchema>;

/** Body of the admin actions and of the calls that name an order (docs/product.md §7.2). */
export const OrderRef = {
  orderid: OrderId,
  account: Type.String({ minLength: 1, maxLength: 254 }),
};
