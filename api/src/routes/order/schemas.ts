import { Type } from '@sinclair/typebox';
import { BILLING_MODE_VALUES, REVIEW_REQUEST_CHOICES, type BillingMode } from '@ped/domain';

export const OrderIdParams = Type.Object(
  { orderid: Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Za-z0-9]+$' }) },
  { additionalProperties: false },
);

export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A visitor names the order's e-mail to reach it (docs/decisions/010-order-access.md). */
export const VisitorAccountQuery = Type.Object(
  { account: Type.Optional(Email) },
  { additionalProperties: false },
);

/** One upload of an order. */
export const OrderUploadParams = Type.Object(
  {
    orderid: OrderIdParams.properties.orderid,
    uploadId: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Document introuvable' }),
  },
  { additionalProperties: false },
);

export const BillingModeSchema = Type.Unsafe<BillingMode>({
  type: 'string',
  enum: [...BILLING_MODE_VALUES],
  errorMessage: 'Mode de facturation inconnu',
});

export const ReviewChoiceSchema = Type.Union(
  REVIEW_REQUEST_CHOICES.map(({ value }) => Type.Literal(value)),
  { errorMessage: 'Choix de demande d’avis inconnu' },
);

/**
 * Lookups a visitor makes with an order id and an e-mail are rate-limited per IP so ids
 * cannot be probed; signed-in callers are not limited.
 */
export const visitorRateLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    allowList: (request: { headers: { authorization?: string } }) =>
      Boolean(request.headers.authorization),
  },
};
