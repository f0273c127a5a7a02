import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { apiV1OpenApi, type OpenApiDocument } from '../../services/integrations/openapi';

/** A document, not an envelope: OpenAPI tools read it as it is. */
const OpenApi = Type.Unsafe<OpenApiDocument>({ type: 'object', additionalProperties: true });

const openapi: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Le document OpenAPI de /api/v1, généré depuis les schémas des routes (public)',
        response: { 200: OpenApi },
      },
    },
    async () => apiV1OpenApi(app.swagger() as OpenApiDocument, app.config.PUBLIC_API_URL),
  );
};

export default openapi;
