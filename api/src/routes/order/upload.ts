import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderUploadSchema, UploadResultSchema, OrderIdParams } from '@ped/schemas';
import { findOrderToEdit } from '../../services/orders/find-order';
import { addOrderUpload, assertDocumentsOpen } from '../../services/orders/order-uploads';
import { serializeUpload } from '../../services/orders/serialize';
import { receiveUpload } from '../../services/uploads/receive-upload';
import { VisitorAccountQuery, visitorRateLimit } from './schemas';

/**
 * POST /order/:orderid/upload: a document the customer attaches to its draft (method
 * 'upload'), or adds from the order page until staff mark the documents received. It
 * answers once the file is stored, its reading pending: the type, date and figures read
 * from it arrive on GET /order/:orderid/readings (ADR 064). Visitors name the order's
 * e-mail in ?account=.
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
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
      const order = await findOrderToEdit(app, request.params.orderid, {
        as: 'reader',
        session,
        account: request.query.account,
      });
      assertDocumentsOpen(order, session);
      const received = await receiveUpload(app, request, `orders/${order.orderid}`);
      const saved = await addOrderUpload(app, order, received, session);
      return ok(
        {
          url: received.url,
          mimetype: received.mimetype,
          upload: serializeUpload(saved.toObject()),
        },
        'Document téléchargé',
      );
    },
  );
};

export default upload;
