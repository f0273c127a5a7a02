import type { FastifyInstance } from 'fastify';
import { canTransition, type CustomerType } from '@ped/domain';
import { orderModel, type Order } from '../models/order';
import { badRequest, conflict } from '../lib/http-errors';
import { missingBeforePayment, totalOfOrder } from './order-pricing';

export interface CheckoutReturn {
  /** where Checkout sends the browser once paid */
  successUrl: string;
  /** where Checkout sends the browser when the customer gives up */
  cancelUrl: string;
}

/**
 * Opens a Stripe Checkout session for an order at the amount @ped/domain computes (never
 * one from the browser) and marks the order as awaiting its payment. The webhook, not the
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
  const missing = missingBeforePayment(order);
  if (Object.keys(missing).length > 0) throw badRequest('La commande est incomplète : complétez-la avant de payer', { errors: missing });
  const total = totalOfOrder(order, customerType);
  if (!total) throw badRequest('Cette offre ne se règle pas en ligne : appelez-nous pour la commander');

  // Every line is charged tax included; lines included at no cost are not listed.
  const lineItems = total.lines
    .filter((line) => line.ttcCents > 0)
    .map((line) => ({ quantity: 1, price_data: { currency: 'eur', unit_amount: line.ttcCents, product_data: { name: line.label } } }));

  const session = await app.payments.stripe.checkout.sessions.create({
    mode: 'payment',
    locale: 'fr',
    customer_email: order.account,
    client_reference_id: order.orderid,
    metadata: { orderid: order.orderid, account: order.account },
    line_items: lineItems,
    success_url: urls.successUrl,
    cancel_url: urls.cancelUrl,
  });
  if (!session.url) throw new Error(`Session de paiement sans adresse pour la commande ${order.orderid}`);

  const to = canTransition(order.state, 'awaiting-payment') ? 'awaiting-payment' : order.state;
  await orderModel(app.mongoose.connection).updateOne(
    { orderid: order.orderid, paid: null },
    {
      $set: { pending: true, state: to, updated: new Date() },
      $push: { history: { at: new Date(), by: actor, action: 'checkout', from: order.state, to } },
    },
  );
  return { url: session.url, amount: total.ttcCents };
}
