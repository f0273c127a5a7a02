import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import Stripe from 'stripe';
import { DRAFT_STATES } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import type { Invoice } from '../../models/invoice';
import type { Organisation } from '../../models/organisation';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { organisationCustomer } from './organisation-customer';
import { totalOfOrder } from './order-pricing';
import { SYSTEM_ACTOR } from '../orders/history';
import { issueOrderInvoice, markOrderPaid } from '../orders/mark-paid';

export const INTERMEDIARY_PURPOSE = 'intermediary';

/**
 * Records one paid PaymentIntent covering several orders of an organisation: each order
 * gets its invoice (idempotent), then is marked paid (conditional on not being paid yet).
 * The route calls it when Stripe answers; the `payment_intent.succeeded` webhook calls it
 * again, which completes the work if the route stopped half-way and changes nothing otherwise.
 */
export async function recordIntermediaryPayment(
  app: FastifyInstance,
  orderids: string[],
  paymentRef: string,
  paidAt: Date,
): Promise<Invoice[]> {
  const Orders = orderModel(app.mongoose.connection);
  const payment = { ref: paymentRef, at: paidAt, by: SYSTEM_ACTOR };
  const invoices: Invoice[] = [];
  for (const orderid of orderids) {
    const order = await Orders.findOne({ orderid }).lean<Order>();
    if (!order) continue;
    const invoice = await issueOrderInvoice(app, order, payment);
    if (!invoice) continue;
    invoices.push(invoice);
    await markOrderPaid(app, order, payment);
  }
  return invoices;
}

export interface SavedCardPayment {
  organisation: HydratedDocument<Organisation>;
  /** e-mail of who pays: receipt, and the Stripe customer's e-mail when it is created */
  payer: string;
  orderids: string[];
  paymentMethod: string;
  /** Stripe idempotency key: the same key never charges twice (monthly billing's retries) */
  idempotencyKey?: string;
  /**
   * The API's card payment (ADR 049): an order confirmed for card payment ('awaiting-payment',
   * no checkout page open) is paid at once, which confirms it.
   */
  acceptAwaitingPayment?: boolean;
}

export interface SavedCardPaymentResult {
  orders: string[];
  /** the PaymentIntent */
  paymentRef: string;
  /** centimes TTC */
  amount: number;
  invoices: Invoice[];
}

/**
 * What outstanding orders of an organisation cost, TTC, priced for business at the date of
 * each order (@ped/domain); 409 for an order that cannot be paid online.
 */
export function amountDue(orders: Array<Pick<Order, 'orderid' | 'payload' | 'created'>>): {
  amount: number;
  byOrder: Array<{ orderid: string; amount: number }>;
} {
  const byOrder = orders.map((order) => {
    const total = totalOfOrder(order, 'business', order.created);
    if (!total) throw conflict(`La commande ${order.orderid} ne peut pas être réglée en ligne`);
    return { orderid: order.orderid, amount: total.ttcCents };
  });
  return { amount: byOrder.reduce((sum, line) => sum + line.amount, 0), byOrder };
}

export const CARD_DECLINED = 'Paiement refusé par la banque : essayez avec une autre carte';

/**
 * Pays outstanding orders of an organisation with one of its saved cards, in one
 * PaymentIntent charged off session: the orders must be the organisation's, owed and unpaid,
 * the amount comes from @ped/domain. Each order is then marked paid with its invoice. A
 * refusal by the bank is a 402 HttpError and nothing is recorded.
 */
export async function payOrdersWithSavedCard(
  app: FastifyInstance,
  {
    organisation,
    payer,
    orderids,
    paymentMethod,
    idempotencyKey,
    acceptAwaitingPayment = false,
  }: SavedCardPayment,
): Promise<SavedCardPaymentResult> {
  const orders = await orderModel(app.mongoose.connection)
    .find({ orderid: { $in: orderids }, organisation: organisation._id })
    .lean<Order[]>();
  const missing = orderids.find((id) => !orders.some((o) => o.orderid === id));
  if (missing) throw notFound(`Commande introuvable : ${missing}`);
  const paid = orders.find((o) => o.paid);
  if (paid) throw conflict(`La commande ${paid.orderid} est déjà réglée`);
  const draft = orders.find(
    (o) =>
      DRAFT_STATES.includes(o.state) && !(acceptAwaitingPayment && o.state === 'awaiting-payment'),
  );
  if (draft) throw conflict(`La commande ${draft.orderid} n’est pas encore à régler`);

  const { amount } = amountDue(orders);
  const customer = await organisationCustomer(app, organisation);
  const ids = orders.map((o) => o.orderid);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await app.payments.stripe.paymentIntents.create(
      {
        amount,
        currency: 'eur',
        customer,
        payment_method: paymentMethod,
        confirm: true,
        off_session: true,
        receipt_email: payer,
        description: `Règlement des commandes ${ids.join(', ')}`,
        metadata: {
          purpose: INTERMEDIARY_PURPOSE,
          organisation: String(organisation._id),
          orders: ids.join(','),
        },
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) throw new HttpError(402, CARD_DECLINED);
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.param?.includes('payment_method')
    )
      throw notFound('Carte introuvable : choisissez une carte enregistrée');
    throw error;
  }
  if (intent.status !== 'succeeded')
    throw new HttpError(402, 'Le paiement n’a pas abouti : aucune commande n’a été débitée');

  const invoices = await recordIntermediaryPayment(app, ids, intent.id, new Date());
  return { orders: ids, paymentRef: intent.id, amount, invoices };
}

export function registerIntermediaryPaymentEvents(app: FastifyInstance) {
  app.payments.onEvent('payment_intent.succeeded', async (event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    if (intent.metadata?.purpose !== INTERMEDIARY_PURPOSE || !intent.metadata.orders) return;
    await recordIntermediaryPayment(
      app,
      intent.metadata.orders.split(','),
      intent.id,
      new Date(event.created * 1000),
    );
  });
}
