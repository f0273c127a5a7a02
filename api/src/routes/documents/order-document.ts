import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/envelope';
import { notFound } from '../../lib/http-errors';
import { documentFileName } from '../../plugins/app/documents';
import { loadRegister } from '../../services/pre-etat-date/order-sources';
import { findOrderForAdmin, findOrderForCaller } from './order-access';
import { AccountQuery, Binary, OrderIdParams } from './schemas';

export const DOCUMENT_NOT_READY = 'Le pré-état daté de cette commande n’est pas encore disponible : il le sera dès que la commande sera terminée.';

const orderDocument: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/order/:orderid/document',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['documents'],
        summary: 'Le pré-état daté final de la commande (PDF)',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrderForCaller(app, request.session, request.params.orderid, request.query.account);
      if (!order.document?.key || !(await app.storage.exists(order.document.key))) throw notFound(DOCUMENT_NOT_READY);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${documentFileName(order.orderid)}"`)
        .send(await app.storage.get(order.document.key));
    },
  );

  app.get(
    '/order/:orderid/preview',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary: 'Aperçu du pré-état daté avant « Terminer » (administrateurs, rien n’est enregistré)',
        params: OrderIdParams,
        querystring: AccountQuery,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const order = await findOrderForAdmin(app, request.params.orderid, request.query.account);
      const { register, documents } = await loadRegister(app.mongoose.connection, order.registration_id);
      const pdf = await app.documents.renderPreEtatDate(order, register, documents);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="apercu-${documentFileName(order.orderid)}"`)
        .send(pdf);
    },
  );
};

export default orderDocument;
