import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { confidentGuess, includesDocuments, mayAddDocuments, mayEditOrder } from '@ped/domain';
import { documentAddedMail } from '../../mail/orders';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderUploadSchema, UploadResultSchema, OrderIdParams } from '@ped/schemas';
import { conflict } from '../../lib/http-errors';
import { findOrderToEdit } from '../../services/orders/find-order';
import { actorOf, historyEntry } from '../../services/orders/history';
import { orderPageUrl } from '../../services/orders/links';
import { serializeUpload } from '../../services/orders/serialize';
import { receiveUpload } from '../../services/uploads/receive-upload';
import { VisitorAccountQuery, visitorRateLimit } from './schemas';

const DOCUMENTS_CLOSED =
  'Nos experts ont déjà reçu vos documents : pour en ajouter un, écrivez-nous en indiquant votre numéro de commande';

/**
 * POST /order/:orderid/upload: a document the customer attaches to its draft (method
 * 'upload'), or adds from the order page until staff mark the documents received, with the
 * type guess to prefill and the figures read from it (kept for the figure review). Visitors name the order's e-mail in ?account=.
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
      const asAdmin = Boolean(session?.is_admin);
      if (!mayAddDocuments(order, asAdmin)) throw conflict(DOCUMENTS_CLOSED);
      // a draft's documents go with the order; later ones reach staff already at work on it
      const afterOrdering = !mayEditOrder(order, asAdmin);
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
        figures_guess: received.figuresGuess,
      });
      order.includes_documents = includesDocuments({
        offer: order.payload?.offer,
        uploadCount: order.uploads.length,
      });
      order.updated = new Date();
      if (afterOrdering)
        order.history.push(
          historyEntry(actorOf(session), 'document-added', order.state, order.state),
        );
      await order.save();
      if (afterOrdering)
        await app.mailQueue.send({
          to: app.config.STAFF_EMAIL,
          ...documentAddedMail({
            orderid: order.orderid,
            name: received.name,
            url: orderPageUrl(app, order.orderid),
          }),
        });
      const saved = order.uploads[order.uploads.length - 1]!;
      return ok(
        {
          url: received.url,
          mimetype: received.mimetype,
          doctypeGuess: received.doctypeGuess,
          figuresGuess: received.figuresGuess,
          upload: serializeUpload(saved.toObject()),
        },
        'Document téléchargé',
      );
    },
  );
};

export default upload;
