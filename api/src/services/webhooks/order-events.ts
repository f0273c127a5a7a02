import type { FastifyInstance } from 'fastify';
import { orderStateEvent, type OrderState } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { apiOrderView, ORDER_VIEW_PROJECTION } from '../integrations/order-view';
import { publishEventOrThrow } from './publish';

/**
 * Tells the order's organisation that the order entered `state` (order.confirmed… ADR 048),
 * with the order as /api/v1 shows it now. The subscriber of the order's outbox for each
 * state entered (ADR 075): `eventId` is the consequence's, so that carrying it out again
 * after a crash sends the event once; a failure throws, and the outbox tries again. Draft
 * states and orders without an organisation publish nothing. A test order's events go out
 * too, marked `livemode: false`.
 */
export async function publishOrderEvent(
  app: FastifyInstance,
  orderid: string,
  state: OrderState,
  { eventId }: { eventId?: string } = {},
): Promise<void> {
  const type = orderStateEvent(state);
  if (!type) return;
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid }, { ...ORDER_VIEW_PROJECTION, organisation: 1, test: 1 })
    .lean<Order>();
  if (!order?.organisation) return;
  await publishEventOrThrow(
    app,
    order.organisation,
    type,
    { order: apiOrderView(order) },
    { livemode: order.test !== true, eventId },
  );
}
