import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { BILLING_MODE_VALUES, REVIEW_REQUEST_CHOICES, type BillingMode } from '@ped/domain';
import { OrderId } from '@ped/schemas';

export const Email = Type.String({ format: 'email', maxLength: 254 });

/** A visitor names the order's e-mail to reach it (docs/decisions/010-order-access.md). */
export const VisitorAccountQuery = Type.Object(
  { account: Type.Optional(Email) },
  { additionalProperties: false },
);

/** One upload of an order. */
export const OrderUploadParams = Type.Object(
  {
    orderid: OrderId,
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

/** Whose counter a lookup counts on: a verified session's account, otherwise the IP. */
function lookupKey(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    try {
      const { sub } = request.server.jwt.verify<{ sub: string }>(header.slice(7));
      return `account:${sub}`;
    } catch {
      // a forged or expired token counts as a visitor: it must not open a fresh counter
    }
  }
  return `ip:${request.ip}`;
}

/**
 * Lookups a visitor makes with an order id and an e-mail are rate-limited per IP so ids
 * cannot be probed. A signed-in caller (a token that verifies, not just any Authorization
 * header: issue 16, finding 6) counts on its account, with room for the ordering tunnel's
 * saves.
 */
export const visitorRateLimit = {
  rateLimit: {
    keyGenerator: lookupKey,
    max: (_request: FastifyRequest, key: string) => (key.startsWith('account:') ? 600 : 60),
    timeWindow: '1 minute',
  },
};
