import type { FastifyInstance } from 'fastify';
import { normaliseEmail, type Session } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { HttpError, notFound } from '../../lib/http-errors';
import { checkDocumentLink } from '../../services/pre-etat-date/document-link';
import { canAccessOrder, ORDER_NOT_FOUND } from '../../services/orders/access';
import { ErrorEnvelope, errorResponses } from '../../schemas/envelope';
import { visitorRateLimit } from '../order/schemas';
import { Binary, OrderFileQuery, OrderIdParams } from './schemas';

/** Order ids are typed by people in either case; they are stored upper-case. */
export const orderIdKey = (orderid: string) => orderid.toUpperCase();

/**
 * The order an admin works on: `account`, when given, must be the order's customer (the
 * admin panel always sends it, so a mistyped id never reaches another customer's order).
 */
export async function findOrderForAdmin(
  app: FastifyInstance,
  orderid: string,
  account?: string,
): Promise<Order> {
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid: orderIdKey(orderid) })
    .lean<Order>();
  if (!order || (account && order.account !== normaliseEmail(account)))
    throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * The order as `GET /order/:orderid` opens it (docs/decisions/010-order-access.md): admins
 * (whose `account` must be the order's), its owner and organisation, or a visitor giving
 * the order's e-mail. Every refusal is the same 404, so ids cannot be probed.
 */
export async function findOrderForReader(
  app: FastifyInstance,
  session: Session | null,
  orderid: string,
  account?: string,
): Promise<Order> {
  const order = await orderModel(app.mongoose.connection)
    .findOne({ orderid: orderIdKey(orderid) })
    .lean<Order>();
  if (
    !order ||
    !canAccessOrder(session, order, account) ||
    (account && normaliseEmail(account) !== order.account)
  )
    throw notFound(ORDER_NOT_FOUND);
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
  const link = checkDocumentLink(token, app.config.JWT_SECRET);
  if (link.status === 'invalid' || link.orderid !== orderid) throw notFound(ORDER_NOT_FOUND);
  if (link.status === 'expired') throw new HttpError(410, DOCUMENT_LINK_EXPIRED);
  const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean<Order>();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** Route options of a file of an order its customer downloads (the document, the invoice). */
export function orderFileRoute(app: FastifyInstance, tag: string, summary: string) {
  return {
    preHandler: app.identify,
    config: visitorRateLimit,
    schema: {
      tags: [tag],
      summary: `${summary} : client, organisation, administrateurs, visiteur avec l’e-mail de la commande ou lien signé`,
      params: OrderIdParams,
      querystring: OrderFileQuery,
      response: { 200: Binary, ...errorResponses(400, 404, 429), 410: ErrorEnvelope },
    },
  };
}

/** The order whose file is asked for: by the signed link of an e-mail, else as a reader. */
export function findOrderForFile(
  app: FastifyInstance,
  session: Session | null,
  orderid: string,
  query: { account?: string; token?: string },
): Promise<Order> {
  const id = orderIdKey(orderid);
  return query.token
    ? findOrderByLink(app, id, query.token)
    : findOrderForReader(app, session, id, query.account);
}
