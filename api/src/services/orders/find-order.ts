import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { normaliseEmail, type Session } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { HttpError, notFound } from '../../lib/http-errors';
import { checkDocumentLink } from '../pre-etat-date/document-link';
import { canAccessOrder, ORDER_NOT_FOUND } from './access';

/** Order ids are typed by people in either case; they are stored upper-case. */
export const orderIdKey = (orderid: string) => orderid.trim().toUpperCase();

/**
 * Who asks for an order (docs/decisions/010-order-access.md):
 * - `admin`: a route already guarded by requireAdmin;
 * - `reader`: anyone — the order's owner, its organisation, an admin, or a visitor giving
 *   the order's e-mail.
 * In both, `account` names the order's customer when given and must be it: the admin panel
 * always sends it, so a mistyped id never reaches another customer's order.
 */
export type OrderAccess =
  { as: 'admin'; account?: string } | { as: 'reader'; session: Session | null; account?: string };

function mayReach(order: Order, access: OrderAccess): boolean {
  if (access.account && normaliseEmail(access.account) !== order.account) return false;
  return access.as === 'admin' || canAccessOrder(access.session, order, access.account);
}

/**
 * The order as the caller may read it. Every refusal is the same 404 as an unknown id,
 * so ids cannot be probed.
 */
export async function findOrder(
  app: FastifyInstance,
  orderid: string,
  access: OrderAccess,
): Promise<Order> {
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid: orderIdKey(orderid) })
    .lean<Order>();
  if (!order || !mayReach(order, access)) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The same order as a mongoose document, for the routes that change and save it. */
export async function findOrderToEdit(
  app: FastifyInstance,
  orderid: string,
  access: OrderAccess,
): Promise<HydratedDocument<Order>> {
  const order = await orderModel(app.mongoose.connection).findOne({
    orderid: orderIdKey(orderid),
  });
  if (!order || !mayReach(order, access)) throw notFound(ORDER_NOT_FOUND);
  return order;
}

export const DOCUMENT_LINK_EXPIRED =
  'Ce lien de téléchargement a expiré : retrouvez votre pré-état daté sur la page de votre commande, avec l’adresse e-mail de la commande.';

/**
 * The order a signed document link names (the 'Terminer' e-mail): the link is the only
 * credential. A forged link or one made for another order is the same 404; an expired one
 * says so (its signature proves we sent it, so nothing leaks).
 */
export async function findOrderByLink(
  app: FastifyInstance,
  orderid: string,
  token: string,
): Promise<Order> {
  const id = orderIdKey(orderid);
  const link = checkDocumentLink(token, app.config.JWT_SECRET);
  if (link.status === 'invalid' || link.orderid !== id) throw notFound(ORDER_NOT_FOUND);
  if (link.status === 'expired') throw new HttpError(410, DOCUMENT_LINK_EXPIRED);
  const order = await orderModel(app.mongoose.connection).findOne({ orderid: id }).lean<Order>();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order whose file is asked for: by the signed link of an e-mail, else as a reader. */
export function findOrderForFile(
  app: FastifyInstance,
  session: Session | null,
  orderid: string,
  query: { account?: string; token?: string },
): Promise<Order> {
  return query.token
    ? findOrderByLink(app, orderid, query.token)
    : findOrder(app, orderid, { as: 'reader', session, account: query.account });
}
