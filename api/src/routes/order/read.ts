import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { orderModel } from '../../models/order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import {
  listParams,
  ListPageSchema,
  ORDER_LIST_SORTS,
  OrderIdParams,
  OrderListItemSchema,
  OrderSchema,
} from '@ped/schemas';
import { ownedByEmailFilter } from '../../services/orders/access';
import { findOrder } from '../../services/orders/find-order';
import { serializeOrder } from '../../services/orders/serialize';
import { withRegister } from '../../services/orders/register-view';
import { LISTED_ORDERS, OUTSTANDING_ORDERS } from '../../services/lists/order-filters';
import { ORDER_LIST_SPEC, orderListItem, orderSearch } from '../../services/lists/order-list';
import { allOf, pagedList } from '../../services/lists/paged-list';
import { STAFF_VISIBLE } from '../../services/orders/staff-visibility';
import { Email, visitorRateLimit } from './schemas';

const ListQuery = Type.Object(
  {
    ...listParams(ORDER_LIST_SORTS),
    /** Facturation « encours »: the orders still owed (isOutstandingOrder) */
    outstanding: Type.Optional(Type.Boolean({ errorMessage: 'outstanding : true ou false' })),
  },
  { additionalProperties: false },
);

/**
 * docs/product.md §7.2: the caller's orders, a page at a time (ADR 050), and one order with its
 * register's documents.
 */
const read: FastifyPluginAsyncTypebox = async (app) => {
  const Order = orderModel(app.mongoose.connection);
  const options = (admin: boolean) => ({ admin, encryptionKey: app.config.ENCRYPTION_KEY });

  app.get(
    '/order/v2',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['commandes'],
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(OrderListItemSchema)),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const session = request.session!;
      const { outstanding, ...params } = request.query;
      const mine: Array<Record<string, unknown>> = [ownedByEmailFilter(session.account)];
      if (session.organisation) mine.push({ organisation: session.organisation.id });
      const filter = allOf(
        { $or: mine },
        // test orders live in the integrator's software only (ADR 049), not among real ones
        STAFF_VISIBLE,
        LISTED_ORDERS,
        outstanding ? OUTSTANDING_ORDERS : null,
        orderSearch(params.q),
      );
      const page = await pagedList(Order, filter, params, ORDER_LIST_SPEC);
      return ok({ ...page, items: page.items.map(orderListItem) }, `${page.total} commande(s)`);
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
      return ok(await withRegister(app.mongoose.connection, view, order.registration_id));
    },
  );
};

export default read;
