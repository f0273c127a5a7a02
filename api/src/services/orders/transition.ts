import type { FastifyInstance } from 'fastify';
import type { HydratedDocument } from 'mongoose';
import {
  canTransition,
  canTransitionAutomatically,
  orderStateEvent,
  type OrderState,
} from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { crashPoint } from '../../lib/crash-point';
import { historyEntry } from './history';
import { outboxEntries, type OrderConsequence } from './outbox';

/** One move along @ped/domain's state machine, as the history records it. */
export interface OrderStep {
  action: string;
  to: OrderState;
  /** a move only the platform makes (AUTOMATIC_TRANSITIONS of @ped/domain) */
  automatic?: boolean;
}

export interface OrderTransition {
  /** the order as the caller read it: the write happens only if it is still in `state` */
  order: Pick<Order, 'orderid' | 'state'>;
  /** one move, or several in a row (paid then done for a Libre order); none to record a fact alone */
  steps: OrderStep[];
  /** the history's actor */
  by: string;
  /** what the order must still be besides its state (`paid: null`…) */
  where?: Record<string, unknown>;
  /** fields written in the same update */
  set?: Record<string, unknown>;
  /** history lines that are no move (« paid » on an order whose state stays) */
  facts?: string[];
  /** what must follow, besides the webhook of each state entered (added here) */
  consequences?: OrderConsequence[];
}

export const ORDER_STATE_EVENT = 'order-state';

/**
 * THE writer of an order's state (ADR 075; the ESLint rule order-state-writer keeps it so).
 * Each step is checked against @ped/domain's state machine; the new state, its history and
 * the consequences to carry out (the webhook of each state entered, and the caller's) are
 * written in one update, conditional on the state the caller read, then carried out at
 * once. Null when the order moved meanwhile: nothing was written.
 */
export async function transitionOrder(
  app: FastifyInstance,
  transition: OrderTransition,
): Promise<HydratedDocument<Order> | null> {
  const { order, steps, by, where = {}, set = {}, facts = [], consequences = [] } = transition;
  const now = new Date();
  const history = facts.map((action) => historyEntry(by, action, order.state, order.state));
  let state = order.state as OrderState;
  const entered: OrderConsequence[] = [];
  for (const step of steps) {
    const allowed = step.automatic ? canTransitionAutomatically : canTransition;
    if (!allowed(state, step.to))
      throw new Error(`Transition refusée par la machine à états : ${state} → ${step.to}`);
    history.push(historyEntry(by, step.action, state, step.to));
    state = step.to;
    if (orderStateEvent(state)) entered.push({ kind: ORDER_STATE_EVENT, data: { state } });
  }
  const updated = await orderModel(app.mongoose.connection).findOneAndUpdate(
    { ...where, orderid: order.orderid, state: order.state },
    {
      // a move makes the update watch's finding about the version in force stale (ADR 078)
      $set: { ...set, state, updated: now, ...(steps.length ? { freshness_alert: null } : {}) },
      $push: {
        history: { $each: history },
        outbox: { $each: outboxEntries([...entered, ...consequences], now) },
      },
    },
    { new: true },
  );
  if (!updated) return null;
  crashPoint('order:transitioned');
  await app.orderOutbox.dispatch(order.orderid);
  return updated;
}
