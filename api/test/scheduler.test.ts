import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { jobModel } from '../src/models/job';
import type { JobHandler } from '../src/plugins/app/scheduler';

/** Apps sharing one database, as several API instances (or one restarted) do. */
function sharedDatabase() {
  const url = new URL(process.env.MONGODB_URI as string);
  url.pathname = `/ped_test_jobs_${randomUUID().slice(0, 8)}`;
  const apps: FastifyInstance[] = [];
  return {
    async start(onJob: JobHandler, setup?: (app: FastifyInstance) => void) {
      const app = await buildApp(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          MONGODB_URI: url.toString(),
          DATA_DIR: `/tmp/ped-test-${randomUUID().slice(0, 8)}`,
          SCHEDULER_ENABLED: 'false',
        }),
      );
      app.scheduler.define('count', onJob);
      setup?.(app);
      await app.ready();
      apps.push(app);
      return app;
    },
    async dropAndClose() {
      await apps.at(-1)?.mongoose.connection.dropDatabase();
      await Promise.all(apps.map((app) => app.close()));
    },
  };
}

describe('MongoDB-backed scheduler', () => {
  it('runs a due job exactly once across two instances on the same database', async () => {
    const db = sharedDatabase();
    const runs: string[] = [];
    const first = await db.start(async (data) => {
      runs.push(`first:${data.n}`);
    });
    const second = await db.start(async (data) => {
      runs.push(`second:${data.n}`);
    });
    try {
      const due = new Date(Date.now() - 1000);
      await Promise.all([1, 2, 3, 4].map((n) => first.scheduler.schedule('count', due, { n })));
      const counts = await Promise.all([
        first.scheduler.runDue(),
        second.scheduler.runDue(),
        first.scheduler.runDue(),
        second.scheduler.runDue(),
      ]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(4);
      expect(runs.map((r) => r.split(':')[1]).sort()).toEqual(['1', '2', '3', '4']);
      const jobs = await jobModel(first.mongoose.connection).find().lean();
      expect(jobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await db.dropAndClose();
    }
  });

  it('keeps a job scheduled before a restart and runs it after', async () => {
    const db = sharedDatabase();
    const before = await db.start(async () => {
      throw new Error('must not run before the restart');
    });
    const runAt = new Date(Date.now() + 60_000);
    await before.scheduler.schedule('count', runAt, { n: 'après' });
    expect(await before.scheduler.runDue()).toBe(0);
    await before.close();

    const ran: unknown[] = [];
    const after = await db.start(async (data) => {
      ran.push(data.n);
    });
    try {
      expect(await after.scheduler.runDue(new Date(runAt.getTime() + 1000))).toBe(1);
      expect(ran).toEqual(['après']);
      expect(await after.scheduler.runDue(new Date(runAt.getTime() + 2000))).toBe(0);
    } finally {
      await db.dropAndClose();
    }
  });

  it('retries a failing job later and gives up after the last attempt', async () => {
    const db = sharedDatabase();
    let calls = 0;
    const app = await db.start(async () => {
      calls += 1;
      throw new Error('SMTP indisponible');
    });
    try {
      await app.scheduler.schedule('count', new Date(), {});
      const Job = jobModel(app.mongoose.connection);
      expect(await app.scheduler.runDue()).toBe(1);
      expect(await Job.findOne().lean()).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'SMTP indisponible',
      });
      expect(await app.scheduler.runDue()).toBe(0);
      const later = () => new Date(Date.now() + 10 * 60_000);
      await app.scheduler.runDue(later());
      await app.scheduler.runDue(later());
      expect(calls).toBe(3);
      expect(await Job.findOne().lean()).toMatchObject({ status: 'failed', attempts: 3 });
    } finally {
      await db.dropAndClose();
    }
  });

  it('runs a job again when its handler asks, at its date, with its data and the pass clock', async () => {
    const db = sharedDatabase();
    const runs: Array<{ n: unknown; now: number }> = [];
    const app = await db.start(async (data, { now }) => {
      runs.push({ n: data.n, now: now.getTime() });
      const n = Number(data.n);
      return n < 2
        ? { again: { at: new Date(now.getTime() + 3_600_000), data: { n: n + 1 } } }
        : undefined;
    });
    try {
      const Job = jobModel(app.mongoose.connection);
      const start = new Date(Date.now() + 86_400_000);
      await app.scheduler.schedule('count', start, { n: 1 });
      expect(await app.scheduler.runDue(start)).toBe(1);
      expect(await Job.findOne().lean()).toMatchObject({
        status: 'pending',
        runAt: new Date(start.getTime() + 3_600_000),
        data: { n: 2 },
        attempts: 0,
        lockedBy: null,
      });
      expect(await app.scheduler.runDue(new Date(start.getTime() + 3_599_000))).toBe(0);
      expect(await app.scheduler.runDue(new Date(start.getTime() + 3_600_000))).toBe(1);
      expect(runs).toEqual([
        { n: 1, now: start.getTime() },
        { n: 2, now: start.getTime() + 3_600_000 },
      ]);
      expect(await Job.findOne().lean()).toMatchObject({ status: 'done' });
    } finally {
      await db.dropAndClose();
    }
  });

  it('takes over a job whose instance died while running it once the lock expires', async () => {
    const db = sharedDatabase();
    const ran: unknown[] = [];
    const app = await db.start(async (data) => {
      ran.push(data.n);
    });
    try {
      const Job = jobModel(app.mongoose.connection);
      await Job.create({
        name: 'count',
        runAt: new Date(Date.now() - 1000),
        data: { n: 1 },
        status: 'running',
        lockedBy: 'dead-instance',
        lockedUntil: new Date(Date.now() + 60_000),
        attempts: 1,
      });
      expect(await app.scheduler.runDue()).toBe(0);
      expect(await app.scheduler.runDue(new Date(Date.now() + 120_000))).toBe(1);
      expect(ran).toEqual([1]);
    } finally {
      await db.dropAndClose();
    }
  });

  it('runs a lane apart, several jobs at once, never two of one capped value across instances', async () => {
    const db = sharedDatabase();
    const running = new Map<string, number>();
    const most = new Map<string, number>();
    // the first jobs wait until three run at once: the lane's concurrency, one per key
    let open: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const lane = (app: FastifyInstance) => {
      app.scheduler.defineLane('essai', {
        concurrency: 3,
        lockMs: 60_000,
        pollMs: 1_000,
        caps: [{ field: 'key', max: 1 }],
      });
      app.scheduler.define(
        'capped',
        async (data) => {
          const key = String(data.key);
          running.set(key, (running.get(key) ?? 0) + 1);
          most.set(key, Math.max(most.get(key) ?? 0, running.get(key)!));
          if ([...running.values()].reduce((a, b) => a + b, 0) === 3) open();
          await gate;
          running.set(key, running.get(key)! - 1);
        },
        { lane: 'essai' },
      );
    };
    const first = await db.start(async () => undefined, lane);
    const second = await db.start(async () => undefined, lane);
    try {
      const due = new Date(Date.now() - 1000);
      for (const key of ['a', 'a', 'a', 'b', 'b', 'b', 'c', 'c'])
        await first.scheduler.schedule('capped', due, { key });
      await first.scheduler.schedule('count', due, {});
      // the main lane does not run the other lane's jobs
      expect(await first.scheduler.runDue(undefined, { lane: 'main' })).toBe(1);
      const counts = await Promise.all([
        first.scheduler.runDue(undefined, { lane: 'essai' }),
        second.scheduler.runDue(undefined, { lane: 'essai' }),
      ]);
      expect(counts[0]! + counts[1]!).toBe(8);
      expect(Object.fromEntries(most)).toEqual({ a: 1, b: 1, c: 1 });
      const jobs = await jobModel(first.mongoose.connection).find({ name: 'capped' }).lean();
      expect(jobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
    } finally {
      await db.dropAndClose();
    }
  });

  it('runs a keyed job now and once, across instances; a failure is retried by the queue', async () => {
    const db = sharedDatabase();
    const runs: unknown[] = [];
    let failNext = true;
    const first = await db.start(async (data) => {
      runs.push(data.n);
      if (data.n === 'flaky' && failNext) {
        failNext = false;
        throw new Error('SMTP indisponible');
      }
    });
    const second = await db.start(async (data) => {
      runs.push(data.n);
    });
    try {
      const once = await Promise.all([
        first.scheduler.runOnce('count', 'paid:A', { n: 'A' }),
        second.scheduler.runOnce('count', 'paid:A', { n: 'A' }),
        first.scheduler.runOnce('count', 'paid:A', { n: 'A' }),
      ]);
      expect(once.filter(Boolean)).toHaveLength(1);
      expect(runs).toEqual(['A']);

      expect(await first.scheduler.runOnce('count', 'paid:B', { n: 'flaky' })).toBe(true);
      expect(await second.scheduler.runOnce('count', 'paid:B', { n: 'flaky' })).toBe(false);
      expect(runs).toEqual(['A', 'flaky']);
      // the failed run waits for the queue's retry, on whichever instance polls first
      expect(await second.scheduler.runDue(new Date(Date.now() + 2 * 60 * 1000))).toBe(1);
      expect(runs).toEqual(['A', 'flaky', 'flaky']);
    } finally {
      await db.dropAndClose();
    }
  });
});
