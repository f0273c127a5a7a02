import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { WebhookEndpointSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { listEndpoints } from '../../services/webhooks/endpoints';
import { TAGS, webhookOwner } from './guard';

/** GET /account/webhooks: the organisation's endpoints, the newest first. */
const listWebhooks: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/webhooks',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Les webhooks de l’organisation',
        response: {
          200: Envelope(Type.Array(WebhookEndpointSchema)),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      return ok(await listEndpoints(app, organisation._id), 'Webhooks');
    },
  );
};

export default listWebhooks;
