import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ACTIONS,
  FINISH_NEEDS_REGISTER,
  ORDER_STATE_LABELS,
  isFinishDisabled,
  reviewRequestDate,
  stateAfterAction,
  transitionError,
  type AdminAction,
  type ReviewRequestChoice,
  type Session,
} from '@ped/domain';
import type { HydratedDocument } from 'mongoose';
import { orderModel, type Order } from '../../models/order';
import { conflict, HttpError } from '../../lib/http-errors';
import { orderStatusMail } from '../../mail/orders';
import { findOrderToEdit } from './find-order';
import { issueOrderInvoice, markOrderPaid } from './mark-paid';
import { TEST_ORDER_NEVER_BILLED } from '../payments/order-pricing';
import { actorOf, historyEntry } from './history';
import { orderPageUrl } from './links';
import { notifyDelivery } from '../notary-space/delivery';
import { publishOrderEvent } from '../webhooks/order-events';
import { deliverSpecimen } from '../integrations/specimen';

export interface AdminActionBody {
  orderid: string;
  account: string;
  send_mail?: boolean;
  send_review?: ReviewRequestChoice;
}

export const REVIEW_REQUEST_JOB = 'review-request';

/**
 * The admin order actions (docs/product.md §4.2), following the state machine of @ped/domain: a refused
 * move is a 409 with its French message. 'done' also produces the final document through
 * app.documents and may schedule the review-request e-mail.
 */
export async function runAdminAction(
  app: FastifyInstance,
  session: Session,
  action: AdminAction,
  body: AdminActionBody,
): Promise<{ order: HydratedDocument<Order>; message: string }> {
  const order = await findOrderToEdit(app, body.orderid, { as: 'admin', account: body.account });
  const from = order.state;
  const by = actorOf(session);
  const now = new Date();
  const next = stateAfterAction(action, from);

  if (action === 'paid') {
    if (order.paid) throw conflict('Cette commande est déjà payée');
    // nothing is owed for a test order (ADR 049, 065): no payment, no invoice
    if (order.test) throw conflict(TEST_ORDER_NEVER_BILLED);
  } else if (next === null) {
    throw conflict(transitionError(from, action));
  }

  // a test order (ADR 049) gets the watermarked specimen, never a certified document
  if (action === 'done' && order.test) await deliverSpecimen(app, order.orderid, by);
  else if (action === 'done') {
    if (isFinishDisabled(order.toObject())) throw conflict(FINISH_NEEDS_REGISTER);
    if (!app.hasDecorator('documents'))
      throw new HttpError(503, 'Génération du document indisponible');
    await app.documents.finalize(order, { by, mode: 'verified' });
  }

  const reviewAt =
    action === 'done' && body.send_review ? reviewRequestDate(body.send_review, now) : null;
  // a manual payment (bank transfer, cheque) is recorded and invoiced as a card payment
  const payment = { ref: `manuel:${by}`, at: now, by };
  const updated =
    action === 'paid'
      ? await markOrderPaid(app, order, payment, { ifState: from })
      : await orderModel(app.mongoose.connection).findOneAndUpdate(
          { _id: order._id, state: from },
          {
            $set: {
              state: next ?? from,
              updated: now,
              ...(reviewAt ? { review_request_at: reviewAt } : {}),
            },
            $push: { history: historyEntry(by, action, from, next ?? from) },
          },
          { new: true },
        );
  // another admin changed the order meanwhile: refuse rather than apply over their action
  if (!updated) throw conflict('La commande vient d’être modifiée par ailleurs, rechargez-la');

  if (action === 'paid') await issueOrderInvoice(app, updated, payment);
  // 'paid' publishes its own state change, in markOrderPaid
  else await publishOrderEvent(app, updated.orderid, updated.state);
  if (reviewAt)
    await app.scheduler.schedule(REVIEW_REQUEST_JOB, reviewAt, { orderid: updated.orderid });
  // a specimen is never sent to the notary named in a test order
  const delivery =
    action === 'done' && !updated.test ? await notifyDelivery(app, updated.toObject()) : undefined;
  const sendMail = body.send_mail ?? ADMIN_ACTIONS[action].sendMailDefault;
  if (sendMail) {
    const mail = orderStatusMail(action, {
      orderid: updated.orderid,
      orderUrl: orderPageUrl(app, updated.orderid),
      documentUrl: action === 'done' ? app.documents.documentLink(updated) : undefined,
      delivery,
    });
    await app.mailer.send({ to: updated.account, ...mail });
  }
  const done =
    action === 'paid'
      ? 'Paiement enregistré'
      : `Commande ${updated.orderid} : « ${ORDER_STATE_LABELS[updated.state]} »`;
  return { order: updated, message: `${done}${sendMail ? ', e-mail envoyé au client' : ''}` };
}
