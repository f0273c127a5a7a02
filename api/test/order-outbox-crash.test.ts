import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers/test-app';
import { sameServiceAs, startApiProcess } from './helpers/api-process';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { bearer, createAccount, createProfessional, tokenFor } from './helpers/accounts';
import { completeForm, storeOrderAs } from './helpers/orders';
import { addEndpoint } from './webhooks/helpers';
import { orderModel } from '../src/models/order';
import { jobModel } from '../src/models/job';
import { webhookEventModel } from '../src/models/webhook-event';
import { OUTBOX_LOCK_MS } from '../src/services/orders/outbox';
import { WEBHOOK_DELIVERY_JOB } from '../src/services/webhooks/publish';

const API_DIR = path.resolve(__dirname, '..');
const AGENCY = 'gerant@agence-outbox.test';

/**
 * Issue 37, ADR 075: a state change and its consequences are written in one update; an
 * instance killed (SIGKILL) right after that write, or after carrying out one consequence,
 * leaves the rest to any other instance, which carries each out once: the integrator's
 * webhook, its delivery, the customer's e-mail.
 */
describe('les conséquences d’un changement d’état survivent à l’arrêt brutal de l’instance', () => {
  let app: FastifyInstance;
  let mails: TestMailCatcher;
  let agency: Awaited<ReturnType<typeof createProfessional>>;
  let admin: string;
  let shared: Record<string, string>;

  beforeAll(async () => {
    mails = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: mails.smtpUrl, SCHEDULER_ENABLED: 'false' });
    shared = sameServiceAs(app, mails.smtpUrl);
    agency = await createProfessional(app, AGENCY, 'experts');
    await addEndpoint(app, agency.token, 'https://integrateur.example.fr/webhooks', [
      'order.ready',
    ]);
    const staff = await createAccount(app, { email: 'staff@ped.test', is_admin: true });
    admin = await tokenFor(app, String(staff._id));
  });
  afterAll(async () => {
    await app.close();
    await mails.close();
  });

  it.each(['order:transitioned', 'outbox:carried-out'])(
    'tuée en « %s » pendant « Prête », une autre instance publie le webhook et envoie l’e-mail, une fois',
    async (step) => {
      const { orderid } = await storeOrderAs(app, agency.token, {
        account: AGENCY,
        stored: completeForm(AGENCY),
        confirmed: true,
        billing_mode: 'invoice',
      });
      const doomed = await startApiProcess(API_DIR, { ...shared, CRASH_POINT: step });
      const ready = fetch(`${doomed.url}/order/ready`, {
        method: 'POST',
        headers: { ...bearer(admin), 'content-type': 'application/json' },
        body: JSON.stringify({ orderid, account: AGENCY, send_mail: true }),
      });
      await expect(ready).rejects.toThrow();
      expect(await doomed.exited).toBe('SIGKILL');

      const orders = orderModel(app.mongoose.connection);
      const left = await orders.findOne({ orderid }).lean();
      expect(left?.state).toBe('ready');
      expect(left?.outbox.length).toBeGreaterThan(0);

      // once the dead instance's claim is over, any instance's sweep carries out the rest
      const later = new Date(Date.now() + OUTBOX_LOCK_MS + 1);
      expect(await app.orderOutbox.sweep(later, 0)).toBe(1);
      expect(await app.orderOutbox.sweep(later, 0)).toBe(0);

      expect((await orders.findOne({ orderid }).lean())?.outbox).toEqual([]);
      const events = await webhookEventModel(app.mongoose.connection)
        .find({ orderids: orderid, type: 'order.ready' })
        .lean();
      expect(events).toHaveLength(1);
      const deliveries = await jobModel(app.mongoose.connection)
        .find({ name: WEBHOOK_DELIVERY_JOB, 'data.event': String(events[0]!._id) })
        .lean();
      expect(deliveries).toHaveLength(1);
      const readyMails = mails
        .messages()
        .filter(
          ({ to, subject }) =>
            to === AGENCY && subject === `Commande ${orderid} : livraison imminente`,
        );
      expect(readyMails).toHaveLength(1);
    },
  );
});
