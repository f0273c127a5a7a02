import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { errorResponses } from '../../schemas/envelope';
import { apiError } from '../../services/integrations/api-errors';
import { findOrganisationOrder } from '../../services/integrations/find-order';
import { orderArchive } from '../../services/pre-etat-date/order-archive';
import { DOCUMENT_NOT_READY } from '../../services/pre-etat-date/delivered-document';
import { Binary } from '../documents/schemas';
import { apiCaller } from './guard';

const orderArchiveRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:orderid/archive',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Le pré-état daté livré et ses annexes en une archive ZIP',
        description:
          'La dernière version livrée, les documents de la copropriété annexés et un sommaire, comme l’archive remise au notaire. 409 not_delivered avant la livraison.',
        produces: ['application/zip'],
        params: OrderIdParams,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const order = await findOrganisationOrder(app, apiCaller(request), request.params.orderid);
      if (!order.document) throw apiError(409, 'not_delivered', DOCUMENT_NOT_READY);
      const zip = await orderArchive(app, order, (error) =>
        request.log.error({ err: error }, 'archive api v1'),
      );
      return reply
        .type('application/zip')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="commande-${order.orderid}.zip"`)
        .send(zip);
    },
  );
};

export default orderArchiveRoute;
