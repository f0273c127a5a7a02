import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookEndpointSchema, WebhookEndpointUpdateSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { updateEndpoint } from '../../services/webhooks/endpoints';
import { EndpointParams, TAGS, webhookOwner } from './guard';

/** PUT /account/webhooks/:id: address, events, on or off. */
const updateWebhook: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/account/webhooks/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Modifier un webhook : adresse, événements, activé ou non',
        params: EndpointParams,
        body: WebhookEndpointUpdateSchema,
        response: {
          200: Envelope(WebhookEndpointSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      const endpoint = await updateEndpoint(app, organisation._id, request.params.id, request.body);
      return ok(endpoint, endpoint.enabled ? 'Webhook enregistré' : 'Webhook désactivé');
    },
  );
};

export default updateWebhook;
