import type { FastifyInstance } from 'fastify';
import type { AdminAction } from '@ped/domain';
import { orderStatusMail } from '../../mail/orders';
import { orderPageUrl } from '../orders/links';
import type { OrderSubscriber } from '../orders/outbox';
import { notifyDelivery } from './delivery';

/**
 * What follows an admin action, as a subscriber of the order's outbox (ADR 075): after
 * « Terminer », the notary and the other recipients are told (never for a test order's
 * specimen); then, when staff asked for it, the customer's e-mail, which names them.
 */
export const adminFollowUp =
  (app: FastifyInstance): OrderSubscriber =>
  async (order, data, entryId) => {
    const action = data.action as AdminAction;
    const delivery =
      action === 'done' && !order.test ? await notifyDelivery(app, order) : undefined;
    if (!data.sendMail) return;
    const mail = orderStatusMail(action, {
      orderid: order.orderid,
      orderUrl: orderPageUrl(app, order.orderid),
      documentUrl: action === 'done' ? app.documents.documentLink(order) : undefined,
      delivery,
    });
    await app.mailQueue.sendOnce(`outbox:${entryId}`, { to: order.account, ...mail });
  };
