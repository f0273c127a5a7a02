import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ORDER_STATES, type OrderState } from '@ped/domain';
import {
  listParams,
  ListPageSchema,
  nullable,
  ORDER_LIST_SORTS,
  OrderListItemSchema,
} from '@ped/schemas';
import { orderModel } from '../../models/order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { ORDER_LIST_SPEC, orderListItem, orderSearch } from '../../services/lists/order-list';
import { allOf, pagedList } from '../../services/lists/paged-list';
import { STAFF_VISIBLE } from '../../services/orders/staff-visibility';

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
    /** only the delivered orders the update watch found stale before their signing (ADR 078) */
    to_refresh: Type.Optional(Type.Boolean()),
    ...listParams(ORDER_LIST_SORTS),
  },
  { additionalProperties: false },
);

/**
 * POST /resources/orders (docs/product.md §7.7): the admin tabs (ADMIN_ORDER_TABS), newest first, a page at
 * a time (ADR 050); the whole order is read with GET /order/:orderid when staff open it.
 */
const orders: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  app.post(
    '/resources/orders',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        body: Body,
        response: {
          200: Envelope(ListPageSchema(OrderListItemSchema)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { states, pending = null, to_refresh: toRefresh = false, ...params } = request.body;
      const tab: Record<string, unknown> = {};
      if (states) tab.state = { $in: states };
      if (pending !== null) tab.pending = pending ? true : { $ne: true };
      if (toRefresh) tab.freshness_alert = { $ne: null };
      const filter = allOf(STAFF_VISIBLE, tab, orderSearch(params.q));
      const page = await pagedList(Order, filter, params, ORDER_LIST_SPEC);
      return ok({ ...page, items: page.items.map(orderListItem) }, `${page.total} commande(s)`);
    },
  );
};

export default orders;
