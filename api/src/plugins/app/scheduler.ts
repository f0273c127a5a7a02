import fp from 'fastify-plugin';
import { createHash, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { crashPoint } from '../../lib/crash-point';
import { isDuplicateKey } from '../../lib/mongo-errors';
import { jobModel, type Job } from '../../models/job';

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

/**
 * A lane of the queue (ADR 066): its jobs are claimed and run by a loop of their own, so
 * that a lane of slow jobs (calls to other people's servers) never delays another (monthly
 * billing, mail retries, clean-up).
 */
export interface LaneOptions {
  /** jobs this instance runs at once in the lane */
  concurrency: number;
  /** how long a claimed job stays this instance's before another may take it over */
  lockMs: number;
  /** how often an idle instance looks for due jobs of the lane */
  pollMs: number;
  /**
   * Fields of a job's data no value of which has more than `max` jobs running at once,
   * counted over every instance (a webhook endpoint, an organisation): one caller's slow
   * jobs wait for their own, never for the others'.
   */
  caps?: ReadonlyArray<{ field: string; max: number }>;
}

export interface Scheduler {
  /** Registers what to do for jobs of that name (before the app is ready), in a lane. */
  define(name: string, handler: JobHandler, options?: { lane?: string }): void;
  /** Declares a lane other than the main one (before the app is ready). */
  defineLane(lane: string, options: LaneOptions): void;
  /**
   * Stores a job to run at `runAt` or soon after; returns its id. With a `key`, one job per
   * key whatever the retries of what schedules it (ADR 072): a second call changes nothing.
   */
  schedule(
    name: string,
    runAt: Date,
    data?: Record<string, unknown>,
    options?: { key?: string },
  ): Promise<string>;
  /**
   * Runs a job now, in the caller's request, once per `key` whatever the retries and the
   * instances (ADR 072): the job is stored already claimed by this instance before its
   * handler runs, so that if the process dies meanwhile another instance runs it when the
   * claim expires, and a failure is retried as any job's. False when a job of that key
   * exists already (run, running or to retry).
   */
  runOnce(name: string, key: string, data: Record<string, unknown>): Promise<boolean>;
  /**
   * Claims and runs the due jobs this instance knows, lane by lane (one lane when named),
   * until none is left; returns how many ran.
   */
  runDue(now?: Date, options?: { lane?: string }): Promise<number>;
  /** A job was just scheduled in the lane: a running instance looks at once, not at its next poll. */
  wake(lane: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

/** A claimed job of the main lane is this instance's for that long. */
export const JOB_LOCK_MS = 5 * 60 * 1000;
export const JOB_MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 60 * 1000;
export const MAIN_LANE = 'main';

interface Lane {
  name: string;
  options: LaneOptions;
  handlers: Map<string, JobHandler>;
  /** the pass under way on this instance, if any */
  running: Promise<number> | null;
  /** wakes a running pass that waits for its jobs, to claim one just scheduled */
  wakeUp: (() => void) | null;
  timer: NodeJS.Timeout | null;
}

type LeanJob = Job & { _id: Types.ObjectId };

/**
 * The id of the job of a `runOnce` key: the first 12 bytes of the key's SHA-256, so that
 * MongoDB's always-unique `_id` index keeps one job per key on any deployment (no other
 * unique index to create, no transaction).
 */
export const keyedJobId = (key: string) =>
  new Types.ObjectId(createHash('sha256').update(key).digest().subarray(0, 12));

/**
 * MongoDB-backed job queue (docs/decisions/012-job-queue.md, 066). Each instance polls each
 * lane; a due job is claimed with one atomic findOneAndUpdate, so with several API instances
 * it runs once. A job whose instance died while running it is claimable again once its lock
 * expires. The main lane runs one job at a time, as it always did; another lane runs up to
 * its concurrency at once, within its caps.
 */
export default fp(
  async (app) => {
    const Job = jobModel(app.mongoose.connection);
    const instanceId = randomUUID();
    const lanes = new Map<string, Lane>();
    /** set when the app closes: passes finish what they run and claim nothing more */
    let closing = false;

    function addLane(name: string, options: LaneOptions) {
      const lane: Lane = {
        name,
        options,
        handlers: new Map(),
        running: null,
        wakeUp: null,
        timer: null,
      };
      lanes.set(name, lane);
      return lane;
    }
    addLane(MAIN_LANE, {
      concurrency: 1,
      lockMs: JOB_LOCK_MS,
      pollMs: app.config.SCHEDULER_POLL_MS,
    });

    const due = (lane: Lane, now: Date) => ({
      name: { $in: [...lane.handlers.keys()] },
      runAt: { $lte: now },
      $or: [{ status: 'pending' }, { status: 'running', lockedUntil: { $lte: now } }],
    });
    const runningIn = (lane: Lane, now: Date) => ({
      name: { $in: [...lane.handlers.keys()] },
      status: 'running',
      lockedUntil: { $gt: now },
    });

    /** The values of each capped field that have as many running jobs as they may. */
    async function saturated(lane: Lane, now: Date): Promise<Record<string, unknown>> {
      const caps = lane.options.caps ?? [];
      if (!caps.length) return {};
      const running = await Job.find(runningIn(lane, now), { data: 1 }).lean();
      const filter: Record<string, unknown> = {};
      for (const { field, max } of caps) {
        const counts = new Map<string, number>();
        for (const { data } of running) {
          const value = (data as Record<string, unknown> | null)?.[field];
          if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
        }
        const full = [...counts].filter(([, count]) => count >= max).map(([value]) => value);
        if (full.length) filter[`data.${field}`] = { $nin: full };
      }
      return filter;
    }

    async function claim(lane: Lane, now: Date) {
      return Job.findOneAndUpdate(
        { ...due(lane, now), ...(await saturated(lane, now)) },
        {
          $set: {
            status: 'running',
            lockedBy: instanceId,
            lockedUntil: new Date(now.getTime() + lane.options.lockMs),
          },
          $inc: { attempts: 1 },
        },
        { sort: { runAt: 1 }, new: true },
      ).lean<LeanJob>();
    }

    /**
     * Two instances may claim at once for the same value of a capped field: among its running
     * jobs, the first ones claimed (by id) keep their place, a later one is handed back.
     */
    async function overCap(lane: Lane, job: LeanJob, now: Date): Promise<boolean> {
      for (const { field, max } of lane.options.caps ?? []) {
        const value = (job.data as Record<string, unknown> | null)?.[field];
        if (typeof value !== 'string') continue;
        const first = await Job.find(
          { ...runningIn(lane, now), [`data.${field}`]: value },
          { _id: 1 },
        )
          .sort({ _id: 1 })
          .limit(max)
          .lean();
        if (!first.some(({ _id }) => _id.equals(job._id))) return true;
      }
      return false;
    }

    async function handBack(job: LeanJob) {
      await Job.updateOne(
        { _id: job._id, lockedBy: instanceId },
        {
          $set: { status: 'pending', lockedBy: null, lockedUntil: null },
          $inc: { attempts: -1 },
        },
      );
    }

    async function execute(lane: Lane, job: LeanJob, now: Date) {
      const handler = lane.handlers.get(job.name);
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
    }

    /**
     * Claims while the lane has room, runs what it claimed, and waits for a job to end (or to
     * be woken by a new one) before claiming again; over when nothing is running or claimable.
     * A job whose capped value is full stays pending for a later turn, so one caller's jobs
     * never take every place of the lane.
     */
    async function drain(lane: Lane, now: () => Date): Promise<number> {
      let count = 0;
      let ended = 0;
      const inFlight = new Set<Promise<void>>();
      for (;;) {
        while (!closing && inFlight.size < lane.options.concurrency) {
          const at = now();
          const endedBefore = ended;
          const job = await claim(lane, at);
          // a job of ours that ended during the claim may have freed its capped value
          if (!job && ended !== endedBefore) continue;
          if (!job) break;
          if (await overCap(lane, job, at)) {
            await handBack(job);
            continue;
          }
          const run: Promise<void> = execute(lane, job, at).finally(() => {
            inFlight.delete(run);
            ended += 1;
          });
          inFlight.add(run);
          count += 1;
        }
        if (!inFlight.size) return count;
        await Promise.race([
          ...inFlight,
          new Promise<void>((resolve) => {
            lane.wakeUp = resolve;
          }),
        ]);
        lane.wakeUp = null;
      }
    }

    /** One pass of a lane at a time per instance: the poller and a direct call never overlap. */
    async function pass(lane: Lane, now: () => Date): Promise<number> {
      while (lane.running) await lane.running.catch(() => undefined);
      lane.running = drain(lane, now);
      try {
        return await lane.running;
      } finally {
        lane.running = null;
      }
    }

    const laneOf = (name: string) => {
      const lane = [...lanes.values()].find(({ handlers }) => handlers.has(name));
      if (!lane) throw new Error(`Tâche inconnue : ${name}`);
      return lane;
    };

    const scheduler: Scheduler = {
      define(name, handler, { lane = MAIN_LANE } = {}) {
        const target = lanes.get(lane);
        if (!target) throw new Error(`File de tâches inconnue : ${lane}`);
        target.handlers.set(name, handler);
      },
      defineLane(lane, options) {
        addLane(lane, options);
      },
      async schedule(name, runAt, data = {}, { key } = {}) {
        if (!key) return String((await Job.create({ name, runAt, data }))._id);
        const _id = keyedJobId(key);
        await Job.create({ _id, name, runAt, data }).catch((error: unknown) => {
          if (!isDuplicateKey(error)) throw error;
        });
        return String(_id);
      },
      async runOnce(name, key, data) {
        const lane = laneOf(name);
        const now = new Date();
        let job: LeanJob;
        try {
          const created = await Job.create({
            _id: keyedJobId(key),
            name,
            runAt: now,
            data,
            status: 'running',
            lockedBy: instanceId,
            lockedUntil: new Date(now.getTime() + lane.options.lockMs),
            attempts: 1,
          });
          job = created.toObject() as LeanJob;
        } catch (error) {
          if (isDuplicateKey(error)) return false;
          throw error;
        }
        crashPoint(`job:${name}:stored`);
        await execute(lane, job, now);
        return true;
      },
      async runDue(now, { lane } = {}) {
        // a test's clock stays fixed for the whole pass; the real one moves on
        const clock = now ? () => now : () => new Date();
        let count = 0;
        for (const each of lanes.values())
          if (!lane || each.name === lane) count += await pass(each, clock);
        return count;
      },
      wake(lane) {
        const target = lanes.get(lane);
        if (!target?.timer) return;
        if (target.running) target.wakeUp?.();
        else poll(target);
      },
    };
    app.decorate('scheduler', scheduler);

    function poll(lane: Lane) {
      if (lane.running) {
        // a pass waiting on slow jobs still claims what became due meanwhile
        lane.wakeUp?.();
        return;
      }
      pass(lane, () => new Date()).catch((error) =>
        app.log.error({ err: error, lane: lane.name }, 'Échec du passage de la file de tâches'),
      );
    }

    if (app.config.SCHEDULER_ENABLED) {
      app.addHook('onReady', async () => {
        for (const lane of lanes.values()) {
          lane.timer = setInterval(() => poll(lane), lane.options.pollMs);
          lane.timer.unref();
        }
      });
    }
    app.addHook('preClose', async () => {
      closing = true;
      for (const lane of lanes.values()) {
        if (lane.timer) clearInterval(lane.timer);
        lane.timer = null;
        lane.wakeUp?.();
        await lane.running?.catch(() => undefined);
      }
    });
  },
  { name: 'scheduler', dependencies: ['mongoose', 'config'] },
);
