import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { findOrganisationOrder } from '../../services/integrations/find-order';
import { apiOrderView } from '../../services/integrations/order-view';
import { ApiOrderView } from '../../services/integrations/schemas';
import { apiCaller } from './guard';

const getOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:orderid',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Une commande de l’organisation',
        params: OrderIdParams,
        response: { 200: Envelope(ApiOrderView), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const order = await findOrganisationOrder(app, apiCaller(request), request.params.orderid);
      return ok(apiOrderView(order), 'Commande');
    },
  );
};

export default getOrder;
