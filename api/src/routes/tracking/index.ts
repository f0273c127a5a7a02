import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { visitModel } from '../../models/visit';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';

const TrackingQuery = Type.Object(
  {
    a: Type.Literal('n', { description: 'a=n : nouvelle visite' }),
    partner: Type.Optional(Type.String({ maxLength: 100 })),
    gclid: Type.Optional(Type.String({ maxLength: 200 })),
    refer: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);

/** docs/product.md §7.8: the landing tracking call stores a visit. */
const tracking: FastifyPluginAsyncTypebox = async (app) => {
  const Visit = visitModel(app.mongoose.connection);
  app.get(
    '/',
    {
      schema: {
        tags: ['système'],
        querystring: TrackingQuery,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { partner, gclid, refer } = request.query;
      await Visit.create({ partner: partner || null, gclid: gclid || null, refer: refer || null });
      return ok(null, 'Visite enregistrée');
    },
  );
};

export default tracking;
