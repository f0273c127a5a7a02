import type { FastifyInstance } from 'fastify';
import { orderStateEvent, type OrderState } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { apiOrderView, ORDER_VIEW_PROJECTION } from '../integrations/order-view';
import { publishEvent } from './publish';

/**
 * Tells the order's organisation that the order entered `state` (order.confirmed… ADR 048),
 * with the order as /api/v1 shows it now. Called by each service that changes a state, once
 * its write has succeeded; draft states and orders without an organisation publish nothing.
 * A test order's events go out too, marked `livemode: false`.
 */
export async function publishOrderEvent(
  app: FastifyInstance,
  orderid: string,
  state: OrderState,
): Promise<void> {
  const type = orderStateEvent(state);
  if (!type) return;
  try {
    const order = await orderModel(app.mongoose.connection)
      .findOne({ orderid }, { ...ORDER_VIEW_PROJECTION, organisation: 1, test: 1 })
      .lean<Order>();
    if (!order?.organisation) return;
    await publishEvent(
      app,
      order.organisation,
      type,
      { order: apiOrderView(order) },
      { livemode: order.test !== true },
    );
  } catch (error) {
    app.log.error({ err: error, orderid, state }, 'Événement webhook de commande non publié');
  }
}
