import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers/test-app';
import { sameServiceAs, startApiProcess, type ApiProcess } from './helpers/api-process';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { bearer, createAccount, tokenFor, TEST_PASSWORD } from './helpers/accounts';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createIntegrator, orderBody } from './api-v1/helpers';
import { addEndpoint } from './webhooks/helpers';
import { startReceiver, type Receiver } from './webhooks/receiver';
import { confirmedOrder, confortForm } from './billing/order-fixture';
import { orderModel } from '../src/models/order';
import { invoiceModel } from '../src/models/invoice';
import { jobModel } from '../src/models/job';
import { MAIL_RETRY_JOB } from '../src/plugins/app/mail-queue';
import { WEBHOOK_DELIVERY_JOB } from '../src/services/webhooks/publish';
import { until } from './helpers/until';

const API_DIR = path.resolve(__dirname, '..');
const SIGN_IN_LIMIT = 4;
const KEY_LIMIT = 6;

/**
 * Issue 37: two API instances, each in its own process, on one database, the requests
 * spread across them as a load balancer would. What must hold for any number of instances:
 * sessions, throttles, Idempotency-Keys, jobs, payments, e-mails and webhooks.
 */
describe('deux instances de l’API sur une même base', () => {
  let app: FastifyInstance;
  let mails: TestMailCatcher;
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    mails = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: mails.smtpUrl, SCHEDULER_ENABLED: 'false' });
    const shared = {
      ...sameServiceAs(app, mails.smtpUrl),
      SCHEDULER_ENABLED: 'true',
      SCHEDULER_POLL_MS: '100',
      SIGNIN_RATE_LIMIT_PER_EMAIL: String(SIGN_IN_LIMIT),
      API_KEY_RATE_LIMIT_PER_MINUTE: String(KEY_LIMIT),
    };
    [a, b] = await Promise.all([
      startApiProcess(API_DIR, shared),
      startApiProcess(API_DIR, shared),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await app.close();
    await mails.close();
  });

  /** The instance of the `n`th request: one after the other, as round robin does. */
  const spread = (n: number) => (n % 2 ? b : a);
  const call = (to: ApiProcess, url: string, init: RequestInit = {}) =>
    fetch(`${to.url}${url}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers },
    });

  it('une session ouverte sur l’une sert sur l’autre', async () => {
    await createAccount(app, { email: 'cliente@deux-instances.test' });
    const signIn = await call(a, '/account/auth', {
      method: 'POST',
      body: JSON.stringify({ email: 'cliente@deux-instances.test', password: TEST_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()).payload;
    const me = await call(b, '/account/session', { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect((await me.json()).payload.account).toBe('cliente@deux-instances.test');
  });

  it('les essais de connexion se comptent sur les deux instances', async () => {
    await createAccount(app, { email: 'cible@deux-instances.test' });
    const attempt = (n: number) =>
      call(spread(n), '/account/auth', {
        method: 'POST',
        body: JSON.stringify({ email: 'cible@deux-instances.test', password: 'mauvais' }),
      });
    for (let n = 0; n < SIGN_IN_LIMIT; n += 1) expect((await attempt(n)).status).toBe(401);
    expect((await attempt(SIGN_IN_LIMIT)).status).toBe(429);
    expect((await attempt(SIGN_IN_LIMIT + 1)).status).toBe(429);
  });

  it('une clé d’API a une limite par minute, tous appels confondus, et une Idempotency-Key rejoue la même réponse', async () => {
    const integrator = await createIntegrator(app, 'logiciel@deux-instances.test');
    const headers = { 'x-api-key': integrator.secret, 'idempotency-key': 'dossier-2026-118' };
    const body = JSON.stringify(orderBody('2026-118'));
    const first = await call(a, '/api/v1/orders', { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    const replay = await call(b, '/api/v1/orders', { method: 'POST', headers, body });
    expect(replay.status).toBe(201);
    const [created, replayed] = [await first.json(), await replay.json()];
    expect(replayed).toEqual(created);
    expect(
      await orderModel(app.mongoose.connection).countDocuments({ external_id: '2026-118' }),
    ).toBe(1);

    // the two creations above count; the limit is reached over both instances
    const read = (n: number) =>
      call(spread(n), '/api/v1/orders', { headers: { 'x-api-key': integrator.secret } });
    for (let n = 2; n < KEY_LIMIT; n += 1) expect((await read(n)).status).toBe(200);
    expect((await read(KEY_LIMIT)).status).toBe(429);
  });

  it('un événement Stripe livré aux deux en même temps paie une fois : une facture, un e-mail', async () => {
    const account = 'vendeuse@deux-instances.test';
    const orderid = await confirmedOrder(app, account, confortForm({ email: account }));
    const checkout = await app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      payload: { orderid, account },
    });
    const sessionId = new URL(checkout.json().payload.url).pathname.split('/').pop()!;
    const session = await app.payments.stripe.checkout.sessions.retrieve(sessionId);
    const event = JSON.stringify({
      id: `evt_deux_instances_${orderid}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...session, payment_status: 'paid', payment_intent: `pi_${orderid}` } },
    });
    const deliver = (to: ApiProcess) =>
      call(to, '/billing/stripe/webhook', {
        method: 'POST',
        headers: { 'stripe-signature': app.payments.sandbox!.sign(event) },
        body: event,
      });
    const answers = await Promise.all([deliver(a), deliver(b)]);
    const outcomes = await Promise.all(
      answers.map(async (answer) =>
        answer.status === 409 ? 'retry later' : (await answer.json()).payload.duplicate,
      ),
    );
    // one applies it; the other finds it applied, or being applied (409: Stripe retries)
    expect(outcomes.filter((outcome) => outcome === false)).toHaveLength(1);
    const retried = await deliver(b);
    expect((await retried.json()).payload).toEqual({ received: true, duplicate: true });

    const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
    expect(order?.history.filter(({ action }) => action === 'paid')).toHaveLength(1);
    expect(
      await invoiceModel(app.mongoose.connection).countDocuments({
        orderids: orderid,
        kind: 'invoice',
      }),
    ).toBe(1);
    const paidMails = mails
      .messages()
      .filter(({ to, subject }) => to === account && subject.includes('paiement reçu'));
    expect(paidMails).toHaveLength(1);
  });

  it('chaque tâche due tourne une fois, quelle que soit l’instance qui la prend', async () => {
    const due = new Date(Date.now() - 1000);
    const subjects = Array.from({ length: 8 }, (_, n) => `Tâche ${n} des deux instances`);
    await Promise.all(
      subjects.map((subject) =>
        app.scheduler.schedule(MAIL_RETRY_JOB, due, {
          to: 'equipe@deux-instances.test',
          subject,
          text: subject,
          html: `<p>${subject}</p>`,
        }),
      ),
    );
    const jobs = jobModel(app.mongoose.connection);
    const done = () =>
      jobs.countDocuments({
        name: MAIL_RETRY_JOB,
        'data.subject': { $in: subjects },
        status: 'done',
      });
    await until(done, subjects.length);
    for (const subject of subjects)
      expect(mails.messages().filter((mail) => mail.subject === subject)).toHaveLength(1);
  });

  describe('webhooks', () => {
    let receiver: Receiver;
    beforeAll(async () => {
      receiver = await startReceiver([200]);
    });
    afterAll(async () => receiver.close());

    it('un changement d’état sur l’une part une fois vers l’intégrateur', async () => {
      const agency = await createIntegrator(app, 'agence@deux-instances.test');
      const { secret } = await addEndpoint(app, agency.token, receiver.url, ['order.ready']);
      receiver.secrets.push(secret);
      const { orderid } = await storeOrderAs(app, agency.token, {
        account: 'agence@deux-instances.test',
        stored: completeForm('agence@deux-instances.test'),
        confirmed: true,
        billing_mode: 'invoice',
      });
      const staff = await createAccount(app, {
        email: 'staff@deux-instances.test',
        is_admin: true,
      });
      const ready = await call(a, '/order/ready', {
        method: 'POST',
        headers: bearer(await tokenFor(app, String(staff._id))),
        body: JSON.stringify({ orderid, account: 'agence@deux-instances.test', send_mail: false }),
      });
      expect(ready.status).toBe(200);

      const event = await receiver.first();
      expect(event.json).toMatchObject({ type: 'order.ready', data: { order: { orderid } } });
      expect(event.validWith).toEqual([secret]);
      const jobs = jobModel(app.mongoose.connection);
      await until(() => jobs.countDocuments({ name: WEBHOOK_DELIVERY_JOB, status: 'done' }), 1);
      expect(receiver.received).toHaveLength(1);
    });
  });
});
