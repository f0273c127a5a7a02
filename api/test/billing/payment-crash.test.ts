import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app';
import { sameServiceAs, startApiProcess, type ApiProcess } from '../helpers/api-process';
import { startMailCatcher, type TestMailCatcher } from '../helpers/mail-catcher';
import { orderModel } from '../../src/models/order';
import { invoiceModel } from '../../src/models/invoice';
import { paymentEventModel } from '../../src/models/payment-event';
import { JOB_LOCK_MS } from '../../src/plugins/app/scheduler';
import { confirmedOrder, confortForm } from './order-fixture';

const ACCOUNT = 'vendeuse@example.fr';
const API_DIR = path.resolve(__dirname, '../..');

/**
 * Issue 37, ADR 072: an API instance killed (SIGKILL, as a crash or a deploy would) at each
 * step of applying a paid Checkout session leaves the event to apply; the same event
 * delivered again to another instance marks the order paid once, with one invoice and one
 * « paiement reçu » e-mail. Before, the event was recorded as processed before its effects:
 * the retry answered « déjà traité », the order stayed unpaid, and the customer's next
 * payment was refunded.
 */
describe('un paiement survit à l’arrêt brutal de l’instance qui l’applique', () => {
  let app: FastifyInstance;
  let mails: TestMailCatcher;
  let survivor: ApiProcess;
  /** the settings every instance shares: one database, one file store, one SMTP server */
  let shared: Record<string, string>;

  beforeAll(async () => {
    mails = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: mails.smtpUrl });
    shared = sameServiceAs(app, mails.smtpUrl);
    survivor = await startApiProcess(API_DIR, shared);
  });
  afterAll(async () => {
    await survivor?.stop();
    await app.close();
    await mails.close();
  });

  /** A confirmed order, its Checkout session opened, and Stripe's event once it is paid. */
  async function paidSessionEvent(step: string) {
    const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
    const checkout = await app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      payload: { orderid, account: ACCOUNT },
    });
    const sessionId = new URL(checkout.json().payload.url).pathname.split('/').pop()!;
    const session = await app.payments.stripe.checkout.sessions.retrieve(sessionId);
    const event = {
      id: `evt_crash_${step.replace(/\W/g, '_')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { ...session, payment_status: 'paid', payment_intent: `pi_${orderid}` },
      },
    };
    return { orderid, event };
  }

  /** Delivers the event signed as Stripe signs it (every sandbox shares its webhook secret). */
  function deliver(to: ApiProcess, event: { id: string }) {
    const body = JSON.stringify(event);
    return fetch(`${to.url}/billing/stripe/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': app.payments.sandbox!.sign(body),
      },
      body,
    });
  }

  async function killedAt(step: string, event: { id: string }) {
    const doomed = await startApiProcess(API_DIR, { ...shared, CRASH_POINT: step });
    await expect(deliver(doomed, event)).rejects.toThrow();
    expect(await doomed.exited).toBe('SIGKILL');
  }

  /** What Stripe's later delivery finds once the dead instance's claim on the event is over. */
  async function afterTheLease(event: { id: string }) {
    // two minutes pass (PAYMENT_EVENT_LEASE_MS): the dead instance's claim is over
    await paymentEventModel(app.mongoose.connection).updateOne(
      { _id: event.id },
      { $set: { lockedUntil: new Date(Date.now() - 1) } },
    );
    return deliver(survivor, event);
  }

  const paidMailsOf = (orderid: string) =>
    mails
      .messages()
      .filter(({ to, subject }) => to === ACCOUNT && subject.includes(`Commande ${orderid}`));

  async function expectPaidOnce(orderid: string) {
    const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
    expect(order).toMatchObject({
      state: 'confirmed',
      pending: false,
      payment_ref: `pi_${orderid}`,
    });
    expect(order?.paid).toBeInstanceOf(Date);
    expect(order?.history.filter(({ action }) => action === 'paid')).toHaveLength(1);
    const invoices = await invoiceModel(app.mongoose.connection)
      .find({ orderids: orderid, kind: 'invoice' })
      .lean();
    expect(invoices).toHaveLength(1);
    expect(paidMailsOf(orderid)).toHaveLength(1);
  }

  it.each([
    'payment-event:claimed',
    'payment:claimed',
    'payment:invoiced',
    'payment:mailed',
    'payment:marked',
  ])(
    'tuée en « %s », l’événement renvoyé à une autre instance paie la commande une fois',
    async (step) => {
      const { orderid, event } = await paidSessionEvent(step);
      await killedAt(step, event);

      // Stripe's next delivery while the dead instance still holds the event: retry later
      const early = await deliver(survivor, event);
      expect(early.status).toBe(409);
      expect((await early.json()).message).toBe(
        'Événement en cours de traitement : renvoyez-le plus tard',
      );

      const retried = await afterTheLease(event);
      expect(retried.status).toBe(200);
      expect((await retried.json()).payload).toEqual({ received: true, duplicate: false });
      await expectPaidOnce(orderid);

      const again = await deliver(survivor, event);
      expect((await again.json()).payload).toEqual({ received: true, duplicate: true });
      await expectPaidOnce(orderid);
    },
  );

  it('tuée entre l’enregistrement de l’e-mail et son envoi, une autre instance l’envoie une fois', async () => {
    const { orderid, event } = await paidSessionEvent('mail');
    await killedAt('job:mail.retry:stored', event);

    const retried = await afterTheLease(event);
    expect(retried.status).toBe(200);
    expect(paidMailsOf(orderid)).toHaveLength(0);

    // the dead instance's claim on the e-mail's job ends: the queue of any instance sends it
    expect(await app.scheduler.runDue(new Date(Date.now() + JOB_LOCK_MS + 1))).toBeGreaterThan(0);
    await expectPaidOnce(orderid);
  });
});
