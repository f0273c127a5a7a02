import type { FastifyInstance } from 'fastify';
import { freeUpdateStatus, parisDay } from '@ped/domain';
import type { Order } from '../../models/order';
import { conflict } from '../../lib/http-errors';
import { updateRequestedMail } from '../../mail/notary-space';
import { orderPageUrl } from '../orders/links';
import { mailStaff } from '../orders/staff-visibility';
import { nextAgDay } from './next-ag';
import { reopenOrder } from './reopen-order';

/** Whether the seller may ask for the free update now, and why not. */
export async function freeUpdateOf(app: FastifyInstance, order: Order) {
  const nextAg = await nextAgDay(app.mongoose.connection, order);
  return freeUpdateStatus({
    offer: order.payload?.offer,
    options: order.payload?.options,
    state: order.state,
    nextAg,
    deedDay: order.deed_day,
    // the seller's update requests: after an AG the signing follows, one of them is free
    updateRequests: (order.history ?? [])
      .filter((entry) => entry.action === 'update')
      .map((entry) => parisDay(entry.at)),
    now: new Date(),
  });
}

/**
 * « Actualiser mon pré-état daté »: refused with its reason once the next AG has passed
 * (the payload says a new order is the way), else the order goes back to production and
 * staff are told (not of a test order, ADR 049).
 */
export async function requestFreeUpdate(
  app: FastifyInstance,
  order: Order,
  by: string,
  reason: string,
): Promise<Order> {
  const status = await freeUpdateOf(app, order);
  if (!status.allowed) throw conflict(status.reason, { newOrder: status.newOrder });
  const updated = await reopenOrder(app, order.orderid, {
    kind: 'update',
    by,
    reason,
    upload_id: null,
  });
  await mailStaff(
    app,
    order,
    updateRequestedMail({ orderid: order.orderid, reason, url: orderPageUrl(app, order.orderid) }),
  );
  return updated;
}
