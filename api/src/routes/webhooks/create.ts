import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NewWebhookEndpointSchema, WebhookSecretAnswerSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { createEndpoint } from '../../services/webhooks/endpoints';
import { TAGS, webhookOwner } from './guard';

/** POST /account/webhooks: a new endpoint; its signing secret is in this answer only. */
const createWebhook: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/webhooks',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Ajouter un webhook (le secret de signature n’est montré qu’ici)',
        body: NewWebhookEndpointSchema,
        response: {
          201: Envelope(WebhookSecretAnswerSchema),
          ...errorResponses(400, 401, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const { organisation, session } = await webhookOwner(app, request);
      const created = await createEndpoint(app, organisation._id, session.account, request.body);
      return reply
        .status(201)
        .send(
          ok(created, 'Webhook ajouté : copiez son secret maintenant, il ne sera plus affiché'),
        );
    },
  );
};

export default createWebhook;
