import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeliveredVersionSchema, OrderIdParams } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { findOrganisationOrder } from '../../services/integrations/find-order';
import { deliveredVersions } from '../../services/pre-etat-date/versions';
import { apiCaller } from './guard';

const orderVersions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:orderid/versions',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Les versions livrées du pré-état daté et ce qui a changé entre elles',
        description:
          'La plus ancienne d’abord ; pour chacune, les chiffres qui diffèrent de la précédente (centimes). Chaque version se télécharge par GET /api/v1/orders/{orderid}/document?version=n. Liste vide avant la première livraison.',
        params: OrderIdParams,
        response: {
          200: Envelope(Type.Array(DeliveredVersionSchema)),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const order = await findOrganisationOrder(app, apiCaller(request), request.params.orderid);
      return ok(
        await deliveredVersions(app.mongoose.connection, order),
        'Versions du pré-état daté',
      );
    },
  );
};

export default orderVersions;
