import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WebhookDeliverySchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { sendTestEvent } from '../../services/webhooks/test-event';
import { EndpointParams, TAGS, webhookOwner } from './guard';

/** POST /account/webhooks/:id/test: « Envoyer un événement de test », answered with its result. */
const sendWebhookTest: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/webhooks/:id/test',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Envoyer un événement de test et lire la réponse',
        params: EndpointParams,
        response: { 200: Envelope(WebhookDeliverySchema), ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      const delivery = await sendTestEvent(app, organisation._id, request.params.id);
      return ok(
        delivery,
        delivery.succeeded
          ? `Événement de test reçu : réponse ${delivery.status_code} en ${delivery.duration_ms} ms`
          : `Événement de test non reçu : ${delivery.error}`,
      );
    },
  );
};

export default sendWebhookTest;
