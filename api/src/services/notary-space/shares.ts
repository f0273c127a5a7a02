import type { FastifyInstance } from 'fastify';
import {
  DEED_DAY_PAST,
  isDeedDayPast,
  SHARE_EXPIRED,
  SHARE_REVOKED,
  SHARE_UNKNOWN,
  shareExpiry,
  shareStatus,
  type ShareRole,
} from '@ped/domain';
import type { HydratedDocument } from 'mongoose';
import { orderModel, type Order } from '../../models/order';
import { orderShareModel, type OrderShare } from '../../models/order-share';
import { badRequest, HttpError, notFound } from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';

export interface NewShare {
  role: ShareRole;
  name: string;
  email: string;
}

/**
 * A new link to the order's space. The token leaves only in the e-mail to the recipient;
 * only its hash is kept. The deed date the seller gave for the order bounds the link.
 */
export async function createShare(
  app: FastifyInstance,
  order: Pick<Order, 'orderid' | 'deed_day'>,
  recipient: NewShare,
  by: string,
): Promise<{ share: HydratedDocument<OrderShare>; token: string }> {
  const deedDay = order.deed_day ?? null;
  const created = new Date();
  const { token, hash } = newToken();
  const share = await orderShareModel(app.mongoose.connection).create({
    orderid: order.orderid,
    token_hash: hash,
    ...recipient,
    created,
    created_by: by,
    deed_day: deedDay,
    expires: shareExpiry(created, deedDay),
  });
  return { share, token };
}

/**
 * The share and order a token opens. An unknown token is a 404 (nothing to say about it);
 * a revoked or expired one a 410 saying so, since only its holder can present it.
 */
export async function openShare(
  app: FastifyInstance,
  token: string,
): Promise<{ share: HydratedDocument<OrderShare>; order: Order }> {
  const share = await orderShareModel(app.mongoose.connection).findOne({
    token_hash: hashToken(token),
  });
  if (!share) throw notFound(SHARE_UNKNOWN);
  const status = shareStatus(share, new Date());
  if (status === 'revoked') throw new HttpError(410, SHARE_REVOKED);
  if (status === 'expired') throw new HttpError(410, SHARE_EXPIRED);
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid: share.orderid })
    .lean<Order>();
  if (!order) throw notFound(SHARE_UNKNOWN);
  return { share, order };
}

export const SHARE_NOT_FOUND = 'Partage introuvable';

/** The seller revokes one of its order's links; revoking twice changes nothing. */
export async function revokeShare(
  app: FastifyInstance,
  orderid: string,
  shareId: string,
): Promise<HydratedDocument<OrderShare>> {
  const share = await orderShareModel(app.mongoose.connection).findOne({
    _id: shareId,
    orderid,
  });
  if (!share) throw notFound(SHARE_NOT_FOUND);
  if (!share.revoked) {
    share.revoked = new Date();
    await share.save();
  }
  return share;
}

/**
 * The deed date (the seller's, or the notary's signing day) bounds every link of the order,
 * existing and future; a day already over is refused, it would end every link at once.
 */
export async function setDeedDay(
  app: FastifyInstance,
  orderid: string,
  deedDay: string | null,
  now = new Date(),
): Promise<void> {
  if (deedDay && isDeedDayPast(deedDay, now)) throw badRequest(DEED_DAY_PAST);
  await orderModel(app.mongoose.connection).updateOne({ orderid }, { $set: { deed_day: deedDay } });
  const shares = await orderShareModel(app.mongoose.connection).find({ orderid });
  await Promise.all(
    shares.map((share) => {
      share.deed_day = deedDay;
      share.expires = shareExpiry(share.created, deedDay);
      return share.save();
    }),
  );
}

export const listShares = (app: FastifyInstance, orderid: string) =>
  orderShareModel(app.mongoose.connection).find({ orderid }).sort({ created: 1 }).lean();
