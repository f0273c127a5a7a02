import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseEmail, type Session } from '@ped/domain';
import { orderModel } from '../../models/order';
import { registerDocumentModel } from '../../models/register-document';
import { notFound } from '../../lib/http-errors';
import { OrderId } from '@ped/schemas';
import { canAccessOrder } from '../../services/orders/access';
import { orderIdKey } from '../../services/orders/find-order';
import { isSafeKey, StoredFileNotFoundError } from '../../services/storage/keys';

const FILE_NOT_FOUND = 'Fichier introuvable';
const ORDER_KEY = /^orders\/([A-Za-z0-9]+)\//;

/**
 * GET /files/<key>: stored files, to authorised callers only (docs/decisions/011-file-storage.md):
 * admins; for a file of an order (orders/<orderid>/...), whoever may see the order; for a
 * register document, whoever may see an order associated with that register. Visitors
 * name their order's e-mail (and for register documents the order) in the query.
 */
const files: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  const RegisterDocument = registerDocumentModel(app.mongoose.connection);

  async function mayRead(
    key: string,
    session: Session | null,
    account?: string,
    orderid?: string,
  ): Promise<boolean> {
    if (session?.is_admin) return true;
    const orderKey = ORDER_KEY.exec(key);
    if (orderKey) {
      const order = await Order.findOne(
        { orderid: orderKey[1] },
        { account: 1, organisation: 1 },
      ).lean();
      return Boolean(order && canAccessOrder(session, order, account));
    }
    const document = await RegisterDocument.findOne({ key }, { registration_id: 1 }).lean();
    if (!document) return false;
    const candidates = await Order.find(
      orderid
        ? { registration_id: document.registration_id, orderid: orderIdKey(orderid) }
        : { registration_id: document.registration_id, ...(session ? {} : { _id: null }) },
      { account: 1, organisation: 1 },
    ).lean();
    return candidates.some((order) => canAccessOrder(session, order, account));
  }

  app.get(
    '/files/*',
    {
      preHandler: app.identify,
      schema: {
        tags: ['fichiers'],
        querystring: Type.Object(
          {
            account: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
            orderid: Type.Optional(OrderId),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const { account, orderid } = request.query;
      // unknown, forbidden and missing files answer alike: keys cannot be probed
      if (
        !isSafeKey(key) ||
        !(await mayRead(
          key,
          request.session,
          account ? normaliseEmail(account) : undefined,
          orderid,
        ))
      )
        throw notFound(FILE_NOT_FOUND);
      const info = await app.storage.head(key);
      if (!info) throw notFound(FILE_NOT_FOUND);
      try {
        const stream = await app.storage.get(key);
        return (
          reply
            .header('content-type', info.mimetype)
            .header('content-length', info.size)
            // uploads come from customers: downloaded, never rendered on the API's origin, and
            // sandboxed should a browser render them anyway (a PDF with /OpenAction, an
            // HTML polyglot: issue 16, finding 8)
            .header('content-disposition', `attachment; filename="${key.split('/').pop()}"`)
            .header('content-security-policy', "sandbox; default-src 'none'")
            .header('cache-control', 'private, no-store')
            .header('x-content-type-options', 'nosniff')
            .send(stream)
        );
      } catch (error) {
        if (error instanceof StoredFileNotFoundError) throw notFound(FILE_NOT_FOUND);
        throw error;
      }
    },
  );
};

export default files;
