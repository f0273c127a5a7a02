import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { mayEditOrder, type Session } from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderUploadSchema } from '@ped/schemas';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { findOrder } from '../../services/orders/find-order';
import { editableOrderFilter } from '../../services/orders/store-order';
import { removeUploads, updateUpload } from '../../services/orders/order-uploads';
import { serializeUpload } from '../../services/orders/serialize';
import { OrderUploadParams, VisitorAccountQuery, visitorRateLimit } from './schemas';

const UPLOAD_NOT_FOUND = 'Document introuvable';
const ORDER_LOCKED = 'Cette commande est confirmée : ses documents ne peuvent plus être modifiés';
const ORDER_CHANGED = 'Cette commande vient de changer : rechargez la page';

const DOCTYPE_MESSAGE = 'Type de document inconnu';
const DATE_MESSAGE = 'Date invalide (jour attendu au format AAAA-MM-JJ)';

const UploadChangesBody = Type.Object(
  {
    doctype: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 10, errorMessage: DOCTYPE_MESSAGE }),
    ),
    delivered: Type.Optional(
      Type.Union(
        [
          Type.String({ format: 'date', errorMessage: DATE_MESSAGE }),
          Type.Null({ errorMessage: DATE_MESSAGE }),
        ],
        { errorMessage: DATE_MESSAGE },
      ),
    ),
    comment: Type.Optional(
      Type.String({
        maxLength: 500,
        errorMessage: 'Le commentaire ne doit pas dépasser 500 caractères',
      }),
    ),
  },
  { additionalProperties: false },
);

/**
 * PUT and DELETE /order/:orderid/upload/:uploadId: the customer corrects the type guessed
 * for a document it sent (doctype 1-10; « à déterminer » is only what a failed guess leaves),
 * its date (null clears it) and comment, or takes it back, while the order is an unpaid draft. Same access as the upload: visitors
 * name the order's e-mail in ?account=, members of the organisation, admins at any time.
 */
const uploadEdit: FastifyPluginAsyncTypebox = async (app) => {
  /** The caller's order and the upload it names, once allowed to change it. */
  async function editableUpload(
    session: Session | null,
    params: { orderid: string; uploadId: string },
    account?: string,
  ) {
    const order = await findOrder(app, params.orderid, { as: 'reader', session, account });
    const upload = order.uploads.find((u) => String(u._id) === params.uploadId);
    if (!upload) throw notFound(UPLOAD_NOT_FOUND);
    if (!mayEditOrder(order, Boolean(session?.is_admin))) throw conflict(ORDER_LOCKED);
    return { filter: { _id: order._id, ...editableOrderFilter(session) }, upload };
  }

  const common = {
    preHandler: app.identify,
    config: visitorRateLimit,
  };

  app.put(
    '/order/:orderid/upload/:uploadId',
    {
      ...common,
      schema: {
        tags: ['commandes'],
        params: OrderUploadParams,
        querystring: VisitorAccountQuery,
        body: UploadChangesBody,
        response: {
          200: Envelope(OrderUploadSchema),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => {
      if (Object.keys(request.body).length === 0)
        throw badRequest('Aucune modification à enregistrer');
      const { filter } = await editableUpload(
        request.session,
        request.params,
        request.query.account,
      );
      const updated = await updateUpload(app, filter, request.params.uploadId, request.body);
      if (!updated) throw conflict(ORDER_CHANGED);
      return ok(serializeUpload(updated), 'Document mis à jour');
    },
  );

  app.delete(
    '/order/:orderid/upload/:uploadId',
    {
      ...common,
      schema: {
        tags: ['commandes'],
        params: OrderUploadParams,
        querystring: VisitorAccountQuery,
        response: {
          200: Envelope(Type.Object({ id: Type.String() })),
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request) => {
      const { filter, upload } = await editableUpload(
        request.session,
        request.params,
        request.query.account,
      );
      if (!(await removeUploads(app, filter, [upload], { touch: true })))
        throw conflict(ORDER_CHANGED);
      return ok({ id: request.params.uploadId }, 'Document supprimé');
    },
  );
};

export default uploadEdit;
