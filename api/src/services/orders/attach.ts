import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { accountModel } from '../../models/account';
import { orderModel, type Order } from '../../models/order';
import { hashToken, newToken } from '../../lib/tokens';
import { orderAttachMail } from '../../mail/order-attach';
import { orderPageUrl } from './links';

/**
 * A new visitor order given the e-mail of an existing account: kept out of that account
 * until its holder confirms (issue 16, finding 5: a visitor could plant orders, with its
 * own comment and ready to be paid, in anyone's list). Returns the token of the link to
 * mail, or null when no account has that e-mail.
 */
export async function holdForConfirmation(
  app: FastifyInstance,
  order: HydratedDocument<Order>,
): Promise<string | null> {
  if (!(await accountModel(app.mongoose.connection).exists({ email: order.account }))) return null;
  const { token, hash } = newToken();
  order.attach_pending = true;
  order.set('attach_token_hash', hash);
  return token;
}

/** Mails the account holder the confirmation link (to the order's page, in the ordering remote). */
export async function sendAttachRequest(
  app: FastifyInstance,
  order: { orderid: string; account: string },
  token: string,
): Promise<void> {
  const url = `${orderPageUrl(app, order.orderid)}?account=${encodeURIComponent(order.account)}&rattacher=${token}`;
  await app.mailQueue.send({ to: order.account, ...orderAttachMail(order.orderid, url) });
}

/** The holder's confirmation: the order joins the account. Null for an unknown or used token. */
export async function confirmAttach(app: FastifyInstance, token: string) {
  return orderModel(app.mongoose.connection)
    .findOneAndUpdate(
      { attach_token_hash: hashToken(token), attach_pending: true },
      { $set: { attach_pending: false, attach_token_hash: null } },
      { new: true },
    )
    .lean();
}
