import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import {
  billingMonthOf,
  WEBHOOK_TEST_DELIVERIES_PER_HOUR,
  webhookTestQuotaMessage,
  type WebhookEventType,
} from '@ped/domain';
import { jobModel } from '../../src/models/job';
import { webhookDeliveryModel } from '../../src/models/webhook-delivery';
import { MONTHLY_BILLING_JOB } from '../../src/services/payments/monthly-billing';
import { WEBHOOK_LANE, WEBHOOK_LANE_OPTIONS } from '../../src/services/webhooks/lane';
import { publishEvent, WEBHOOK_DELIVERY_JOB } from '../../src/services/webhooks/publish';
import { postEvent } from '../../src/services/webhooks/send';
import { bearer, createProfessional } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { addEndpoint } from './helpers';
import { startReceiver } from './receiver';

/**
 * Issue 35, finding 5 (ADR 066): ten endpoints of one organisation that accept the
 * connection and never answer, fed by a burst of test events, held the single job queue 10 s
 * per try; another organisation's event waited behind them, and so would monthly billing.
 * Deliveries now run in a lane of their own, at most one try per endpoint and three per
 * organisation at once. The hanging servers here hold every request until the test lets
 * them go, so nothing depends on a clock: what is checked is who gets through while they hang.
 */
const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

/** Ten endpoints' worth of a server that accepts each request and answers only when released. */
async function startHangingServer() {
  const held: ServerResponse[] = [];
  const open = new Map<string, number>();
  let mostOpen = 0;
  let mostOnOnePath = 0;
  let released = false;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    const path = request.url ?? '';
    open.set(path, (open.get(path) ?? 0) + 1);
    const total = [...open.values()].reduce((sum, count) => sum + count, 0);
    mostOpen = Math.max(mostOpen, total);
    mostOnOnePath = Math.max(mostOnOnePath, open.get(path)!);
    response.on('close', () => open.set(path, open.get(path)! - 1));
    if (released) response.end('ok');
    else held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (n: number) => `http://127.0.0.1:${port}/hook-${n}`,
    get mostOpen() {
      return mostOpen;
    },
    get mostOnOnePath() {
      return mostOnOnePath;
    },
    release() {
      released = true;
      for (const response of held.splice(0)) response.end('ok');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('webhook deliveries run in a lane of their own, fair between organisations', () => {
  it('delivers another organisation’s event, and runs monthly billing, while one organisation’s ten endpoints hang under a burst of test events', async () => {
    const hanging = await startHangingServer();
    const receiver = await startReceiver([200]);
    try {
      const noisy = await createProfessional(app(), 'bruyante@agence.test', 'premium');
      const quiet = await createProfessional(app(), 'calme@agence.test', 'experts');
      for (let n = 0; n < 10; n += 1)
        await addEndpoint(app(), noisy.token, hanging.url(n), ['order.done']);
      const { secret } = await addEndpoint(app(), quiet.token, receiver.url, ['order.confirmed']);
      receiver.secrets.push(secret);

      // a burst of test events to the ten hanging endpoints, then a real event elsewhere
      for (let n = 0; n < 5; n += 1)
        await publishEvent(
          app(),
          noisy.organisation._id,
          'order.done',
          { order: { orderid: `TEST0${n}` } },
          { livemode: false },
        );
      await publishEvent(app(), quiet.organisation._id, 'order.confirmed', {
        order: { orderid: 'CALME1' },
      });
      await app().scheduler.schedule(MONTHLY_BILLING_JOB, new Date(), {
        month: billingMonthOf(new Date()),
      });

      const lane = app().scheduler.runDue(undefined, { lane: WEBHOOK_LANE });
      const arrived = await receiver.first();
      expect(arrived.json).toMatchObject({ type: 'order.confirmed', livemode: true });
      expect(await app().scheduler.runDue(undefined, { lane: 'main' })).toBe(1);
      const billing = await jobModel(app().mongoose.connection)
        .findOne({ name: MONTHLY_BILLING_JOB })
        .lean();
      expect(billing?.status).toBe('done');

      // meanwhile the noisy organisation never had more than its share at once
      const caps = Object.fromEntries(
        WEBHOOK_LANE_OPTIONS.caps!.map(({ field, max }) => [field, max]),
      );
      expect({ open: hanging.mostOpen, onOneEndpoint: hanging.mostOnOnePath }).toEqual({
        open: caps.organisation,
        onOneEndpoint: caps.endpoint,
      });

      hanging.release();
      expect(await lane).toBe(51);
      const jobs = await jobModel(app().mongoose.connection)
        .find({ name: WEBHOOK_DELIVERY_JOB })
        .lean();
      expect(jobs.map((job) => job.status)).toEqual(Array(51).fill('done'));
    } finally {
      hanging.release();
      await hanging.close();
      await receiver.close();
    }
  });

  it('stops test deliveries at the organisation’s hourly quota, logged as not sent, real events unaffected', async () => {
    const pro = await createProfessional(app(), 'quota@agence.test', 'experts');
    const receiver = await startReceiver([200]);
    try {
      const { endpoint } = await addEndpoint(app(), pro.token, receiver.url, [
        'order.done',
        'order.ready',
      ]);
      // the quota spent, as by a hundred test deliveries this hour
      await app()
        .mongoose.connection.collection<{ _id: string; count: number; expires: Date }>(
          'rate_limits',
        )
        .insertOne({
          _id: `webhook-test:${String(pro.organisation._id)}`,
          count: WEBHOOK_TEST_DELIVERIES_PER_HOUR,
          expires: new Date(Date.now() + 3_600_000),
        });
      const publish = (type: WebhookEventType, livemode: boolean) =>
        publishEvent(
          app(),
          pro.organisation._id,
          type,
          { order: { orderid: 'QUOTA1' } },
          { livemode },
        );
      await publish('order.ready', false);
      await publish('order.done', true);

      const jobs = await jobModel(app().mongoose.connection)
        .find({ name: WEBHOOK_DELIVERY_JOB, 'data.endpoint': endpoint.id })
        .lean();
      expect(jobs).toHaveLength(1);
      const logged = await webhookDeliveryModel(app().mongoose.connection)
        .find({ endpoint: endpoint.id })
        .lean();
      expect(logged).toMatchObject([
        {
          type: 'order.ready',
          livemode: false,
          succeeded: false,
          error: webhookTestQuotaMessage(),
        },
      ]);

      const test = await app().inject({
        method: 'POST',
        url: `/account/webhooks/${endpoint.id}/test`,
        headers: bearer(pro.token),
      });
      expect([test.statusCode, test.json().message]).toEqual([429, webhookTestQuotaMessage()]);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
    }
  });
});

describe('a try gives up early on a server that does not answer', () => {
  it('fails after the connect timeout when the TLS handshake never ends', async () => {
    const sockets: Socket[] = [];
    const server = createTcpServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const result = await postEvent(`https://127.0.0.1:${port}/hook`, '{}', 't=1,v1=00', {
        allowLocal: true,
        timeouts: { connectMs: 50, firstByteMs: 10_000, readMs: 10_000 },
      });
      expect(result).toMatchObject({
        succeeded: false,
        status_code: null,
        error: 'Connexion impossible en 0.05 s',
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      server.close();
    }
  });

  it('fails after the first-byte timeout when the server accepts and never answers', async () => {
    const hanging = await startHangingServer();
    try {
      const result = await postEvent(hanging.url(0), '{}', 't=1,v1=00', {
        allowLocal: true,
        timeouts: { connectMs: 10_000, firstByteMs: 50, readMs: 10_000 },
      });
      expect(result).toMatchObject({
        succeeded: false,
        status_code: null,
        error: 'Pas de réponse en 0.05 s après la connexion',
      });
    } finally {
      hanging.release();
      await hanging.close();
    }
  });
});
