import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { deliveredFigures } from '../../services/integrations/figures';
import { findOrganisationOrder } from '../../services/integrations/find-order';
import { ApiFigures } from '../../services/integrations/schemas';
import { FiguresQuery } from '../../services/integrations/settlement-schemas';
import { apiCaller } from './guard';

const orderFigures: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:orderid/figures',
    {
      schema: {
        tags: ['api-v1'],
        summary:
          'Les chiffres imprimés dans la dernière version livrée du pré-état daté (centimes), son échéancier et sa répartition à la date de signature',
        params: OrderIdParams,
        querystring: FiguresQuery,
        response: { 200: Envelope(ApiFigures), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request) => {
      const order = await findOrganisationOrder(app, apiCaller(request), request.params.orderid);
      return ok(
        await deliveredFigures(app.mongoose.connection, order, {
          day: request.query.signing_day,
          rule: request.query.rule,
        }),
        'Chiffres livrés',
      );
    },
  );
};

export default orderFigures;
