import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import {
  canTransition,
  isOfferCode,
  isOrderOption,
  isSelfDeclared,
  stateAfterAction,
  type OrderForm,
} from '@ped/domain';
import { orderModel, type Order } from '../models/order';
import { orderPaidMail } from '../mail/order-paid';
import { historyEntry } from '../services/orders/history';
import { orderInvoiceUrl, orderPageUrl } from '../services/orders/links';
import { lotCount } from './order-pricing';

const orderIdOf = (session: Stripe.Checkout.Session) => session.metadata?.orderid ?? null;

async function issueInvoice(app: FastifyInstance, order: Order, paymentRef: string, paidAt: Date) {
  const offer = order.payload?.offer;
  if (!app.hasDecorator('invoices') || !isOfferCode(offer)) return;
  const stored = (order.stored ?? {}) as Partial<OrderForm>;
  await app.invoices.issueForOrder(
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
    { paymentRef, paidAt },
  );
}

/**
 * A paid Checkout session pays its order. The steps run in an order that survives a crash
 * between them: the webhook event is forgotten when a step throws, so Stripe's retry runs
 * them again; the invoice is idempotent, the document is rewritten the same, and the order
 * is marked paid last, which is what stops the steps from running again. A Libre order
 * (self-declared, ADR 040) has nothing for staff to do: its document is generated from the
 * seller's figures here, sent with the confirmation, and the order is finished at once.
 */
async function recordPayment(app: FastifyInstance, session: Stripe.Checkout.Session, paidAt: Date) {
  const orderid = orderIdOf(session);
  if (session.mode !== 'payment' || session.payment_status !== 'paid' || !orderid) return;
  const orders = orderModel(app.mongoose.connection);
  const order = await orders.findOne({ orderid }).lean<Order>();
  if (!order) {
    app.log.error({ orderid, session: session.id }, 'Paiement reçu pour une commande inconnue');
    return;
  }
  if (order.paid) {
    app.log.warn(
      { orderid, session: session.id },
      'Paiement reçu pour une commande déjà payée : à rembourser',
    );
    return;
  }
  const paymentRef =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
  await issueInvoice(app, order, paymentRef, paidAt);
  const selfDeclared = isSelfDeclared(order.payload?.offer) && app.hasDecorator('documents');
  if (selfDeclared)
    await app.documents.finalize(order, {
      by: null,
      drawnUpBy: null,
      mode: 'seller-declaration',
      now: paidAt,
    });

  const mail = orderPaidMail({
    orderid,
    stored: (order.stored ?? {}) as Partial<OrderForm>,
    offer: order.payload?.offer ?? null,
    amountCents: session.amount_total ?? 0,
    paidAt,
    followUrl: orderPageUrl(app, orderid),
    invoiceUrl: app.hasDecorator('documents') ? orderInvoiceUrl(app, orderid) : null,
    documentUrl: selfDeclared ? app.documents.documentLink(order) : null,
  });
  await app.mailer.send({
    to: order.account,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  });

  const confirmed = stateAfterAction('paid', order.state) ?? order.state;
  const history = [historyEntry('système', 'paid', order.state, confirmed)];
  if (selfDeclared) history.push(historyEntry('système', 'done', confirmed, 'done'));
  await orders.updateOne(
    { orderid, paid: null },
    {
      $set: {
        paid: paidAt,
        pending: false,
        state: selfDeclared ? 'done' : confirmed,
        updated: new Date(),
      },
      $push: { history: { $each: history } },
    },
  );
}

/** A session given up (expired) sends the order back to its draft, untouched. */
async function releaseOrder(app: FastifyInstance, session: Stripe.Checkout.Session) {
  const orderid = orderIdOf(session);
  if (session.mode !== 'payment' || !orderid) return;
  const orders = orderModel(app.mongoose.connection);
  const order = await orders
    .findOne({ orderid, paid: null, state: 'awaiting-payment' })
    .lean<Order>();
  if (!order || !canTransition(order.state, 'in-progress')) return;
  await orders.updateOne(
    { orderid, paid: null, state: 'awaiting-payment' },
    {
      $set: { pending: false, state: 'in-progress', updated: new Date() },
      $push: {
        history: {
          at: new Date(),
          by: 'système',
          action: 'checkout-expired',
          from: order.state,
          to: 'in-progress',
        },
      },
    },
  );
}

export function registerOrderPaymentEvents(app: FastifyInstance) {
  const paidAt = (event: Stripe.Event) => new Date(event.created * 1000);
  app.payments.onEvent('checkout.session.completed', (event) =>
    recordPayment(app, event.data.object as Stripe.Checkout.Session, paidAt(event)),
  );
  app.payments.onEvent('checkout.session.async_payment_succeeded', (event) =>
    recordPayment(app, event.data.object as Stripe.Checkout.Session, paidAt(event)),
  );
  app.payments.onEvent('checkout.session.expired', (event) =>
    releaseOrder(app, event.data.object as Stripe.Checkout.Session),
  );
}
