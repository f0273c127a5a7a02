import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_TABLE_PAGE_SIZE } from '@ped/domain';
import { WebhookDeliveriesQuerySchema, WebhookDeliveryPageSchema } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { listDeliveries } from '../../services/webhooks/deliveries';
import { EndpointParams, TAGS, webhookOwner } from './guard';

/** GET /account/webhooks/:id/deliveries: the endpoint's delivery log, paged, latest first. */
const listWebhookDeliveries: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/account/webhooks/:id/deliveries',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Le journal des envois d’un webhook, le plus récent en premier',
        params: EndpointParams,
        querystring: WebhookDeliveriesQuerySchema,
        response: {
          200: Envelope(WebhookDeliveryPageSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { organisation } = await webhookOwner(app, request);
      const { page = 1, pageSize = DEFAULT_TABLE_PAGE_SIZE } = request.query;
      return ok(
        await listDeliveries(app, organisation._id, request.params.id, { page, pageSize }),
        'Journal des envois',
      );
    },
  );
};

export default listWebhookDeliveries;
