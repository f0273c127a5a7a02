import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isOfferCode, isOrderOption, stateAfterAction, type OrderForm } from '@ped/domain';
import { orderModel, type Order } from '../models/order';
import type { Invoice } from '../models/invoice';
import { lotCount } from './order-pricing';

export const INTERMEDIARY_PURPOSE = 'intermediary';

/**
 * Records one paid PaymentIntent covering several orders of an organisation: each order
 * gets its invoice (idempotent), then is marked paid (conditional on not being paid yet).
 * The route calls it when Stripe answers; the `payment_intent.succeeded` webhook calls it
 * again, which completes the work if the route stopped half-way and changes nothing otherwise.
 */
export async function recordIntermediaryPayment(app: FastifyInstance, orderids: string[], paymentRef: string, paidAt: Date): Promise<Invoice[]> {
  const Orders = orderModel(app.mongoose.connection);
  const invoices: Invoice[] = [];
  for (const orderid of orderids) {
    const order = await Orders.findOne({ orderid }).lean<Order>();
    const offer = order?.payload?.offer;
    if (!order || !isOfferCode(offer)) continue;
    const stored = (order.stored ?? {}) as Partial<OrderForm>;
    invoices.push(
      await app.invoices.issueForOrder(
        {
          orderid,
          account: order.account,
          created: order.created,
          payload: { offer, options: (order.payload?.options ?? []).filter(isOrderOption), lots: lotCount(stored.lots ?? order.payload?.lots), invoice: stored.invoice ?? null },
        },
        { paymentRef, paidAt },
      ),
    );
    const to = stateAfterAction('paid', order.state) ?? order.state;
    await Orders.updateOne(
      { orderid, paid: null },
      {
        $set: { paid: paidAt, pending: false, state: to, updated: new Date() },
        $push: { history: { at: new Date(), by: 'système', action: 'paid', from: order.state, to } },
      },
    );
  }
  return invoices;
}

export function registerIntermediaryPaymentEvents(app: FastifyInstance) {
  app.payments.onEvent('payment_intent.succeeded', async (event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    if (intent.metadata?.purpose !== INTERMEDIARY_PURPOSE || !intent.metadata.orders) return;
    await recordIntermediaryPayment(app, intent.metadata.orders.split(','), intent.id, new Date(event.created * 1000));
  });
}
