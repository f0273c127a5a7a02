import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookEndpointSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { deleteEndpoint } from '../../services/webhooks/endpoints';
import { EndpointParams, TAGS, webhookOwner } from './guard';

/** DELETE /account/webhooks/:id: no more events go there; its log goes with it. */
const removeWebhook: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/account/webhooks/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Supprimer un webhook et son journal',
        params: EndpointParams,
        response: { 200: Envelope(WebhookEndpointSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      return ok(
        await deleteEndpoint(app, organisation._id, request.params.id),
        'Webhook supprimé : plus aucun événement ne lui sera envoyé',
      );
    },
  );
};

export default removeWebhook;
