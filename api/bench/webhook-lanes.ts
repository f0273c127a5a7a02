/**
 * `node --import tsx bench/webhook-lanes.ts`: issue 35, finding 5 (ADR 066). One
 * organisation has ten webhook endpoints on loopback that accept the connection and never
 * answer, and feeds them a burst of test events through /api/v1 (test orders created and
 * pushed through their states). Meanwhile another organisation orders for real through
 * /api/v1, and its endpoint, answering at once, receives `order.confirmed`: the time from the
 * order's request to the event's arrival is printed for each of its orders. Monthly billing,
 * due during the burst, runs in the main lane: how late it ran after its date is printed,
 * next to the main lane's poll interval. The scheduler runs as in production (its pollers
 * on, no test drives it). Needs MONGODB_URI. Prints figures; asserts nothing.
 * Goal: the other organisation's event within 2 s; billing late by no more than a poll.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { billingMonthOf } from '@ped/domain';
import { benchApp } from './bench-app';
import { createOrganisation } from '../test/helpers/accounts';
import { completeForm } from '../test/helpers/orders';
import { accountModel } from '../src/models/account';
import { jobModel } from '../src/models/job';
import { webhookDeliveryModel } from '../src/models/webhook-delivery';
import { MONTHLY_BILLING_JOB } from '../src/services/payments/monthly-billing';
import { WEBHOOK_DELIVERY_JOB } from '../src/services/webhooks/publish';

const HANGING_ENDPOINTS = 10;
const TEST_ORDERS = 8;
const TEST_STATES = ['waiting', 'received', 'ready'] as const;
const REAL_ORDERS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** An owner of a premium organisation, signed in, with an API key of the given mode. */
async function integrator(app: FastifyInstance, email: string, mode: 'live' | 'test') {
  const organisation = await createOrganisation(app, `Agence ${email}`, 'premium');
  const account = await accountModel(app.mongoose.connection).create({
    email,
    password_hash: null,
    role: 'owner',
    organisation: organisation._id,
    validated: true,
  });
  const { access_token: token } = await app.sessions.issue(String(account._id));
  const key = await app.inject({
    method: 'POST',
    url: '/account/api-keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name: 'Logiciel', mode },
  });
  return { token, organisation: organisation._id, secret: key.json().payload.secret as string };
}

async function addEndpoint(app: FastifyInstance, token: string, url: string, events: string[]) {
  const response = await app.inject({
    method: 'POST',
    url: '/account/webhooks',
    headers: { authorization: `Bearer ${token}` },
    payload: { url, events },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
}

let idempotency = 0;
const post = (app: FastifyInstance, secret: string, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'x-api-key': secret, 'idempotency-key': `banc-${(idempotency += 1)}` },
    payload,
  });

const order = (n: string) => ({
  ...completeForm('vendeur@banc.test'),
  external_id: n,
  confirm: true,
});

async function main() {
  const app = await benchApp('webhook_lanes', { SCHEDULER_POLL_MS: '5000' });
  await app.ready();
  const hanging = await listen((request) => request.resume());
  const arrivals = new Map<string, number>();
  const quick = await listen((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const event = JSON.parse(body) as { type: string; data: { order?: { external_id: string } } };
      if (event.type === 'order.confirmed')
        arrivals.set(event.data.order!.external_id, performance.now());
      response.end('ok');
    });
  });
  try {
    const noisy = await integrator(app, 'bruyante@banc.test', 'test');
    const quiet = await integrator(app, 'calme@banc.test', 'live');
    for (let n = 0; n < HANGING_ENDPOINTS; n += 1)
      await addEndpoint(app, noisy.token, `http://127.0.0.1:${hanging.port}/hook-${n}`, [
        'order.confirmed',
        'order.waiting',
        'order.received',
        'order.ready',
      ]);
    await addEndpoint(app, quiet.token, `http://127.0.0.1:${quick.port}/hook`, ['order.confirmed']);

    const billingDue = new Date(Date.now() + 1_000);
    const billingJob = await app.scheduler.schedule(MONTHLY_BILLING_JOB, billingDue, {
      month: billingMonthOf(new Date()),
    });

    // the burst: every test order confirmed, then pushed through three states
    const started = performance.now();
    for (let n = 0; n < TEST_ORDERS; n += 1) {
      const created = await post(app, noisy.secret, '/api/v1/orders', order(`TEST-${n}`));
      const { orderid } = created.json().payload as { orderid: string };
      for (const state of TEST_STATES)
        await post(app, noisy.secret, `/api/v1/orders/${orderid}/test-events`, { state });
    }
    const burstMs = performance.now() - started;
    const Jobs = jobModel(app.mongoose.connection);
    const deliveries = await Jobs.countDocuments({ name: WEBHOOK_DELIVERY_JOB });

    // the other organisation's real orders, one a second while the hanging tries run
    const waits: number[] = [];
    for (let n = 0; n < REAL_ORDERS; n += 1) {
      const externalId = `REEL-${n}`;
      const sent = performance.now();
      await post(app, quiet.secret, '/api/v1/orders', order(externalId));
      while (!arrivals.has(externalId) && performance.now() - sent < 30_000) await sleep(10);
      waits.push((arrivals.get(externalId) ?? Number.NaN) - sent);
      await sleep(1_000);
    }

    let billing = await Jobs.findById(billingJob).lean();
    for (; !billing?.finished; billing = await Jobs.findById(billingJob).lean()) await sleep(100);
    const tries = await webhookDeliveryModel(app.mongoose.connection)
      .find({ organisation: noisy.organisation, status_code: null }, { duration_ms: 1, error: 1 })
      .lean();
    const timedOut = tries.filter(({ duration_ms }) => duration_ms > 0);

    const ms = (value: number) => `${Math.round(value)} ms`;
    const sorted = [...waits].sort((a, b) => a - b);
    console.log(
      `webhook lanes: burst of ${TEST_ORDERS * (TEST_STATES.length + 1)} test events to ${HANGING_ENDPOINTS} hanging endpoints (${deliveries} delivery jobs, the rest over the test quota) sent in ${ms(burstMs)}`,
    );
    console.log(
      `webhook lanes: another organisation's order.confirmed arrived after ${sorted.map(ms).join(', ')} (max ${ms(sorted.at(-1)!)}, goal ≤ 2000 ms); meanwhile ${timedOut.length} tries to the hanging endpoints gave up after ${ms(Math.max(...timedOut.map((t) => t.duration_ms)))} at most, ${tries.length - timedOut.length} test deliveries were refused by the quota`,
    );
    console.log(
      `webhook lanes: monthly billing due during the burst ran ${ms(billing!.finished!.getTime() - billingDue.getTime())} after its date (main lane polls every ${app.config.SCHEDULER_POLL_MS} ms)`,
    );
  } finally {
    hanging.server.closeAllConnections();
    hanging.server.close();
    quick.server.close();
    await app.mongoose.connection.dropDatabase().catch(() => undefined);
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
