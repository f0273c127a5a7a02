import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiKeySchema } from '@ped/schemas';
import { apiKeyModel, type ApiKey } from '../../models/api-key';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { assertFeature, callerOrganisation } from '../../services/organisations/access';
import { viewKeys } from './view';

/** GET /account/api-keys: every key of the organisation, revoked ones included, newest first. */
const listApiKeys: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        summary: 'Les clés d’API de l’organisation (mode, droits, dernière utilisation)',
        response: { 200: Envelope(Type.Array(ApiKeySchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organisation, plan } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      const keys = await apiKeyModel(app.mongoose.connection)
        .find({ organisation: organisation._id })
        .sort({ created: -1 })
        .lean<ApiKey[]>();
      return ok(await viewKeys(app, keys), 'Clés d’API');
    },
  );
};

export default listApiKeys;
