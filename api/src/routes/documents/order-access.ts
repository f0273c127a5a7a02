import type { FastifyInstance } from 'fastify';
import type { Session } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors';

export const ORDER_NOT_FOUND = 'Commande introuvable';

/**
 * The order an admin works on: `account`, when given, must be the order's customer (the
 * admin panel always sends it, so a mistyped id never reaches another customer's order).
 */
export async function findOrderForAdmin(app: FastifyInstance, orderid: string, account?: string): Promise<Order> {
  const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean<Order>();
  if (!order || (account && order.account !== account.trim().toLowerCase())) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** The order's customer, a member of the organisation that ordered it, or an admin. */
export async function findOrderForCaller(app: FastifyInstance, session: Session | null, orderid: string, account?: string): Promise<Order> {
  if (!session) throw unauthorized();
  if (session.is_admin) return findOrderForAdmin(app, orderid, account);
  const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean<Order>();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const own = order.account === session.account.toLowerCase();
  const organisation = Boolean(order.organisation && session.organisation && String(order.organisation) === session.organisation.id);
  if (!own && !organisation) throw forbidden('Cette commande ne vous appartient pas');
  return order;
}
