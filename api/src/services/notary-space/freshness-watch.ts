import type { FastifyInstance } from 'fastify';
import {
  freshnessKey,
  freshnessNextStep,
  freshnessReasonText,
  parisDay,
  shareStatus,
} from '@ped/domain';
import { orderModel, type Order } from '../../models/order';
import { orderShareModel } from '../../models/order-share';
import { documentToRefreshMail } from '../../mail/notary-space';
import { orderPageUrl } from '../orders/links';
import { freeUpdateOf } from './free-update';
import { freshnessOf } from './freshness';

export const FRESHNESS_WATCH_JOB = 'freshness-watch';
const DAY_MS = 24 * 3600 * 1000;
/** the first pass after a start waits a little: a boot (or a test run) sends nothing */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;

/**
 * One pass of the update watch (ADR 078): every delivered order whose signing is still to
 * come is checked; one that will not hold on that day is listed for staff (`freshness_alert`)
 * and its seller and the recipients of its space whose link works are told, once per set
 * of reasons whatever the number of passes or instances. Findings of orders no longer to
 * refresh are cleared. Test orders are left alone: nobody signs them. Returns how many
 * orders are to refresh.
 */
export async function watchFreshness(app: FastifyInstance, now = new Date()): Promise<number> {
  const today = parisDay(now);
  const Order = orderModel(app.mongoose.connection);
  const watched = Order.find(
    { state: 'done', document: { $ne: null }, deed_day: { $gte: today }, test: { $ne: true } },
    {
      orderid: 1,
      state: 1,
      document: 1,
      deed_day: 1,
      registration_id: 1,
      uploads: 1,
      account: 1,
      payload: 1,
    },
  )
    .lean<Order[]>()
    .cursor();
  const stale: unknown[] = [];
  for await (const order of watched) {
    const freshness = await freshnessOf(app, order, now);
    if (freshness?.status !== 'to-refresh') continue;
    const reasons = freshness.reasons.map((reason) => freshnessReasonText(reason, today));
    const key = freshnessKey(freshness.reasons);
    const listed = await Order.updateOne(
      { _id: order._id, state: 'done' },
      { $set: { freshness_alert: { deed_day: freshness.deedDay, reasons, key, checked: now } } },
    );
    if (!listed.matchedCount) continue;
    stale.push(order._id);
    await tellOfStaleness(app, { ...order, deed_day: freshness.deedDay }, reasons, key, now);
  }
  await Order.updateMany(
    { freshness_alert: { $ne: null }, _id: { $nin: stale } },
    { $set: { freshness_alert: null } },
  );
  return stale.length;
}

async function tellOfStaleness(
  app: FastifyInstance,
  order: Order & { deed_day: string },
  reasons: string[],
  key: string,
  now: Date,
) {
  const shares = await orderShareModel(app.mongoose.connection)
    .find({ orderid: order.orderid })
    .lean();
  const mail = (seller: Parameters<typeof documentToRefreshMail>[0]['seller']) =>
    documentToRefreshMail({ orderid: order.orderid, deedDay: order.deed_day, reasons, seller });
  const sellerStep = freshnessNextStep(await freeUpdateOf(app, order));
  await app.mailQueue.sendOnce(`${FRESHNESS_WATCH_JOB}:${order.orderid}:${key}:seller`, {
    to: order.account,
    ...mail({ nextStep: sellerStep, url: orderPageUrl(app, order.orderid) }),
  });
  for (const share of shares.filter((s) => shareStatus(s, now) === 'active'))
    await app.mailQueue.sendOnce(`${FRESHNESS_WATCH_JOB}:${order.orderid}:${key}:${share.email}`, {
      to: share.email,
      ...mail(null),
    });
}

/** The pass of one Paris day: a keyed job, so several instances schedule it only once. */
async function scheduleDailyPass(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.scheduler.schedule(
    FRESHNESS_WATCH_JOB,
    runAt,
    {},
    { key: `${FRESHNESS_WATCH_JOB}:${parisDay(runAt)}` },
  );
}

/**
 * A daily pass: each pass schedules the next day's before working, so a failing pass never
 * ends the chain; each instance whose poller runs asks for today's at its start.
 */
export function defineFreshnessWatchJob(app: FastifyInstance): void {
  app.scheduler.define(FRESHNESS_WATCH_JOB, async () => {
    await scheduleDailyPass(app, new Date(Date.now() + DAY_MS));
    await watchFreshness(app);
  });
  if (!app.config.SCHEDULER_ENABLED) return;
  app.addHook('onReady', async () => {
    await scheduleDailyPass(app, new Date(Date.now() + FIRST_RUN_DELAY_MS));
  });
}
