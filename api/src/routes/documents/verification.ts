import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normalizeVerificationCode } from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { notFound } from '../../lib/http-errors';
import { documentVersionModel } from '../../models/document-version';
import { visitorRateLimit } from '../order/schemas';

export const UNKNOWN_CODE =
  'Aucun pré-état daté ne correspond à ce code de vérification : vérifiez sa saisie.';

const Verification = Type.Object({
  orderid: Type.String(),
  number: Type.String(),
  version: Type.Integer(),
  /** the latest version of this order's document, to tell a reader theirs was replaced */
  latest_version: Type.Integer(),
  delivered: Type.String({ format: 'date-time' }),
  sha256: Type.String(),
  mode: Type.Union([Type.Literal('verified'), Type.Literal('seller-declaration')]),
});

/**
 * GET /verification/{code}: anyone holding a document checks it is ours — order, number,
 * version, delivery date and SHA-256 of the PDF, never an amount. Rate-limited like other
 * visitor routes, so codes cannot be enumerated.
 */
const verification: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verification/:code',
    {
      config: visitorRateLimit,
      schema: {
        tags: ['documents'],
        summary: 'Vérifie un pré-état daté délivré à partir de son code (public)',
        params: Type.Object({
          code: Type.String({ minLength: 4, maxLength: 40, errorMessage: 'Code invalide' }),
        }),
        response: { 200: Envelope(Verification), ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const versions = documentVersionModel(app.mongoose.connection);
      const found = await versions
        .findOne({ code: normalizeVerificationCode(request.params.code) })
        .lean();
      if (!found) throw notFound(UNKNOWN_CODE);
      const latest = await versions
        .findOne({ orderid: found.orderid })
        .sort({ version: -1 })
        .lean();
      return ok(
        {
          orderid: found.orderid,
          number: found.number,
          version: found.version,
          latest_version: latest?.version ?? found.version,
          delivered: found.delivered.toISOString(),
          sha256: found.sha256,
          mode: found.mode as 'verified' | 'seller-declaration',
        },
        'Document authentique',
      );
    },
  );
};

export default verification;
