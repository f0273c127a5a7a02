import { orderModel } from '../../src/models/order';
import { webhookEventModel } from '../../src/models/webhook-event';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { FICHE } from '../api-v1/helpers';
import { multipartFile } from '../helpers/multipart';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { completeForm, storeOrderAs } from '../helpers/orders';
import { addEndpoint, adminAction, deliveriesOf, nextDelivery } from './helpers';
import { startReceiver, type Receiver } from './receiver';

/**
 * Issue 15, item 3: events published where orders really change state reach the
 * organisation's endpoints, signed, retried on failure until they are accepted, and logged.
 */
const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

describe('webhook deliveries', () => {
  let agency: Awaited<ReturnType<typeof createProfessional>>;
  let rival: Awaited<ReturnType<typeof createProfessional>>;
  let admin: string;
  let receiver: Receiver;
  let rivalReceiver: Receiver;

  beforeAll(async () => {
    agency = await createProfessional(app(), 'gerant@agence-webhooks.test', 'experts');
    rival = await createProfessional(app(), 'gerant@agence-rivale.test', 'premium');
    admin = await tokenFor(
      app(),
      String((await createAccount(app(), { email: 'staff@ped.test', is_admin: true }))._id),
    );
    receiver = await startReceiver([500, 200]);
    rivalReceiver = await startReceiver([200]);
    const rivalEndpoint = await addEndpoint(app(), rival.token, rivalReceiver.url, [
      'order.confirmed',
      'order.ready',
      'invoice.issued',
    ]);
    rivalReceiver.secrets.push(rivalEndpoint.secret);
  });
  afterAll(async () => {
    await receiver.close();
    await rivalReceiver.close();
  });

  const confirmedOrder = () =>
    storeOrderAs(app(), agency.token, {
      account: 'gerant@agence-webhooks.test',
      stored: completeForm('gerant@agence-webhooks.test'),
      confirmed: true,
      billing_mode: 'invoice',
    });

  it('signs, retries a 500 once the backoff has passed, stops after the 200, and logs both', async () => {
    const { endpoint, secret } = await addEndpoint(app(), agency.token, receiver.url, [
      'order.ready',
    ]);
    receiver.secrets.push(secret);
    // confirmed: not subscribed to, nothing sent
    const order = await confirmedOrder();
    expect(await nextDelivery(app())).toBeNull();

    await adminAction(app(), admin, 'ready', order);
    const job = await nextDelivery(app());
    expect(job).not.toBeNull();
    const t0 = new Date(job!.runAt.getTime() + 1000);

    expect(await app().scheduler.runDue(t0)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [first] = receiver.received;
    expect(first!.validWith).toEqual([secret]);
    expect(first!.signatures).toBe(1);
    expect(first!.json).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      type: 'order.ready',
      livemode: true,
      data: { order: { orderid: order.orderid, state: 'ready' } },
    });
    expect(first!.headers['content-type']).toBe('application/json');

    // the first retry is a minute later: not before
    expect(await app().scheduler.runDue(new Date(t0.getTime() + 30_000))).toBe(0);
    expect(await app().scheduler.runDue(new Date(t0.getTime() + 60_000))).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(first!.body);
    expect(receiver.received[1]!.validWith).toEqual([secret]);

    // accepted: nothing more, even a day later
    expect(await app().scheduler.runDue(new Date(t0.getTime() + 86_400_000))).toBe(0);
    expect(receiver.received).toHaveLength(2);

    const log = await deliveriesOf(app(), agency.token, endpoint.id);
    expect(log.total).toBe(2);
    expect(log.items).toEqual([
      expect.objectContaining({
        event_id: first!.json.id,
        type: 'order.ready',
        attempt: 2,
        status_code: 200,
        succeeded: true,
        error: null,
        next_retry: null,
        response_excerpt: 'reçu',
        at: new Date(t0.getTime() + 60_000).toISOString(),
      }),
      expect.objectContaining({
        event_id: first!.json.id,
        attempt: 1,
        status_code: 500,
        succeeded: false,
        error: 'Réponse 500 : seule une réponse 2xx vaut accusé de réception',
        response_excerpt: 'erreur 500 du receveur',
        next_retry: new Date(t0.getTime() + 60_000).toISOString(),
        at: t0.toISOString(),
      }),
    ]);
    for (const item of log.items) expect(Number.isInteger(item.duration_ms)).toBe(true);
  });

  it('delivers a test order’s events too, marked livemode: false', async () => {
    const order = await confirmedOrder();
    await orderModel(app().mongoose.connection).updateOne(
      { orderid: order.orderid },
      { $set: { test: true } },
    );
    const before = receiver.received.length;
    await adminAction(app(), admin, 'ready', order);
    await app().scheduler.runDue(new Date(Date.now() + 1000));
    const events = receiver.received.slice(before);
    expect(events.map((r) => [r.json.type, r.json.livemode, r.json.data.order?.orderid])).toEqual([
      ['order.ready', false, order.orderid],
    ]);
  });

  it('publishes invoice.issued when staff record a payment, to this organisation only', async () => {
    const { secret } = await addEndpoint(app(), agency.token, receiver.url, ['invoice.issued']);
    receiver.secrets.push(secret);
    const order = await confirmedOrder();
    const before = receiver.received.length;

    await adminAction(app(), admin, 'paid', order);
    await app().scheduler.runDue(new Date(Date.now() + 1000));
    const invoices = receiver.received
      .slice(before)
      .filter((r) => r.json.type === 'invoice.issued');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.validWith).toEqual([secret]);
    expect(invoices[0]!.json.data.invoice).toMatchObject({
      number: expect.stringMatching(/^F\d{4}-/),
      kind: 'invoice',
      orderids: [order.orderid],
      ttc_cents: expect.any(Number),
    });
  });

  it('tells document.read once a document the organisation sent has been read, with what was found', async () => {
    const { secret } = await addEndpoint(app(), agency.token, receiver.url, ['document.read']);
    receiver.secrets.push(secret);
    const draft = await storeOrderAs(app(), agency.token, {
      account: 'gerant@agence-webhooks.test',
      stored: { ...completeForm('gerant@agence-webhooks.test'), method: 'upload' },
    });
    const { payload, headers } = multipartFile(FICHE, { filename: 'fiche.pdf' });
    const sent = await app().inject({
      method: 'POST',
      url: `/order/${draft.orderid}/upload`,
      payload,
      headers: { ...headers, ...bearer(agency.token) },
    });
    const before = receiver.received.length;
    await app().readings.drain();
    await app().scheduler.runDue(new Date(Date.now() + 1000));
    const told = receiver.received.slice(before).filter((r) => r.json.type === 'document.read');
    expect(told).toHaveLength(1);
    expect(told[0]!.validWith).toEqual([secret]);
    expect(told[0]!.json.data).toMatchObject({
      order: { orderid: draft.orderid },
      document: {
        id: sent.json().payload.upload.id,
        name: 'fiche.pdf',
        doctype: 1,
        reading: { status: 'done', reason: null, guess: expect.objectContaining({ doctype: 1 }) },
      },
    });
  });

  it('never delivers another organisation’s events, and nothing for an order without one', async () => {
    expect(rivalReceiver.received).toHaveLength(0);

    const events = webhookEventModel(app().mongoose.connection);
    const stored = await events.countDocuments();
    const customer = await createAccount(app(), { email: 'particulier@exemple.fr' });
    const order = await storeOrderAs(app(), await tokenFor(app(), String(customer._id)), {
      account: 'particulier@exemple.fr',
      stored: completeForm('particulier@exemple.fr'),
      confirmed: true,
    });
    await adminAction(app(), admin, 'paid', order);
    await adminAction(app(), admin, 'ready', order);
    expect(await events.countDocuments()).toBe(stored);
    await app().scheduler.runDue(new Date(Date.now() + 1000));
    expect(rivalReceiver.received).toHaveLength(0);
  });

  it('delivers the rival’s own events to the rival, with its own secret', async () => {
    const order = await storeOrderAs(app(), rival.token, {
      account: 'gerant@agence-rivale.test',
      stored: completeForm('gerant@agence-rivale.test'),
      confirmed: true,
      billing_mode: 'invoice',
    });
    const before = receiver.received.length;
    await app().scheduler.runDue(new Date(Date.now() + 1000));
    expect(rivalReceiver.received.map((r) => r.json.type)).toEqual(['order.confirmed']);
    expect(rivalReceiver.received[0]!.json.data.order?.orderid).toBe(order.orderid);
    expect(rivalReceiver.received[0]!.validWith).toHaveLength(1);
    expect(receiver.received.length).toBe(before);
  });
});
