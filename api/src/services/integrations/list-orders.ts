import type { FastifyInstance } from 'fastify';
import { addDays, orderStateFromApi, parisWallTimeToDate } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { apiOrderView, ORDER_VIEW_PROJECTION } from './order-view';
import { pagingOf, type ApiOrderList, type ListOrdersQuery } from './schemas';
import { modeFilter, type ApiCaller } from './caller';

/** The instant a Paris calendar day begins: the dates integrators send are French days. */
function parisDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return parisWallTimeToDate(year, month, date);
}

function createdRange({ created_from, created_to }: ListOrdersQuery) {
  if (!created_from && !created_to) return {};
  return {
    created: {
      ...(created_from ? { $gte: parisDayStart(created_from) } : {}),
      // created_to is inclusive: up to the start of the next day
      ...(created_to ? { $lt: parisDayStart(addDays(created_to, 1)) } : {}),
    },
  };
}

/**
 * GET /api/v1/orders: the organisation's orders of the key's mode (live or test), filtered,
 * counted and paged by MongoDB.
 */
export async function listApiOrders(
  app: FastifyInstance,
  caller: Pick<ApiCaller, 'organisation' | 'test'>,
  query: ListOrdersQuery,
): Promise<ApiOrderList> {
  const Order = orderModel(app.mongoose.connection);
  const { page, page_size } = pagingOf(query);
  const filter = {
    organisation: caller.organisation,
    ...modeFilter(caller),
    ...(query.state ? { state: orderStateFromApi(query.state) } : {}),
    ...(query.external_id ? { external_id: query.external_id } : {}),
    ...createdRange(query),
  };
  const [orders, total] = await Promise.all([
    Order.find(filter, ORDER_VIEW_PROJECTION)
      .sort({ created: -1, _id: -1 })
      .skip((page - 1) * page_size)
      .limit(page_size)
      .lean<Order[]>(),
    Order.countDocuments(filter),
  ]);
  return {
    items: orders.map(apiOrderView),
    total,
    page,
    page_size,
  };
}
