import type { FastifyInstance } from 'fastify';
import { orderModel, type Order } from '../../models/order';
import { orderIdKey } from '../orders/find-order';
import { ORDER_NOT_FOUND } from '../orders/access';
import { apiError } from './api-errors';

/**
 * An order of the key's organisation. Unlike the site, the API never reaches an order by
 * its customer's e-mail: only the organisation's own orders exist for it, and any other
 * answers the same 404 as an unknown number (no existence oracle).
 */
export async function findOrganisationOrder(
  app: FastifyInstance,
  organisation: string,
  orderid: string,
): Promise<Order> {
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid: orderIdKey(orderid), organisation })
    .lean<Order>();
  if (!order) throw apiError(404, 'order_not_found', ORDER_NOT_FOUND);
  return order;
}
