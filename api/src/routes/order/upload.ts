import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { confidentGuess, includesDocuments, mayEditOrder } from '@ped/domain';
import { orderModel } from '../../models/order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderUploadSchema } from '../../schemas/order';
import { UploadResultSchema } from '../../schemas/upload';
import { conflict, notFound } from '../../lib/http-errors';
import { canAccessOrder, ORDER_NOT_FOUND } from '../../services/orders/access';
import { serializeUpload } from '../../services/orders/serialize';
import { receiveUpload } from '../../services/uploads/receive-upload';
import { OrderIdParams, VisitorAccountQuery, visitorRateLimit } from './schemas';

/**
 * POST /order/:orderid/upload: a document the customer attaches to its draft (method
 * 'upload'), with the type guess to prefill. Visitors name the order's e-mail in ?account=.
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  app.post(
    '/order/:orderid/upload',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['commandes'],
        consumes: ['multipart/form-data'],
        params: OrderIdParams,
        querystring: VisitorAccountQuery,
        response: {
          200: Envelope(
            Type.Composite([UploadResultSchema, Type.Object({ upload: OrderUploadSchema })]),
          ),
          ...errorResponses(400, 401, 404, 409, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { session } = request;
      const order = await Order.findOne({ orderid: request.params.orderid.toUpperCase() });
      if (!order || !canAccessOrder(session, order, request.query.account))
        throw notFound(ORDER_NOT_FOUND);
      if (!mayEditOrder(order, Boolean(session?.is_admin))) {
        throw conflict('Cette commande est confirmée : envoyez-nous vos documents par e-mail');
      }
      const received = await receiveUpload(app, request, `orders/${order.orderid}`);
      // only a sure guess is written; the form asks the customer about the rest
      const sure = confidentGuess(received.doctypeGuess);
      order.uploads.push({
        key: received.key,
        url: received.url,
        name: received.name,
        mimetype: received.mimetype,
        doctype: sure.doctype,
        delivered: sure.day ? new Date(sure.day) : null,
        comment: sure.label ?? '',
      });
      order.includes_documents = includesDocuments({
        offer: order.payload?.offer,
        uploadCount: order.uploads.length,
      });
      order.updated = new Date();
      await order.save();
      const saved = order.uploads[order.uploads.length - 1]!;
      return ok(
        {
          url: received.url,
          mimetype: received.mimetype,
          doctypeGuess: received.doctypeGuess,
          upload: serializeUpload(saved.toObject()),
        },
        'Document téléchargé',
      );
    },
  );
};

export default upload;
