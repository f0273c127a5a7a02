import type { FastifyInstance } from 'fastify';
import { SHARE_ROLE_LABELS, type NotaryAnswerKind, type ShareRole } from '@ped/domain';
import type { HydratedDocument } from 'mongoose';
import { orderModel, type Order } from '../../models/order';
import type { OrderShare } from '../../models/order-share';
import { conflict } from '../../lib/http-errors';
import { conformMail, correctionRequestedMail } from '../../mail/notary-space';
import { orderPageUrl } from '../orders/links';
import { historyEntry } from '../orders/history';
import { latestVersion } from '../pre-etat-date/versions';
import { reopenOrder } from './reopen-order';
import { mailStaff } from '../orders/staff-visibility';

export const NOT_DELIVERED_YET =
  'Le pré-état daté n’est pas encore livré : vous pourrez répondre dès sa livraison.';
export const CORRECTION_UNDER_WAY =
  'Une correction est déjà en cours : la nouvelle version vous sera envoyée dès qu’elle sera prête.';

/** How the seller and staff read who answered: « Maître Durand (notaire du vendeur) ». */
const requesterOf = (share: OrderShare) =>
  `${share.name || share.email} (${SHARE_ROLE_LABELS[share.role as ShareRole].toLowerCase()})`;

/**
 * The recipient's answer on the delivered version. « Document conforme » is recorded and
 * told to the seller; « Demander une correction » reopens the order (need-refresh) and tells
 * the seller and staff.
 */
export async function answerShare(
  app: FastifyInstance,
  share: HydratedDocument<OrderShare>,
  order: Order,
  answer: { kind: NotaryAnswerKind; reason: string; upload_id: string | null },
): Promise<Order> {
  if (order.state === 'need-refresh' && answer.kind === 'correction')
    throw conflict(CORRECTION_UNDER_WAY);
  if (order.state !== 'done' && order.state !== 'need-refresh') throw conflict(NOT_DELIVERED_YET);
  const requester = requesterOf(share);
  const at = new Date();
  const version = await latestVersion(app.mongoose.connection, order);
  share.answers.push({ at, version, ...answer });
  await share.save();

  if (answer.kind === 'conform') {
    const updated = await orderModel(app.mongoose.connection)
      .findOneAndUpdate(
        { orderid: order.orderid },
        { $push: { history: historyEntry(share.email, 'conform', null, null) } },
        { new: true },
      )
      .lean<Order>();
    await app.mailer.send({
      to: order.account,
      ...conformMail({ orderid: order.orderid, requester, url: orderPageUrl(app, order.orderid) }),
    });
    return updated ?? order;
  }

  const updated = await reopenOrder(app, order.orderid, {
    kind: 'correction',
    by: share.email,
    reason: answer.reason,
    upload_id: answer.upload_id,
  });
  const mail = (forStaff: boolean) =>
    correctionRequestedMail({
      orderid: order.orderid,
      requester,
      reason: answer.reason,
      url: orderPageUrl(app, order.orderid),
      forStaff,
    });
  await app.mailer.send({ to: order.account, ...mail(false) });
  await mailStaff(app, order, mail(true));
  return updated;
}
