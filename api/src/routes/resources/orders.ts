import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ORDER_STATES, DEFAULT_SORTS, type OrderState } from '@ped/domain';
import { nullable, OrderSchema } from '@ped/schemas';
import { orderModel } from '../../models/order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { serializeOrder } from '../../services/orders/serialize';

const Body = Type.Object(
  {
    states: nullable(
      Type.Array(
        Type.Unsafe<OrderState>({
          type: 'string',
          enum: [...ORDER_STATES],
          errorMessage: 'État de commande inconnu',
        }),
      ),
    ),
    pending: Type.Optional(nullable(Type.Boolean())),
  },
  { additionalProperties: false },
);

/** SPEC §7 POST /resources/orders: the admin tabs (ADMIN_ORDER_TABS), newest first. */
const orders: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  app.post(
    '/resources/orders',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        body: Body,
        response: { 200: Envelope(Type.Array(OrderSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { states, pending = null } = request.body;
      const filter: Record<string, unknown> = {};
      if (states) filter.state = { $in: states };
      if (pending !== null) filter.pending = pending ? true : { $ne: true };
      const { field, direction } = DEFAULT_SORTS.orders;
      const found = await Order.find(filter)
        .sort({ [field]: direction === 'desc' ? -1 : 1 })
        .lean();
      return ok(
        found.map((order) =>
          serializeOrder(order, { admin: true, encryptionKey: app.config.ENCRYPTION_KEY }),
        ),
        `${found.length} commande(s)`,
      );
    },
  );
};

export default orders;
