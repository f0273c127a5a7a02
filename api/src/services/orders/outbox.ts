import type { FastifyBaseLogger } from 'fastify';
import { Types, type Connection } from 'mongoose';
import { crashPoint } from '../../lib/crash-point';
import { orderModel, type Order, type OrderOutboxEntry } from '../../models/order';

/** What a state change asks to be done after it, carried out by the subscriber of its kind. */
export interface OrderConsequence {
  kind: string;
  data?: Record<string, unknown>;
}

/**
 * A subscriber: carries out one consequence of an order's state change. It may run more
 * than once for the same entry (its instance died after it ran and before the entry was
 * removed), so what it sends is keyed on `entryId` or on a natural key.
 */
export type OrderSubscriber = (
  order: Order,
  data: Record<string, unknown>,
  entryId: string,
) => Promise<void>;

/** A consequence that is one e-mail: `data` is the mail. */
export const ORDER_MAIL = 'mail';
/** A consequence that is one job to schedule: `data` is `{ name, runAt, data }`. */
export const ORDER_JOB = 'job';
/** The invoice of a payment recorded by staff: `data` is `{ ref, at, by }`. */
export const ORDER_INVOICE = 'invoice';
/** What follows an admin action (notary-space/admin-follow-up.ts): `data` is `{ action, sendMail }`. */
export const ADMIN_FOLLOW_UP = 'admin-follow-up';

/** A claimed consequence is this instance's for that long; past it, another carries it out. */
export const OUTBOX_LOCK_MS = 60 * 1000;
/** Tries of a consequence whose subscriber throws; then it is dropped, with an error logged. */
export const OUTBOX_MAX_ATTEMPTS = 5;

/** The entries to write with a state change, each with its id. */
export const outboxEntries = (consequences: OrderConsequence[], now: Date) =>
  consequences.map(({ kind, data = {} }) => ({
    _id: new Types.ObjectId(),
    kind,
    data,
    created: now,
    attempts: 0,
    locked_until: null,
  }));

export interface OrderOutbox {
  /**
   * Carries out the order's pending consequences, those no other instance holds at `now`
   * (the clock of a test, or the real one).
   */
  dispatch(orderid: string, now?: () => Date): Promise<void>;
  /**
   * Carries out the consequences left over `graceMs` ago (an instance died before or while
   * carrying them out); returns how many orders had some.
   */
  sweep(now?: Date, graceMs?: number): Promise<number>;
}

/**
 * The outbox inside each order (ADR 075): a state change writes its consequences in the same
 * single-document update as the state, so they are never lost with a process; they are
 * carried out right after, by the subscriber of their kind, and removed; what an instance
 * left behind, any instance's sweep carries out.
 */
export function createOrderOutbox(options: {
  connection: Connection;
  log: FastifyBaseLogger;
  subscribers: ReadonlyMap<string, OrderSubscriber>;
}): OrderOutbox {
  const { connection, log, subscribers } = options;
  const orders = () => orderModel(connection);

  /** The entry, now this instance's; false when another holds it or it is gone. */
  async function claim(orderid: string, entry: OrderOutboxEntry, now: Date) {
    const claimed = await orders().updateOne(
      {
        orderid,
        outbox: {
          $elemMatch: {
            _id: entry._id,
            $or: [{ locked_until: null }, { locked_until: { $lte: now } }],
          },
        },
      },
      {
        $set: { 'outbox.$.locked_until': new Date(now.getTime() + OUTBOX_LOCK_MS) },
        $inc: { 'outbox.$.attempts': 1 },
      },
    );
    return claimed.modifiedCount === 1;
  }

  const remove = (orderid: string, entry: OrderOutboxEntry) =>
    orders().updateOne({ orderid }, { $pull: { outbox: { _id: entry._id } } });

  async function carryOut(order: Order, entry: OrderOutboxEntry) {
    const subscriber = subscribers.get(entry.kind);
    const context = { orderid: order.orderid, kind: entry.kind, entry: String(entry._id) };
    if (!subscriber) {
      log.error(context, 'Conséquence sans abonné, abandonnée');
      await remove(order.orderid, entry);
      return;
    }
    try {
      await subscriber(order, (entry.data ?? {}) as Record<string, unknown>, String(entry._id));
      crashPoint('outbox:carried-out');
      await remove(order.orderid, entry);
    } catch (error) {
      const last = entry.attempts + 1 >= OUTBOX_MAX_ATTEMPTS;
      log.error(
        { ...context, err: error, attempts: entry.attempts + 1 },
        last
          ? 'Conséquence abandonnée après ses essais'
          : 'Conséquence en échec, reprise plus tard',
      );
      if (last) await remove(order.orderid, entry);
    }
  }

  async function dispatch(orderid: string, clock: () => Date) {
    const order = await orders().findOne({ orderid }).lean<Order>();
    for (const entry of (order?.outbox ?? []) as OrderOutboxEntry[]) {
      const now = clock();
      if (entry.locked_until && entry.locked_until > now) continue;
      if (await claim(orderid, entry, now)) await carryOut(order!, entry);
    }
  }

  const dispatchLogged = (orderid: string, clock = () => new Date()) =>
    dispatch(orderid, clock).catch((error: unknown) =>
      log.error({ err: error, orderid }, 'Conséquences de la commande non traitées'),
    );

  return {
    dispatch: dispatchLogged,
    async sweep(now, graceMs = OUTBOX_LOCK_MS) {
      // a test's clock stays fixed for the whole sweep; the real one moves on
      const clock = now ? () => now : () => new Date();
      const left = await orders()
        .find({ 'outbox.created': { $lte: new Date(clock().getTime() - graceMs) } }, { orderid: 1 })
        .lean();
      for (const { orderid } of left) await dispatchLogged(orderid, clock);
      return left.length;
    },
  };
}
