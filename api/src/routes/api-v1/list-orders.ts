import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { listApiOrders } from '../../services/integrations/list-orders';
import { ApiOrderList, ListOrdersQuery } from '../../services/integrations/schemas';
import { apiCaller } from './guard';
import { readFormerStateSpelling } from './state-spelling';

const listOrders: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders',
    {
      preValidation: readFormerStateSpelling('query'),
      schema: {
        tags: ['api-v1'],
        summary:
          'Les commandes de l’organisation, les plus récentes d’abord (pages, filtres par état, numéro de dossier et dates de création)',
        querystring: ListOrdersQuery,
        response: { 200: Envelope(ApiOrderList), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => ok(await listApiOrders(app, apiCaller(request), request.query), 'Commandes'),
  );
};

export default listOrders;
