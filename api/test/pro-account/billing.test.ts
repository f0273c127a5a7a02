import type { FastifyInstance } from 'fastify';
import { orderModel } from '../../src/models/order';
import { organisationModel } from '../../src/models/organisation';
import { createTestApp } from '../helpers/test-app';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';

/** Saves the sandbox test card for the caller's organisation, as the browser would. */
async function saveCard(app: FastifyInstance, token: string): Promise<string> {
  const setup = await app.inject({
    method: 'POST',
    url: '/billing/stripe/checkout/setup',
    headers: bearer(token),
    payload: {
      next: '/mon-compte-professionnel/encours',
      cancel: '/mon-compte-professionnel/encours',
    },
  });
  expect(setup.statusCode).toBe(200);
  const page = await fetch(setup.json().payload.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'carte@agence.test',
      number: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Jeanne Martin',
    }),
    redirect: 'manual',
  });
  expect(page.status).toBe(303);
  const methods = await app.inject({
    method: 'GET',
    url: '/billing/stripe/listMethods',
    headers: bearer(token),
  });
  const { methods: cards, default: chosen } = methods.json().payload;
  expect(cards).toHaveLength(1);
  expect(cards[0]).toMatchObject({ brand: 'visa', last4: '4242' });
  return chosen as string;
}

async function outstandingOrder(
  app: FastifyInstance,
  orderid: string,
  organisation: unknown,
  account: string,
) {
  await orderModel(app.mongoose.connection).create({
    orderid,
    account,
    organisation,
    state: 'confirmed',
    pending: true,
    billing_mode: 'invoice',
    created: new Date(),
    payload: { offer: 'cle', options: [], lots: 1 },
    stored: {},
  });
}

describe('billing: saved cards, paying outstanding orders, subscriptions', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('pays two outstanding orders at once with a saved card and issues their invoices', async () => {
    const pro = await createProfessional(app, 'encours@agence.test', 'experts');
    const card = await saveCard(app, pro.token);
    await outstandingOrder(app, 'ENC001', pro.organisation._id, pro.account.email);
    await outstandingOrder(app, 'ENC002', pro.organisation._id, pro.account.email);
    const paid = await app.inject({
      method: 'POST',
      url: '/billing/stripe/pay/intermediary',
      headers: bearer(pro.token),
      payload: { orders: ['ENC001', 'ENC002'], payment_method: card },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload).toMatchObject({ orders: ['ENC001', 'ENC002'], amount: 2 * 5988 });
    expect(paid.json().payload.invoices).toHaveLength(2);
    const orders = await orderModel(app.mongoose.connection)
      .find({ orderid: { $in: ['ENC001', 'ENC002'] } })
      .lean();
    expect(orders.every((o) => o.paid && !o.pending)).toBe(true);
    const again = await app.inject({
      method: 'POST',
      url: '/billing/stripe/pay/intermediary',
      headers: bearer(pro.token),
      payload: { orders: ['ENC001'], payment_method: card },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La commande ENC001 est déjà réglée');
    const invoices = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: bearer(pro.token),
    });
    expect(
      invoices
        .json()
        .payload.items.map((i: { orderids: string[] }) => i.orderids[0])
        .sort(),
    ).toEqual(['ENC001', 'ENC002']);
  });

  it('refuses to pay another organisation’s orders', async () => {
    const pro = await createProfessional(app, 'voleur@agence.test', 'experts');
    const victim = await createProfessional(app, 'victime@agence.test', 'experts');
    await outstandingOrder(app, 'VIC001', victim.organisation._id, victim.account.email);
    const card = await saveCard(app, pro.token);
    const response = await app.inject({
      method: 'POST',
      url: '/billing/stripe/pay/intermediary',
      headers: bearer(pro.token),
      payload: { orders: ['VIC001'], payment_method: card },
    });
    expect(response.statusCode).toBe(404);
  });

  it('subscribes to experts, renews, fails and cancels through idempotent webhooks', async () => {
    const pro = await createProfessional(app, 'abonne@agence.test', 'free');
    const card = await saveCard(app, pro.token);
    const member = await createAccount(app, {
      email: 'membre@agence.test',
      role: 'member',
      organisation: pro.organisation._id,
    });
    const byMember = await app.inject({
      method: 'POST',
      url: '/billing/subscribe',
      headers: bearer(await tokenFor(app, String(member._id))),
      payload: { plan: 'experts', payment_method: card },
    });
    expect(byMember.statusCode).toBe(403);

    const subscribed = await app.inject({
      method: 'POST',
      url: '/billing/subscribe',
      headers: bearer(pro.token),
      payload: { plan: 'experts', payment_method: card },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(subscribed.json().payload).toMatchObject({ plan: 'experts', canceled: false });
    const Organisations = organisationModel(app.mongoose.connection);
    const afterCreate = await Organisations.findById(pro.organisation._id).lean();
    expect(afterCreate?.subscription_plan).toBe('experts');
    const firstExpiry = afterCreate?.subscription_expires?.getTime() ?? 0;
    expect(firstExpiry).toBeGreaterThan(Date.now());

    const sandbox = app.payments.sandbox!;
    const events = () => sandbox.sentEvents();
    // replaying every event already sent changes nothing (event ids are stored)
    for (const event of events()) {
      const body = JSON.stringify(event);
      const replay = await app.inject({
        method: 'POST',
        url: '/billing/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(body) },
        payload: body,
      });
      expect(replay.statusCode).toBeLessThan(300);
    }
    const invoices = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: bearer(pro.token),
    });
    expect(
      invoices
        .json()
        .payload.items.filter((i: { label: string }) => i.label.startsWith('Abonnement Experts')),
    ).toHaveLength(1);

    const subscriptionId = events().find((e) => e.type === 'customer.subscription.created')?.data
      .object.id as string;
    const stripe = app.payments.stripe;
    await stripe.rawRequest(
      'POST',
      `/v1/test_helpers/subscriptions/${subscriptionId}/end_period`,
      {},
    );
    const renewed = await Organisations.findById(pro.organisation._id).lean();
    expect(renewed?.subscription_expires?.getTime()).toBeGreaterThan(firstExpiry);
    const afterRenewal = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: bearer(pro.token),
    });
    expect(
      afterRenewal
        .json()
        .payload.items.filter((i: { label: string }) => i.label.startsWith('Abonnement Experts')),
    ).toHaveLength(2);

    await stripe.rawRequest('POST', `/v1/test_helpers/subscriptions/${subscriptionId}/end_period`, {
      fail: 'true',
    });
    const failed = await app.inject({
      method: 'GET',
      url: '/billing/subscription',
      headers: bearer(pro.token),
    });
    expect(failed.json().payload).toMatchObject({ status: 'past_due', plan: 'experts' });

    const cancel = await app.inject({
      method: 'POST',
      url: '/billing/subscribe/cancel',
      headers: bearer(pro.token),
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().payload).toMatchObject({ plan: 'experts', canceled: true });
    await stripe.rawRequest(
      'POST',
      `/v1/test_helpers/subscriptions/${subscriptionId}/end_period`,
      {},
    );
    const ended = await Organisations.findById(pro.organisation._id).lean();
    expect(ended).toMatchObject({ subscription_plan: 'free', subscription_canceled: true });
    // a late replay of the creation does not bring the plan back
    const created = events().find((e) => e.type === 'customer.subscription.created')!;
    const late = JSON.stringify({ ...created, id: 'evt_late_replay' });
    await app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': sandbox.sign(late) },
      payload: late,
    });
    expect((await Organisations.findById(pro.organisation._id).lean())?.subscription_plan).toBe(
      'free',
    );
  });
});
