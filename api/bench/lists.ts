/**
 * `node --import tsx bench/lists.ts`: API CPU per list request (GET /order/v2 for an
 * organisation, POST /resources/orders for staff's « Toutes » tab) with 10 and with 10,000
 * orders, each with a whole order form. The requests come from a separate process, so the
 * CPU counted is the API's alone: the CPU time of this process's main thread, the one that
 * runs every handler, read from Linux's per-thread scheduler counter (nanoseconds). The
 * whole process's CPU (process.cpuUsage) also counts V8's and the driver's helper threads,
 * which keep working while the database stand-in takes seconds to sort 10,000 documents
 * (MongoDB takes milliseconds): that made the ratio swing from 1.2 to 2.6 between runs of
 * the same code. Both are printed, with the event loop's active time; the idle rate of the
 * thread is measured around each run and taken out. Where the counter is missing (not
 * Linux), the whole process is counted.
 * Goal (issue 18): the ratio 10,000 / 10 stays ≤ 1.5 (ADR 050). Needs MONGODB_URI. Prints
 * figures; asserts nothing.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { benchApp } from './bench-app';
import { accountModel } from '../src/models/account';
import { orderModel } from '../src/models/order';
import { organisationModel } from '../src/models/organisation';

const SIZES = [10, 10_000];
const REQUESTS = 30;
/**
 * One measured request starts every PACE_MS at both sizes. The stand-in takes ~1.7 s to sort
 * 10,000 documents; back to back, the small list's requests ran hot (caches, JIT, no idle
 * GC between them) and cost half of the same code's after a pause: the ratio then measured
 * the pace, not the size. A CPU profile of both shows the same functions with no work that
 * grows with the collection.
 */
const PACE_MS = 2_000;
/** Requests before measuring, unpaced, so that both sizes run on code the JIT has compiled. */
const WARM_UP = 20;
const BATCH = 200;
const IDLE_MS = 5_000;

/** A placed order with the form a seller fills: what made the old lists heavy. */
function order(n: number, organisation: unknown) {
  const created = new Date(Date.UTC(2026, 0, 1) + n * 60_000);
  return {
    orderid: `B${n.toString(36).toUpperCase().padStart(5, '0')}`,
    account: `agent${n % 7}@banc.test`,
    organisation,
    state: n % 3 ? 'confirmed' : 'ready',
    created,
    updated: created,
    payload: { offer: 'cle', options: ['urgent'], lots: 2, syndic: { name: 'Cabinet Durand' } },
    stored: {
      offer: 'cle',
      email: `agent${n % 7}@banc.test`,
      address: `${n} rue des Lilas`,
      zipcode: '69003',
      city: 'Lyon',
      lots: Array.from({ length: 2 }, (_, i) => ({
        number: String(10 + i),
        kind: 'appartement',
        description: 'T3 au 2e étage, cave et parking en sous-sol',
        tantiemes: 120,
        tantiemes_total: 10_000,
      })),
      owners: [{ firstname: 'Claire', lastname: 'Martin', address: '12 rue des Lilas' }],
      comment: 'Vente prévue au printemps ; le syndic répond sous huit jours. '.repeat(8),
      budget: { voted: 1_234_500, previous: 1_198_000, works: 45_000 },
    },
    history: Array.from({ length: 4 }, () => ({ by: 'système', action: 'state' })),
  };
}

/**
 * `count` requests, one after the other, from a child process, each starting at least
 * `paceMs` after the previous one started; answers the bytes of the last.
 */
async function requestFromChild(
  url: string,
  init: RequestInit,
  count: number,
  paceMs = 0,
): Promise<number> {
  const script = `
    const [url, init, count, paceMs] = JSON.parse(process.argv[1]);
    let bytes = 0;
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      const response = await fetch(url, init);
      if (!response.ok) throw new Error(url + ' : HTTP ' + response.status);
      bytes = (await response.arrayBuffer()).byteLength;
      const rest = paceMs - (performance.now() - started);
      if (rest > 0 && i < count - 1) await new Promise((resolve) => setTimeout(resolve, rest));
    }
    console.log(bytes);`;
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    JSON.stringify([url, init, count, paceMs]),
  ]);
  return Number(stdout.trim());
}

const MAIN_THREAD_SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;
const HAS_THREAD_COUNTER = existsSync(MAIN_THREAD_SCHEDSTAT);

/** CPU milliseconds spent so far by the thread that runs the handlers, and by the process. */
function cpuNow() {
  const used = process.cpuUsage();
  const processMs = (used.user + used.system) / 1000;
  const mainThreadMs = HAS_THREAD_COUNTER
    ? Number(readFileSync(MAIN_THREAD_SCHEDSTAT, 'utf8').split(' ')[0]) / 1e6
    : processMs;
  return { mainThreadMs, processMs };
}

function cpuMsSince(since: ReturnType<typeof cpuNow>) {
  const now = cpuNow();
  return {
    mainThreadMs: now.mainThreadMs - since.mainThreadMs,
    processMs: now.processMs - since.processMs,
  };
}

/** CPU milliseconds the main thread spends per millisecond while it serves nothing. */
async function idleRate(): Promise<number> {
  const cpu = cpuNow();
  const start = performance.now();
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  return cpuMsSince(cpu).mainThreadMs / (performance.now() - start);
}

/** CPU milliseconds the API spends per request, and the response size. */
async function measure(url: string, init: RequestInit) {
  await requestFromChild(url, init, WARM_UP);
  const before = await idleRate();
  const cpu = cpuNow();
  const loop = performance.eventLoopUtilization();
  const start = performance.now();
  const bytes = await requestFromChild(url, init, REQUESTS, PACE_MS);
  const wall = performance.now() - start;
  const total = cpuMsSince(cpu);
  const active = performance.eventLoopUtilization(loop).active;
  // the machine is shared: the idle rate around the run, not just before it
  const idle = (before + (await idleRate())) / 2;
  return {
    cpuMs: (total.mainThreadMs - idle * wall) / REQUESTS,
    idleMs: (idle * wall) / REQUESTS,
    processCpuMs: total.processMs / REQUESTS,
    activeMs: active / REQUESTS,
    wallMs: wall / REQUESTS,
    bytes,
  };
}

const app = await benchApp('lists', { SCHEDULER_ENABLED: 'false' });
try {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const organisation = await organisationModel(app.mongoose.connection).create({
    name: 'Agence du banc',
    subscription_plan: 'experts',
  });
  const Accounts = accountModel(app.mongoose.connection);
  const agent = await Accounts.create({
    email: 'agent0@banc.test',
    role: 'owner',
    organisation: organisation._id,
    validated: true,
  });
  const staff = await Accounts.create({
    email: 'staff@banc.test',
    is_admin: true,
    validated: true,
  });
  const bearer = async (id: unknown) => ({
    authorization: `Bearer ${(await app.sessions.issue(String(id))).access_token}`,
  });
  const lists = [
    {
      name: 'GET /order/v2 (organisation)',
      url: `${apiUrl}/order/v2`,
      init: async () => ({ headers: await bearer(agent._id) }),
    },
    {
      name: 'POST /resources/orders (Toutes)',
      url: `${apiUrl}/resources/orders`,
      init: async () => ({
        method: 'POST',
        headers: { ...(await bearer(staff._id)), 'content-type': 'application/json' },
        body: JSON.stringify({ states: null }),
      }),
    },
  ];

  const Orders = orderModel(app.mongoose.connection);
  const figures = new Map<string, Array<Awaited<ReturnType<typeof measure>>>>();
  for (const size of SIZES) {
    await Orders.deleteMany({});
    for (let from = 0; from < size; from += BATCH)
      await Orders.insertMany(
        Array.from({ length: Math.min(BATCH, size - from) }, (_, i) =>
          order(from + i, organisation._id),
        ),
        { lean: true },
      );
    for (const list of lists) {
      const result = await measure(list.url, await list.init());
      figures.set(list.name, [...(figures.get(list.name) ?? []), result]);
      console.log(
        `${list.name}, ${size} commandes : ${result.cpuMs.toFixed(2)} ms de CPU de l’API par requête (fil principal, hors ${result.idleMs.toFixed(2)} ms d’attente au repos ; processus entier ${result.processCpuMs.toFixed(2)} ms ; boucle active ${result.activeMs.toFixed(2)} ms), ${result.wallMs.toFixed(0)} ms de bout en bout, ${result.bytes} octets (${REQUESTS} requêtes d’un autre processus, une toutes les ${PACE_MS / 1000} s)`,
      );
    }
  }
  for (const [name, [small, large]] of figures)
    console.log(
      `Rapport CPU d’une liste (${SIZES[1]} / ${SIZES[0]} commandes), ${name} : ${(large!.cpuMs / small!.cpuMs).toFixed(2)} (objectif ≤ 1,5 ; processus entier ${(large!.processCpuMs / small!.processCpuMs).toFixed(2)} ; boucle active ${(large!.activeMs / small!.activeMs).toFixed(2)})`,
    );
} finally {
  await app.mongoose.connection.dropDatabase().catch(() => undefined);
  await app.close();
}
