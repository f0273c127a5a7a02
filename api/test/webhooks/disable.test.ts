import { createServer } from 'node:net';
import { webhookEndpointModel } from '../../src/models/webhook-endpoint';
import { bearer, createAccount, createProfessional } from '../helpers/accounts';
import { appWithMailForFile, TEST_APP_URL } from '../helpers/app-with-mail';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { addEndpoint, deliveriesOf, nextDelivery } from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;
const MINUTE = 60_000;

/** A port nothing listens on: every try is « Connexion refusée », at once. */
async function closedPortUrl() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/webhooks`;
}

/**
 * An endpoint that fails for 24 h: the delivery is retried with exponential backoff until
 * the 24 h are over, then the endpoint is disabled and its owner told by e-mail. Time is
 * driven through the queue's clock (runDue(now)), never slept.
 */
describe('an endpoint failing for 24 h', () => {
  it('is retried with backoff for 24 h, then disabled, and the owner e-mailed in French', async () => {
    const agency = await createProfessional(app(), 'gerant@agence-panne.test', 'premium');
    await createAccount(app(), {
      email: 'collaborateur@agence-panne.test',
      role: 'member',
      organisation: agency.organisation._id,
    });
    const url = await closedPortUrl();
    const { endpoint } = await addEndpoint(app(), agency.token, url, ['order.confirmed']);
    await storeOrderAs(app(), agency.token, {
      account: 'gerant@agence-panne.test',
      stored: completeForm('gerant@agence-panne.test'),
      confirmed: true,
      billing_mode: 'invoice',
    });

    const t0 = new Date((await nextDelivery(app()))!.runAt.getTime() + 1000);
    const tries: number[] = [];
    for (let job = await nextDelivery(app()); job; job = await nextDelivery(app())) {
      const at = tries.length ? job.runAt : t0;
      expect(await app().scheduler.runDue(at)).toBe(1);
      tries.push((at.getTime() - t0.getTime()) / MINUTE);
      expect(tries.length).toBeLessThan(20);
    }
    // 1, 2, 4… minutes apart, the last one when the 24 h are over
    expect(tries).toEqual([0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 1023, 1440]);

    const stored = await webhookEndpointModel(app().mongoose.connection)
      .findById(endpoint.id)
      .lean();
    expect(stored).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
      failing_since: t0,
      disabled_at: new Date(t0.getTime() + 1440 * MINUTE),
    });

    const mail = await context.catcher.waitFor((m) => m.subject.startsWith('Webhook désactivé'));
    expect(mail.to).toBe('gerant@agence-panne.test');
    expect(mail.subject).toBe(`Webhook désactivé : ${url} ne répond plus`);
    expect(mail.text).toContain('Après 24 heures d’échecs, nous l’avons désactivé');
    expect(mail.text).toContain('Dernière erreur : Connexion refusée par le serveur.');
    expect(mail.text).toContain(`${TEST_APP_URL}/mon-compte-professionnel/parametres`);
    expect(context.catcher.messages().filter((m) => m.subject.startsWith('Webhook'))).toHaveLength(
      1,
    );

    const log = await deliveriesOf(app(), agency.token, endpoint.id);
    expect(log.total).toBe(12);
    expect(log.items[0]).toMatchObject({
      attempt: 12,
      status_code: null,
      succeeded: false,
      error: 'Connexion refusée par le serveur',
      next_retry: null,
    });

    // disabled: a new event is not even queued for it
    await storeOrderAs(app(), agency.token, {
      account: 'gerant@agence-panne.test',
      stored: completeForm('gerant@agence-panne.test'),
      confirmed: true,
      billing_mode: 'invoice',
    });
    expect(await nextDelivery(app())).toBeNull();

    // switched back on by its owner: a fresh start, no failing streak
    const enabled = await app().inject({
      method: 'PUT',
      url: `/account/webhooks/${endpoint.id}`,
      headers: bearer(agency.token),
      payload: { url, events: ['order.confirmed'], enabled: true },
    });
    expect(enabled.json().payload).toMatchObject({
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
  });
});
