import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { jobModel } from '../src/models/job';
import { orderModel } from '../src/models/order';
import { ABANDONED_UPLOADS_JOB } from '../src/services/orders/abandoned-uploads';
import { removeUploads } from '../src/services/orders/order-uploads';
import { multipartFile } from './helpers/multipart';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';

const FICHE = readFileSync(join(__dirname, 'fixtures/documents/fiche-synthetique.pdf'));
const DAY = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('cleanup of the uploads of abandoned drafts', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // the poller on (it starts the daily chain) but far too slow to run during the test
    app = await createTestApp({ SCHEDULER_POLL_MS: '3600000' });
  });
  afterAll(async () => {
    await app.close();
  });

  const Orders = () => orderModel(app.mongoose.connection);
  const Jobs = () => jobModel(app.mongoose.connection);

  /** A visitor's draft with one upload and its link, then aged as asked. */
  async function draft(email: string, age: { updated: Date; state?: string }) {
    const { orderid } = await storeOrderAs(app, null, {
      account: email,
      stored: { ...completeForm(email), method: 'upload' },
    });
    const { payload, headers } = multipartFile(FICHE);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/order/${orderid}/upload?account=${email}`,
      payload,
      headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json().payload as { url: string };
    await storeOrderAs(app, null, {
      orderid,
      account: email,
      stored: { ...completeForm(email), method: 'upload', links: [{ link: url }] },
    });
    await Orders().updateOne(
      { orderid },
      { $set: { updated: age.updated, state: age.state ?? 'in-progress' } },
    );
    const order = (await Orders().findOne({ orderid }).lean())!;
    return { orderid, key: order.uploads[0]!.key, updated: order.updated };
  }

  it('starts a daily chain on start-up, once', async () => {
    const jobs = await Jobs().find({ name: ABANDONED_UPLOADS_JOB }).lean();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ status: 'pending' });
    expect(jobs[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('removes the files of drafts untouched for 30 days, and only those', async () => {
    const abandoned = await draft('vieux@exemple.fr', { updated: daysAgo(31) });
    const recent = await draft('recent@exemple.fr', { updated: daysAgo(29) });
    const awaitingPayment = await draft('paiement@exemple.fr', {
      updated: daysAgo(60),
      state: 'awaiting-payment',
    });
    const confirmed = await draft('confirme@exemple.fr', {
      updated: daysAgo(60),
      state: 'confirmed',
    });

    const firstPass = (await Jobs().findOne({ name: ABANDONED_UPLOADS_JOB }).lean())!.runAt;
    // the other daily jobs' first passes are due then too: this one ran once
    await app.scheduler.runDue(new Date(firstPass.getTime() + 1000));
    expect(await Jobs().countDocuments({ name: ABANDONED_UPLOADS_JOB, status: 'done' })).toBe(1);

    const cleaned = (await Orders().findOne({ orderid: abandoned.orderid }).lean())!;
    expect(cleaned.uploads).toEqual([]);
    expect((cleaned.stored as { links: unknown[] }).links).toEqual([]);
    expect(cleaned.payload?.links).toEqual([]);
    expect(cleaned.includes_documents).toBe(false);
    expect(cleaned.state).toBe('in-progress');
    // the draft still looks as old as it is
    expect(cleaned.updated.getTime()).toBe(abandoned.updated.getTime());
    expect(cleaned.history.at(-1)).toMatchObject({ by: 'système', action: 'uploads-expired' });
    expect(await app.storage.exists(abandoned.key)).toBe(false);

    for (const kept of [recent, awaitingPayment, confirmed]) {
      const order = (await Orders().findOne({ orderid: kept.orderid }).lean())!;
      expect({ orderid: kept.orderid, uploads: order.uploads.length }).toEqual({
        orderid: kept.orderid,
        uploads: 1,
      });
      expect(await app.storage.exists(kept.key)).toBe(true);
    }

    // the next pass is waiting for tomorrow, and only one
    const waiting = await Jobs().find({ name: ABANDONED_UPLOADS_JOB, status: 'pending' }).lean();
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + DAY - 60_000);

    // a day later (the pass falls due, the recent draft has aged past the line)
    await Jobs().updateOne(
      { _id: waiting[0]!._id },
      { $set: { runAt: new Date(Date.now() - 1000) } },
    );
    await Orders().updateOne({ orderid: recent.orderid }, { $set: { updated: daysAgo(31) } });
    expect(await app.scheduler.runDue()).toBe(1);
    expect((await Orders().findOne({ orderid: recent.orderid }).lean())!.uploads).toEqual([]);
    expect(await app.storage.exists(recent.key)).toBe(false);
    expect(await Jobs().countDocuments({ name: ABANDONED_UPLOADS_JOB, status: 'pending' })).toBe(1);
  });

  it('leaves a draft alone when the customer came back between the lookup and the removal', async () => {
    const stale = await draft('revenu@exemple.fr', { updated: daysAgo(40) });
    const order = (await Orders().findOne({ orderid: stale.orderid }).lean())!;
    await Orders().updateOne({ orderid: stale.orderid }, { $set: { updated: new Date() } });
    const removed = await removeUploads(
      app,
      { _id: order._id, state: 'in-progress', paid: null, updated: order.updated },
      order.uploads,
      { touch: false },
    );
    expect(removed).toBe(false);
    expect((await Orders().findOne({ orderid: stale.orderid }).lean())!.uploads).toHaveLength(1);
    expect(await app.storage.exists(stale.key)).toBe(true);
  });
});
