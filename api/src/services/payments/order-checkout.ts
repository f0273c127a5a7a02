import type { FastifyInstance } from 'fastify';
import { PAYABLE_STATES, type CustomerType } from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { badRequest, conflict } from '../../lib/http-errors';
import { totalOfOrder } from './order-pricing';
import { historyEntry } from '../orders/history';

export interface CheckoutReturn {
  /** where Checkout sends the browser once paid */
  successUrl: string;
  /** where Checkout sends the browser when the customer gives up */
  cancelUrl: string;
  /**
   * The payer's e-mail that Checkout starts with: the orderer's own, or null when someone
   * else pays (a payment link's payer is the agency's client, not the agency)
   */
  payerEmail: string | null;
}

/**
 * A second tab or a second click must not lead to a second charge: the sessions opened
 * before for this order are expired (those already completed or expired say so, harmless).
 */
async function expireEarlierSessions(app: FastifyInstance, order: Order) {
  for (const { id } of order.checkout_sessions ?? []) {
    const session = await app.payments.stripe.checkout.sessions.retrieve(id).catch(() => null);
    if (session?.status === 'open') await app.payments.stripe.checkout.sessions.expire(id);
  }
}

/**
 * Opens a Stripe Checkout session for an order at the amount @ped/domain computes (never
 * one from the browser) and flags its payment as pending. The webhook, not the
 * browser's return, records the payment (order-payment-events.ts).
 */
export async function createOrderCheckout(
  app: FastifyInstance,
  order: Order,
  customerType: CustomerType,
  urls: CheckoutReturn,
  actor: string,
): Promise<{ url: string; amount: number }> {
  if (order.paid) throw conflict('Cette commande est déjà payée');
  if (!PAYABLE_STATES.includes(order.state))
    throw conflict('Validez le récapitulatif de la commande avant de payer');
  const total = totalOfOrder(order, customerType);
  if (!total)
    throw badRequest('Cette offre ne se règle pas en ligne : appelez-nous pour la commander');

  // Every line is charged tax included; lines included at no cost are not listed.
  const lineItems = total.lines
    .filter((line) => line.ttcCents > 0)
    .map((line) => ({
      quantity: 1,
      price_data: {
        currency: 'eur',
        unit_amount: line.ttcCents,
        product_data: { name: line.label },
      },
    }));

  const session = await app.payments.stripe.checkout.sessions.create({
    mode: 'payment',
    locale: 'fr',
    ...(urls.payerEmail ? { customer_email: urls.payerEmail } : {}),
    client_reference_id: order.orderid,
    metadata: { orderid: order.orderid, account: order.account },
    line_items: lineItems,
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  });
  if (!session.url)
    throw new Error(`Session de paiement sans adresse pour la commande ${order.orderid}`);

  await orderModel(app.mongoose.connection).updateOne(
    { orderid: order.orderid, paid: null },
    {
      $set: { pending: true, updated: new Date() },
      $push: {
        checkout_sessions: { id: session.id, amount: total.ttcCents, created: new Date() },
        history: historyEntry(actor, 'checkout', order.state, order.state),
      },
    },
  );
  // after the new one is recorded: their « expired » events then find it is not the latest
  await expireEarlierSessions(app, order);
  return { url: session.url, amount: total.ttcCents };
}
