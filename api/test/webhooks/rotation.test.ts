import { webhookEndpointModel } from '../../src/models/webhook-endpoint';
import { bearer, createProfessional } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { addEndpoint, nextDelivery } from './helpers';
import { startReceiver, type Receiver } from './receiver';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;
const HOUR = 3_600_000;

/**
 * « Renouveler le secret »: for 24 h each delivery carries two signatures, so a receiver
 * still configured with the former secret keeps accepting while it is given the new one.
 */
describe('webhook secret rotation', () => {
  let agency: Awaited<ReturnType<typeof createProfessional>>;
  let receiver: Receiver;
  beforeAll(async () => {
    agency = await createProfessional(app(), 'gerant@agence-rotation.test', 'syndic');
    receiver = await startReceiver([200]);
  });
  afterAll(() => receiver.close());

  /** A confirmed order publishes order.confirmed; the queue runs it at `at`. */
  async function deliverOneAt(at: Date) {
    await storeOrderAs(app(), agency.token, {
      account: 'gerant@agence-rotation.test',
      stored: completeForm('gerant@agence-rotation.test'),
      confirmed: true,
      billing_mode: 'invoice',
    });
    expect(await nextDelivery(app())).not.toBeNull();
    expect(await app().scheduler.runDue(at)).toBe(1);
    return receiver.received.at(-1)!;
  }

  it('signs with both secrets during the overlap, then with the new one only', async () => {
    const { endpoint, secret: former } = await addEndpoint(app(), agency.token, receiver.url, [
      'order.confirmed',
    ]);
    const rotated = await app().inject({
      method: 'POST',
      url: `/account/webhooks/${endpoint.id}/rotate`,
      headers: bearer(agency.token),
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: renewed, endpoint: view } = rotated.json().payload;
    expect(renewed).toMatch(/^whsec_/);
    expect(renewed).not.toBe(former);
    expect(rotated.json().message).toContain('l’ancien signe encore les envois pendant 24 h');
    const until = new Date(view.previous_secret_until).getTime();
    expect(Math.abs(until - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    receiver.secrets.push(former, renewed);

    const during = await deliverOneAt(new Date(Date.now() + 23 * HOUR));
    expect(during.signatures).toBe(2);
    expect(during.validWith.sort()).toEqual([former, renewed].sort());

    const after = await deliverOneAt(new Date(Date.now() + 25 * HOUR));
    expect(after.signatures).toBe(1);
    expect(after.validWith).toEqual([renewed]);
  });

  it('keeps only sealed secrets in the database, never the ones shown', async () => {
    const { endpoint, secret } = await addEndpoint(app(), agency.token, receiver.url, [
      'order.done',
    ]);
    const stored = await webhookEndpointModel(app().mongoose.connection)
      .findById(endpoint.id)
      .lean();
    expect(stored?.secret).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toContain(secret);
    const listed = await app().inject({
      method: 'GET',
      url: '/account/webhooks',
      headers: bearer(agency.token),
    });
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(stored!.secret);
  });
});
