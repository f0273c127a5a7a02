import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { formatCents } from '@ped/domain';
import { paymentRefundedMail } from '../../mail/orders';
import { orderModel, type Order } from '../../models/order';
import { historyEntry, SYSTEM_ACTOR } from '../orders/history';
import { orderPageUrl } from '../orders/links';

export type RefundCause = 'duplicate' | 'amount' | 'unknown-session';

function causeText(cause: RefundCause, paid: number, expected?: number): string {
  switch (cause) {
    case 'duplicate':
      return 'Second paiement pour une commande déjà réglée (deux onglets ou deux clics)';
    case 'amount':
      return `Montant payé de ${formatCents(paid)} au lieu de ${formatCents(expected ?? 0)} attendus pour cette session de paiement`;
    case 'unknown-session':
      return 'Paiement par une session que la commande n’a pas ouverte';
  }
}

/** A refund already made (the same payment told twice) is no failure. */
const alreadyRefunded = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded';

/**
 * Gives a payment the order must not keep back through the payments adapter (idempotent per
 * payment), writes it in the order's history and tells staff; the order itself is untouched.
 */
export async function refundPayment(
  app: FastifyInstance,
  order: Order,
  session: Stripe.Checkout.Session,
  cause: RefundCause,
  expected?: number,
): Promise<void> {
  const paid = session.amount_total ?? 0;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : null;
  let refunded = false;
  if (intent) {
    try {
      await app.payments.stripe.refunds.create(
        { payment_intent: intent, metadata: { orderid: order.orderid, cause } },
        { idempotencyKey: `refund-${intent}` },
      );
      refunded = true;
    } catch (error) {
      if (!alreadyRefunded(error)) throw error;
      return;
    }
  }
  const reason = causeText(cause, paid, expected);
  app.log.warn({ orderid: order.orderid, session: session.id, cause, refunded }, reason);
  await orderModel(app.mongoose.connection).updateOne(
    { orderid: order.orderid },
    {
      $push: {
        history: {
          ...historyEntry(SYSTEM_ACTOR, 'payment-refunded', order.state, order.state),
          detail: `${formatCents(paid)} : ${reason}${refunded ? '' : ' (remboursement à faire à la main)'}`,
        },
      },
    },
  );
  await app.mailer.send({
    to: app.config.STAFF_EMAIL,
    ...paymentRefundedMail({
      orderid: order.orderid,
      amount: formatCents(paid),
      reason,
      refunded,
      url: orderPageUrl(app, order.orderid),
    }),
  });
}
