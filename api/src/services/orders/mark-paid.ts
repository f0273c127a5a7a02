import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import { isOfferCode, isOrderOption, stateAfterAction, type OrderForm } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import type { Invoice } from '../../models/invoice';
import { lotCount } from '../payments/order-pricing';
import { historyEntry } from './history';
import { publishOrderEvent } from '../webhooks/order-events';

/** A payment of an order: its reference (PaymentIntent, session, « manuel:… »), when, who recorded it. */
export interface OrderPayment {
  ref: string;
  at: Date;
  /** the history's actor: an admin's e-mail, or SYSTEM_ACTOR for a webhook */
  by: string;
}

/**
 * The order's invoice for this payment (idempotent: one per order whatever the retries);
 * null when invoicing is not wired (some tests), the order has no offer to invoice, or it is
 * a test order, never invoiced whoever marks it paid (ADR 065).
 */
export async function issueOrderInvoice(
  app: FastifyInstance,
  order: Order,
  payment: OrderPayment,
): Promise<Invoice | null> {
  const offer = order.payload?.offer;
  if (!app.hasDecorator('invoices') || !isOfferCode(offer) || order.test) return null;
  const stored = (order.stored ?? {}) as Partial<OrderForm>;
  return app.invoices.issueForOrder(
    {
      orderid: order.orderid,
      account: order.account,
      created: order.created,
      payload: {
        offer,
        options: (order.payload?.options ?? []).filter(isOrderOption),
        lots: lotCount(stored.lots ?? order.payload?.lots),
        invoice: stored.invoice ?? null,
      },
    },
    { paymentRef: payment.ref, paidAt: payment.at },
  );
}

/**
 * Marks an unpaid order paid, once: `paid`, its reference, the state the « paid » action
 * leads to (then `done` for an order finished with its payment, ADR 040) and the history.
 * `ifState` makes the write conditional on the state the caller read, so that two admins
 * acting at once do not overwrite each other. Null when the order was already paid or has
 * moved meanwhile: nothing is written twice.
 */
export async function markOrderPaid(
  app: FastifyInstance,
  order: Pick<Order, 'orderid' | 'state'>,
  payment: OrderPayment,
  { finished = false, ifState }: { finished?: boolean; ifState?: string } = {},
): Promise<HydratedDocument<Order> | null> {
  const confirmed = stateAfterAction('paid', order.state) ?? order.state;
  const history = [historyEntry(payment.by, 'paid', order.state, confirmed)];
  if (finished) history.push(historyEntry(payment.by, 'done', confirmed, 'done'));
  const updated = await orderModel(app.mongoose.connection).findOneAndUpdate(
    { orderid: order.orderid, paid: null, ...(ifState ? { state: ifState } : {}) },
    {
      $set: {
        paid: payment.at,
        payment_ref: payment.ref,
        pending: false,
        state: finished ? 'done' : confirmed,
        updated: new Date(),
      },
      $push: { history: { $each: history } },
    },
    { new: true },
  );
  if (updated) {
    if (confirmed !== order.state) await publishOrderEvent(app, order.orderid, confirmed);
    if (finished) await publishOrderEvent(app, order.orderid, 'done');
  }
  return updated;
}
