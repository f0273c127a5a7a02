import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { isSelfDeclared, isValidEmail, sellerNames, type OrderForm } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { orderPaidMail } from '../../mail/order-paid';
import { documentForNotaryMail } from '../../mail/notary-space';
import { crashPoint } from '../../lib/crash-point';
import { SYSTEM_ACTOR } from '../orders/history';
import { transitionOrder } from '../orders/transition';
import { orderInvoiceUrl, orderPageUrl } from '../orders/links';
import { refundPayment } from './refund-payment';
import { issueOrderInvoice, markOrderPaid } from '../orders/mark-paid';

const orderIdOf = (session: Stripe.Checkout.Session) => session.metadata?.orderid ?? null;

/** The amount (cents) the order expects from this session; null for a session it never opened. */
const expectedAmount = (order: Order, sessionId: string) =>
  order.checkout_sessions?.find((opened) => opened.id === sessionId)?.amount ?? null;

/**
 * A paid Checkout session pays its order. The steps run in an order that survives a crash
 * between any two of them (ADR 072, api/test/billing/payment-crash.test.ts): the event
 * stays to apply until they all ran, so Stripe's retry runs them again; the invoice is
 * idempotent, the document is rewritten the same, each e-mail is a job stored once per
 * order before it is sent, and the order is marked paid last, which is what stops the
 * steps from running again. A Libre order (self-declared, ADR 040) has nothing for staff to
 * do: its document is generated from the seller's figures here, sent with the
 * confirmation, and the order is finished at once.
 *
 * One charge per order: a payment for a session the order did not open, at another amount
 * than the session's, or after another payment claimed the order, is refunded and staff
 * are told (refund-payment.ts).
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
  const paymentRef =
    typeof session.payment_intent === 'string' ? session.payment_intent : session.id;
  const expected = expectedAmount(order, session.id);
  if (expected === null) return refundPayment(app, order, session, 'unknown-session');
  if (session.amount_total !== expected)
    return refundPayment(app, order, session, 'amount', expected);

  const claimed = await orders
    .findOneAndUpdate(
      { orderid, paid: null, $or: [{ payment_ref: null }, { payment_ref: paymentRef }] },
      { $set: { payment_ref: paymentRef } },
      { new: true },
    )
    .lean<Order>();
  if (!claimed) {
    const current = await orders.findOne({ orderid }).lean<Order>();
    // the same payment told twice (completed, then async succeeded) is no second charge
    if (current?.payment_ref !== paymentRef)
      await refundPayment(app, current ?? order, session, 'duplicate');
    return;
  }

  crashPoint('payment:claimed');
  const payment = { ref: paymentRef, at: paidAt, by: SYSTEM_ACTOR };
  await issueOrderInvoice(app, claimed, payment);
  crashPoint('payment:invoiced');
  const selfDeclared = isSelfDeclared(claimed.payload?.offer) && app.hasDecorator('documents');
  if (selfDeclared)
    await app.documents.finalize(claimed, {
      by: null,
      mode: 'seller-declaration',
      now: paidAt,
    });

  await app.mailQueue.sendOnce(`order-paid:${orderid}`, {
    to: claimed.account,
    ...orderPaidMail({
      orderid,
      stored: (claimed.stored ?? {}) as Partial<OrderForm>,
      offer: claimed.payload?.offer ?? null,
      amountCents: expected,
      paidAt,
      followUrl: orderPageUrl(app, orderid),
      invoiceUrl: app.hasDecorator('documents') ? orderInvoiceUrl(app, orderid) : null,
      documentUrl: selfDeclared ? app.documents.documentLink(claimed) : null,
    }),
  });
  // a specimen is never sent to the notary named in a test order
  if (selfDeclared && !claimed.test) await sendToNamedNotary(app, claimed);
  crashPoint('payment:mailed');

  await markOrderPaid(app, claimed, payment, { finished: selfDeclared });
  crashPoint('payment:marked');
}

/** The notary the seller named in the « Notaire » step receives the Libre document's link. */
async function sendToNamedNotary(app: FastifyInstance, order: Order) {
  const form = (order.stored ?? {}) as Partial<OrderForm>;
  const email = form.notary?.email?.trim() ?? '';
  if (!isValidEmail(email)) return;
  await app.mailQueue.sendOnce(`libre-notary:${order.orderid}`, {
    to: email,
    ...documentForNotaryMail({
      orderid: order.orderid,
      sellers: sellerNames(form.owners),
      documentUrl: app.documents.documentLink(order),
    }),
  });
}

/** The order's open session given up (expired) sends the order back to its draft, untouched. */
async function releaseOrder(app: FastifyInstance, session: Stripe.Checkout.Session) {
  const orderid = orderIdOf(session);
  if (session.mode !== 'payment' || !orderid) return;
  const orders = orderModel(app.mongoose.connection);
  const order = await orders
    .findOne({ orderid, paid: null, state: 'awaiting-payment' })
    .lean<Order>();
  if (!order) return;
  // an earlier session expired because a newer one was opened: the order still waits for that one
  const latest = order.checkout_sessions?.at(-1)?.id;
  if (latest && latest !== session.id) return;
  await transitionOrder(app, {
    order,
    steps: [{ action: 'checkout-expired', to: 'in-progress' }],
    by: SYSTEM_ACTOR,
    where: { paid: null },
    set: { pending: false },
  });
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
