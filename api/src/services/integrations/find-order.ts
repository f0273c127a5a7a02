import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { orderModel, type Order } from '../../models/order';
import { orderIdKey } from '../orders/find-order';
import { ORDER_NOT_FOUND } from '../orders/access';
import { apiError } from './api-errors';
import { modeFilter, type ApiCaller } from './caller';

type Caller = Pick<ApiCaller, 'organisation' | 'test'>;

const filterOf = (caller: Caller, orderid: string) => ({
  orderid: orderIdKey(orderid),
  organisation: caller.organisation,
  ...modeFilter(caller),
});

/**
 * An order of the key's organisation, of the key's mode. Unlike the site, the API never
 * reaches an order by its customer's e-mail: only the organisation's own orders exist for
 * it, and any other (another organisation's, a test order for a live key and the reverse)
 * answers the same 404 as an unknown number (no existence oracle).
 */
export async function findOrganisationOrder(
  app: FastifyInstance,
  caller: Caller,
  orderid: string,
): Promise<Order> {
  const order = await orderModel(app.mongoose.connection)
    .findOne(filterOf(caller, orderid))
    .lean<Order>();
  if (!order) throw apiError(404, 'order_not_found', ORDER_NOT_FOUND);
  return order;
}

/** The same order as a document, for the site's services that change and save it. */
export async function findOrganisationOrderToEdit(
  app: FastifyInstance,
  caller: Caller,
  orderid: string,
): Promise<HydratedDocument<Order>> {
  const order = await orderModel(app.mongoose.connection).findOne(filterOf(caller, orderid));
  if (!order) throw apiError(404, 'order_not_found', ORDER_NOT_FOUND);
  return order;
}
