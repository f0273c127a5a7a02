import type { FastifyInstance } from 'fastify';
import {
  ADMIN_ACTIONS,
  FINISH_NEEDS_REGISTER,
  ORDER_STATE_LABELS,
  isFinishDisabled,
  reviewRequestDate,
  stateAfterAction,
  TEST_ORDER_NEVER_BILLED,
  transitionError,
  type AdminAction,
  type ReviewRequestChoice,
  type Session,
} from '@ped/domain';
import type { HydratedDocument } from 'mongoose';
import type { Order } from '../../models/order';
import { conflict, HttpError } from '../../lib/http-errors';
import { findOrderToEdit } from './find-order';
import { markOrderPaid } from './mark-paid';
import { ADMIN_FOLLOW_UP, ORDER_INVOICE, ORDER_JOB, type OrderConsequence } from './outbox';
import { transitionOrder } from './transition';
import { actorOf } from './history';
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
  const sendMail = body.send_mail ?? ADMIN_ACTIONS[action].sendMailDefault;
  const consequences: OrderConsequence[] = [{ kind: ADMIN_FOLLOW_UP, data: { action, sendMail } }];
  if (reviewAt)
    consequences.push({
      kind: ORDER_JOB,
      data: {
        name: REVIEW_REQUEST_JOB,
        runAt: reviewAt.toISOString(),
        data: { orderid: order.orderid },
      },
    });
  // a manual payment (bank transfer, cheque) is recorded and invoiced as a card payment
  const payment = { ref: `manuel:${by}`, at: now, by };
  const updated =
    action === 'paid'
      ? await markOrderPaid(app, order, payment, {
          ifState: from,
          consequences: [
            { kind: ORDER_INVOICE, data: { ...payment, at: now.toISOString() } },
            ...consequences,
          ],
        })
      : await transitionOrder(app, {
          order,
          steps: [{ action, to: next! }],
          by,
          set: reviewAt ? { review_request_at: reviewAt } : {},
          consequences,
        });
  // another admin changed the order meanwhile: refuse rather than apply over their action
  if (!updated) throw conflict('La commande vient d’être modifiée par ailleurs, rechargez-la');

  const done =
    action === 'paid'
      ? 'Paiement enregistré'
      : `Commande ${updated.orderid} : « ${ORDER_STATE_LABELS[updated.state]} »`;
  return { order: updated, message: `${done}${sendMail ? ', e-mail envoyé au client' : ''}` };
}
