import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { jobModel } from '../../models/job';

/** What a handler is told of its run: the pass's clock (tests drive it through runDue). */
export interface JobRun {
  now: Date;
}

/**
 * What a handler may answer: nothing when the job is done, or `again` to run it once more at
 * a date of its own choosing, with new data. That is a handler's own retry schedule (webhook
 * deliveries back off over 24 h, ADR 048); thrown errors keep the queue's short retries.
 */
export type JobOutcome = void | { again: { at: Date; data: Record<string, unknown> } };

export type JobHandler = (data: Record<string, unknown>, run: JobRun) => Promise<JobOutcome>;

export interface Scheduler {
  /** Registers what to do for jobs of that name (before the app is ready). */
  define(name: string, handler: JobHandler): void;
  /** Stores a job to run at `runAt` or soon after; returns its id. */
  schedule(name: string, runAt: Date, data?: Record<string, unknown>): Promise<string>;
  /** Claims and runs every due job this instance knows; returns how many ran. */
  runDue(now?: Date): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** A claimed job is this instance's for that long; after it, another instance may retry it. */
export const JOB_LOCK_MS = 5 * 60 * 1000;
export const JOB_MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 60 * 1000;

/**
 * MongoDB-backed job queue (docs/decisions/012-job-queue.md). Each instance polls; a due
 * job is claimed with one atomic findOneAndUpdate, so with several API instances it runs
 * once. A job whose instance died while running it is claimable again once its lock expires.
 */
export default fp(
  async (app) => {
    const Job = jobModel(app.mongoose.connection);
    const handlers = new Map<string, JobHandler>();
    const instanceId = randomUUID();
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<number> | null = null;

    async function claim(now: Date) {
      return Job.findOneAndUpdate(
        {
          name: { $in: [...handlers.keys()] },
          runAt: { $lte: now },
          $or: [{ status: 'pending' }, { status: 'running', lockedUntil: { $lte: now } }],
        },
        {
          $set: {
            status: 'running',
            lockedBy: instanceId,
            lockedUntil: new Date(now.getTime() + JOB_LOCK_MS),
          },
          $inc: { attempts: 1 },
        },
        { sort: { runAt: 1 }, new: true },
      ).lean();
    }

    async function runDueOnce(now: Date): Promise<number> {
      let count = 0;
      for (let job = await claim(now); job; job = await claim(now)) {
        const handler = handlers.get(job.name);
        const owned = { _id: job._id, lockedBy: instanceId };
        try {
          const outcome = await handler?.((job.data ?? {}) as Record<string, unknown>, { now });
          // rescheduled by its handler: pending again, with a fresh count of thrown errors
          await Job.updateOne(owned, {
            $set: outcome
              ? {
                  status: 'pending',
                  runAt: outcome.again.at,
                  data: outcome.again.data,
                  attempts: 0,
                  lockedBy: null,
                  lockedUntil: null,
                  lastError: null,
                }
              : {
                  status: 'done',
                  finished: new Date(),
                  lockedBy: null,
                  lockedUntil: null,
                  lastError: null,
                },
          });
        } catch (error) {
          const lastError = error instanceof Error ? error.message : String(error);
          const retry = job.attempts < JOB_MAX_ATTEMPTS;
          app.log.warn(
            { job: job.name, id: String(job._id), attempts: job.attempts, err: lastError },
            retry ? 'Tâche en échec, nouvel essai prévu' : 'Tâche abandonnée',
          );
          await Job.updateOne(owned, {
            $set: retry
              ? {
                  status: 'pending',
                  runAt: new Date(Date.now() + RETRY_DELAY_MS * job.attempts),
                  lockedBy: null,
                  lockedUntil: null,
                  lastError,
                }
              : {
                  status: 'failed',
                  finished: new Date(),
                  lockedBy: null,
                  lockedUntil: null,
                  lastError,
                },
          });
        }
        count += 1;
      }
      return count;
    }

    const scheduler: Scheduler = {
      define(name, handler) {
        handlers.set(name, handler);
      },
      async schedule(name, runAt, data = {}) {
        const job = await Job.create({ name, runAt, data });
        return String(job._id);
      },
      async runDue(now = new Date()) {
        // one pass at a time per instance: the poller and a direct call never overlap
        while (running) await running.catch(() => undefined);
        running = runDueOnce(now);
        try {
          return await running;
        } finally {
          running = null;
        }
      },
    };
    app.decorate('scheduler', scheduler);

    if (app.config.SCHEDULER_ENABLED) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => {
          if (running) return;
          scheduler
            .runDue()
            .catch((error) =>
              app.log.error({ err: error }, 'Échec du passage de la file de tâches'),
            );
        }, app.config.SCHEDULER_POLL_MS);
        timer.unref();
      });
    }
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'scheduler', dependencies: ['mongoose', 'config'] },
);
