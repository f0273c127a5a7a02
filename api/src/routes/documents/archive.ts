import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses } from '../../schemas/envelope';
import { OrderId } from '@ped/schemas';
import { orderArchive } from '../../services/pre-etat-date/order-archive';
import { findOrder } from '../../services/orders/find-order';
import { Binary } from './schemas';

const ArchiveBody = Type.Object(
  {
    orderid: OrderId,
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
  },
  { additionalProperties: false },
);

/**
 * POST /order/archive (admins): a ZIP for the notary, streamed from storage, with the
 * pré-état daté (the delivered one, or rendered now when the order is not finished), the
 * register's documents and a manifest.
 */
const archive: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/archive',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary:
          'Archive ZIP de la commande : pré-état daté, documents de la copropriété, sommaire',
        body: ArchiveBody,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrder(app, request.body.orderid, {
        as: 'admin',
        account: request.body.account,
      });
      const zip = await orderArchive(app, order, (error) =>
        request.log.error({ err: error }, 'archive'),
      );

      return reply
        .type('application/zip')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="commande-${order.orderid}.zip"`)
        .send(zip);
    },
  );
};

export default archive;
