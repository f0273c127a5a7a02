import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import {
  isOfferCode,
  isOrderOption,
  lotCount,
  stateAfterAction,
  type OrderForm,
  type OrderState,
} from '@ped/domain';
import type { Order } from '../../models/order';
import type { Invoice } from '../../models/invoice';
import type { OrderConsequence } from './outbox';
import { transitionOrder, type OrderStep } from './transition';

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
 * leads to (then `done` for an order finished with its payment, ADR 040) and the history,
 * through the one writer of states (transition.ts). `ifState` makes the write conditional
 * on the state the caller read, so that two admins acting at once do not overwrite each
 * other. Null when the order was already paid or has moved meanwhile: nothing is written
 * twice.
 */
export async function markOrderPaid(
  app: FastifyInstance,
  order: Pick<Order, 'orderid' | 'state'>,
  payment: OrderPayment,
  {
    finished = false,
    ifState,
    consequences = [],
  }: { finished?: boolean; ifState?: string; consequences?: OrderConsequence[] } = {},
): Promise<HydratedDocument<Order> | null> {
  const from = order.state as OrderState;
  if (ifState && ifState !== from) return null;
  const confirmed = stateAfterAction('paid', from) ?? from;
  const steps: OrderStep[] = confirmed === from ? [] : [{ action: 'paid', to: confirmed }];
  if (finished) steps.push({ action: 'done', to: 'done', automatic: true });
  return transitionOrder(app, {
    order: { orderid: order.orderid, state: from },
    steps,
    // an order whose state the payment leaves as it is still records it
    facts: confirmed === from ? ['paid'] : [],
    by: payment.by,
    where: { paid: null },
    set: { paid: payment.at, payment_ref: payment.ref, pending: false },
    consequences,
  });
}
