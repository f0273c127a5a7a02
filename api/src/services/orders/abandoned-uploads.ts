import type { FastifyInstance } from 'fastify';
import { jobModel } from '../../models/job';
import { orderModel } from '../../models/order';
import { historyEntry, SYSTEM_ACTOR } from './history';
import { removeUploads } from './order-uploads';

export const ABANDONED_UPLOADS_JOB = 'abandoned-uploads-cleanup';
/** A draft nobody touched for that long is abandoned: its uploaded files go. */
export const ABANDONED_DRAFT_DAYS = 30;
const DAY_MS = 24 * 3600 * 1000;
/** the first pass after a start waits a little: a boot (or a test run) does no cleanup */
const FIRST_RUN_DELAY_MS = 10 * 60 * 1000;

/**
 * Removes the uploads of drafts abandoned for more than ABANDONED_DRAFT_DAYS
 * (docs/decisions/015-includes-documents.md): orders still 'in-progress', never paid, not
 * updated since. Their entries and links go first, then the files; an order the customer
 * touches meanwhile (its `updated` moves) is left alone. Returns how many files went.
 */
export async function cleanAbandonedUploads(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  const Order = orderModel(app.mongoose.connection);
  const cutoff = new Date(now.getTime() - ABANDONED_DRAFT_DAYS * DAY_MS);
  const abandoned = Order.find(
    { state: 'in-progress', paid: null, updated: { $lt: cutoff }, 'uploads.0': { $exists: true } },
    { uploads: 1, updated: 1, state: 1 },
  )
    .lean()
    .cursor();
  let removed = 0;
  for await (const order of abandoned) {
    const done = await removeUploads(
      app,
      { _id: order._id, state: 'in-progress', paid: null, updated: order.updated },
      order.uploads,
      {
        touch: false,
        history: historyEntry(SYSTEM_ACTOR, 'uploads-expired', order.state, order.state),
      },
    );
    if (done) removed += order.uploads.length;
  }
  if (removed) app.log.info({ removed }, 'Documents de brouillons abandonnés supprimés');
  return removed;
}

/** Schedules the next pass unless one is already waiting (several instances, a retry). */
async function scheduleNextPass(app: FastifyInstance, runAt: Date): Promise<void> {
  const waiting = await jobModel(app.mongoose.connection).exists({
    name: ABANDONED_UPLOADS_JOB,
    status: 'pending',
  });
  if (!waiting) await app.scheduler.schedule(ABANDONED_UPLOADS_JOB, runAt);
}

/**
 * A daily pass through the job queue: each pass schedules the next one before working, so
 * a failing pass never ends the chain; an instance whose poller runs starts the chain when
 * none is waiting or running.
 */
export function defineAbandonedUploadsJob(app: FastifyInstance): void {
  app.scheduler.define(ABANDONED_UPLOADS_JOB, async () => {
    await scheduleNextPass(app, new Date(Date.now() + DAY_MS));
    await cleanAbandonedUploads(app);
  });
  if (!app.config.SCHEDULER_ENABLED) return;
  app.addHook('onReady', async () => {
    const chained = await jobModel(app.mongoose.connection).exists({
      name: ABANDONED_UPLOADS_JOB,
      status: { $in: ['pending', 'running'] },
    });
    if (!chained)
      await app.scheduler.schedule(
        ABANDONED_UPLOADS_JOB,
        new Date(Date.now() + FIRST_RUN_DELAY_MS),
      );
  });
}
