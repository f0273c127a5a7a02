import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@ped/domain';
import { WebhookSecretAnswerSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { rotateSecret } from '../../services/webhooks/endpoints';
import { EndpointParams, TAGS, webhookOwner } from './guard';

/** POST /account/webhooks/:id/rotate: a new secret, the former one valid 24 h more. */
const rotateWebhookSecret: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/webhooks/:id/rotate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Renouveler le secret de signature (l’ancien reste valable 24 h)',
        params: EndpointParams,
        response: {
          200: Envelope(WebhookSecretAnswerSchema),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      return ok(
        await rotateSecret(app, organisation._id, request.params.id),
        `Secret renouvelé : copiez-le maintenant ; l’ancien signe encore les envois pendant ${WEBHOOK_SECRET_OVERLAP_HOURS} h`,
      );
    },
  );
};

export default rotateWebhookSecret;
