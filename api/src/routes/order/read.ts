import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isUnfilledDraft } from '@ped/domain';
import { Type } from '@sinclair/typebox';
import { orderModel } from '../../models/order';
import { registerModel } from '../../models/register';
import { registerDocumentModel } from '../../models/register-document';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { OrderSchema, OrderIdParams } from '@ped/schemas';
import { ownedByEmailFilter } from '../../services/orders/access';
import { findOrder } from '../../services/orders/find-order';
import {
  serializeOrder,
  serializeRegister,
  serializeRegisterDocument,
} from '../../services/orders/serialize';
import { Email, visitorRateLimit } from './schemas';

/** SPEC §7: the caller's orders, and one order with its register's documents. */
const read: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  const Register = registerModel(app.mongoose.connection);
  const RegisterDocument = registerDocumentModel(app.mongoose.connection);
  const options = (admin: boolean) => ({ admin, encryptionKey: app.config.ENCRYPTION_KEY });

  app.get(
    '/order/v2',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['commandes'],
        response: { 200: Envelope(Type.Array(OrderSchema)), ...errorResponses(401) },
      },
    },
    async (request) => {
      const session = request.session!;
      const mine: Array<Record<string, unknown>> = [ownedByEmailFilter(session.account)];
      if (session.organisation) mine.push({ organisation: session.organisation.id });
      const orders = (await Order.find({ $or: mine }).sort({ created: -1 }).lean()).filter(
        (order) => !isUnfilledDraft({ ...order, stored: order.stored as { address?: string } }),
      );
      return ok(
        orders.map((order) => serializeOrder(order, options(session.is_admin))),
        `${orders.length} commande(s)`,
      );
    },
  );

  app.get(
    '/order/:orderid',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['commandes'],
        params: OrderIdParams,
        querystring: Type.Object(
          { account: Type.Optional(Email) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(OrderSchema), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { session } = request;
      const { account } = request.query;
      const order = await findOrder(app, request.params.orderid, {
        as: 'reader',
        session,
        account,
      });
      const view = serializeOrder(order, options(Boolean(session?.is_admin)));
      if (!order.registration_id) return ok({ ...view, register: null, register_documents: [] });
      const [register, documents] = await Promise.all([
        Register.findById(order.registration_id).lean(),
        RegisterDocument.find({ registration_id: order.registration_id })
          .sort({ doctype: 1, delivered: -1 })
          .lean(),
      ]);
      return ok({
        ...view,
        register: register ? serializeRegister(register) : null,
        register_documents: documents.map(serializeRegisterDocument),
      });
    },
  );
};

export default read;
