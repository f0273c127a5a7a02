import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { orderTotal } from '@ped/domain';
import { createTestApp } from '../helpers/test-app';
import { startMailCatcher, type TestMailCatcher } from '../helpers/mail-catcher';
import { orderModel } from '../../src/models/order';
import { confirmedOrder, confortForm, payOnHostedPage, proSession } from './order-fixture';

const ACCOUNT = 'vendeuse@example.fr';

describe('paiement d’une commande (bac à sable Stripe)', () => {
  let app: FastifyInstance;
  let mails: TestMailCatcher;

  beforeAll(async () => {
    mails = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: mails.smtpUrl, PUBLIC_APP_URL: 'http://app.test' });
  });
  afterAll(async () => {
    await app.close();
    await mails.close();
  });
  beforeEach(() => mails.clear());

  const orders = () => orderModel(app.mongoose.connection);
  const checkout = (orderid: string, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      payload: { orderid, account: ACCOUNT, ...extra },
    });

  /** An event as Stripe sends it: signed with the sandbox's webhook secret. */
  function postSignedEvent(event: unknown) {
    const body = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': app.payments.sandbox!.sign(body),
      },
      payload: body,
    });
  }

  async function sessionOf(url: string) {
    const id = new URL(url).pathname.split('/').pop()!;
    return app.payments.stripe.checkout.sessions.retrieve(id);
  }

  it('facture au particulier le total TTC du domaine, jamais un montant du client', async () => {
    const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
    const expected = orderTotal('cle', ['unlimited_modifications'], 'consumer', new Date(), 2)!;

    const response = await checkout(orderid);
    expect(response.statusCode).toBe(200);
    const { url, amount } = response.json().payload;
    expect(amount).toBe(expected.ttcCents);
    const session = await sessionOf(url);
    expect(session.amount_total).toBe(expected.ttcCents);
    expect(session.metadata).toEqual({ orderid, account: ACCOUNT });
    expect(session.success_url).toBe(`http://app.test/pre-etat-date/confirmation?order=${orderid}`);
    expect(session.cancel_url).toBe(`http://app.test/pre-etat-date/${orderid}?paiement=annule`);

    const order = await orders().findOne({ orderid }).lean();
    expect(order).toMatchObject({ pending: true, paid: null, state: 'awaiting-payment' });

    const withAmount = await checkout(orderid, { amount: 1 });
    expect(withAmount.statusCode).toBe(400);
  });

  it('facture au professionnel le total du domaine au tarif professionnel (HT affiché, TTC prélevé)', async () => {
    const pro = await proSession(app, 'free', 'agence@example.fr');
    const orderid = await confirmedOrder(
      app,
      'agence@example.fr',
      confortForm({ options: [] }),
      pro.headers,
    );
    const business = orderTotal('cle', [], 'business', new Date(), 2)!;
    const consumer = orderTotal('cle', [], 'consumer', new Date(), 2)!;

    const response = await app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      headers: pro.headers,
      payload: { orderid, account: 'agence@example.fr', options: [] },
    });
    expect(response.statusCode).toBe(200);
    const { url, amount } = response.json().payload;
    expect(amount).toBe(business.ttcCents);
    expect(amount).not.toBe(consumer.ttcCents);
    expect((await sessionOf(url)).amount_total).toBe(business.ttcCents);

    const visitor = await checkout(orderid);
    expect(visitor.statusCode).toBe(404);
    const changed = await app.inject({
      method: 'POST',
      url: '/billing/stripe/checkout/order',
      headers: pro.headers,
      payload: { orderid, account: 'agence@example.fr', options: ['unlimited_modifications'] },
    });
    expect(changed.statusCode).toBe(409);
  });

  it('refuse une commande pas encore validée ou inconnue', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/order/store',
      payload: { orderid: null, account: ACCOUNT, stored: confortForm() },
    });
    const draftId = draft.json().payload.orderid;
    const response = await checkout(draftId);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Validez le récapitulatif de la commande avant de payer');

    const unknown = await checkout('ZZZZZZ');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuse un webhook mal signé sans toucher à la commande', async () => {
    const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: { mode: 'payment', payment_status: 'paid', metadata: { orderid } } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_not_the_right_one',
    });

    const response = await app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': forged },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Signature du webhook invalide',
    });
    const unsigned = await app.inject({
      method: 'POST',
      url: '/billing/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orders().findOne({ orderid }).lean())?.paid).toBeNull();
    expect(mails.messages()).toHaveLength(0);
  });

  it('paie sur la page hébergée : commande payée, confirmée, un e-mail ; le webhook rejoué ne s’applique qu’une fois', async () => {
    const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
    const { url, amount } = (await checkout(orderid)).json().payload;

    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Numéro de carte');
    expect(html).toContain(`href="http://app.test/pre-etat-date/${orderid}?paiement=annule"`);

    const paid = await payOnHostedPage(url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://app.test/pre-etat-date/confirmation?order=${orderid}`,
    );

    const order = await orders().findOne({ orderid }).lean();
    expect(order?.paid).toBeInstanceOf(Date);
    expect(order).toMatchObject({ pending: false, state: 'confirmed' });
    const mail = await mails.waitFor((m) => m.to === ACCOUNT);
    expect(mail.subject).toBe(`Commande ${orderid} confirmée : paiement reçu`);
    expect(mail.text).toContain('12 rue des Lilas, 75011 Paris');
    expect(mail.text).toContain('Appartement n° 12, Cave n° 45');
    expect(mail.text).toContain(`http://app.test/pre-etat-date/commande/${orderid}`);
    expect(mail.text).toContain((amount / 100).toFixed(2).replace('.', ','));

    const completed = app.payments
      .sandbox!.sentEvents()
      .find(
        (e) =>
          e.type === 'checkout.session.completed' &&
          e.data.object.id === new URL(url).pathname.split('/').pop(),
      );
    const replay = await postSignedEvent(completed);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().payload).toEqual({ received: true, duplicate: true });
    const again = await orders().findOne({ orderid }).lean();
    expect(again?.paid?.toISOString()).toBe(order?.paid?.toISOString());
    expect(again?.history.filter((h) => h.action === 'paid')).toHaveLength(1);
    expect(mails.messages().filter((m) => m.to === ACCOUNT)).toHaveLength(1);

    const payAgain = await checkout(orderid);
    expect(payAgain.statusCode).toBe(409);
  });

  it('une carte refusée reste sur la page avec un message en français ; la commande attend toujours', async () => {
    const stored = confortForm();
    const orderid = await confirmedOrder(app, ACCOUNT, stored);
    const { url } = (await checkout(orderid)).json().payload;

    const refused = await payOnHostedPage(url, '4000 0000 0000 0002');
    expect(refused.status).toBe(402);
    const html = await refused.text();
    expect(html).toContain('Votre carte a été refusée.');
    expect(html).toContain('value="4000 0000 0000 0002"');

    const order = await orders().findOne({ orderid }).lean();
    expect(order).toMatchObject({ paid: null, pending: true, state: 'awaiting-payment', stored });
    expect(mails.messages()).toHaveLength(0);
  });

  it('un paiement abandonné puis expiré rend la commande à son brouillon, intact', async () => {
    const stored = confortForm();
    const orderid = await confirmedOrder(app, ACCOUNT, stored);
    const { url } = (await checkout(orderid)).json().payload;
    const sessionId = new URL(url).pathname.split('/').pop()!;

    await app.payments.stripe.checkout.sessions.expire(sessionId);

    const order = await orders().findOne({ orderid }).lean();
    expect(order).toMatchObject({ paid: null, pending: false, state: 'in-progress', stored });
    const read = await app.inject({
      method: 'GET',
      url: `/order/${orderid}?account=${encodeURIComponent(ACCOUNT)}`,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().payload.stored.lots).toHaveLength(2);
    const closed = await fetch(url);
    expect(closed.status).toBe(410);
  });

  describe('un seul paiement par commande', () => {
    const STAFF = 'production@pre-etat-date.fr';

    it('un second onglet de paiement périme le premier : la commande attend le second, payé une fois', async () => {
      const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
      const first = (await checkout(orderid)).json().payload.url as string;
      const second = (await checkout(orderid)).json().payload.url as string;

      expect((await sessionOf(first)).status).toBe('expired');
      expect(await orders().findOne({ orderid }).lean()).toMatchObject({
        state: 'awaiting-payment',
        pending: true,
      });
      expect((await fetch(first)).status).toBe(410);
      expect((await payOnHostedPage(second, '4242 4242 4242 4242')).status).toBe(303);
      expect((await orders().findOne({ orderid }).lean())?.paid).toBeInstanceOf(Date);
      await mails.waitFor((m) => m.to === ACCOUNT);
      expect(mails.messages().filter((m) => m.to === ACCOUNT)).toHaveLength(1);
    });

    it('un second paiement arrivé malgré tout est remboursé, l’équipe prévenue, un seul e-mail au client', async () => {
      const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
      const first = (await checkout(orderid)).json().payload.url as string;
      // the race the expiry cannot close: a session opened in another tab just before
      const race = await app.payments.stripe.checkout.sessions.create({
        mode: 'payment',
        metadata: { orderid, account: ACCOUNT },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: (await sessionOf(first)).amount_total!,
              product_data: { name: 'Pré-état daté' },
            },
          },
        ],
        success_url: 'http://app.test/ok',
        cancel_url: 'http://app.test/ko',
      });
      await orders().updateOne(
        { orderid },
        {
          $push: {
            checkout_sessions: { id: race.id, amount: race.amount_total, created: new Date() },
          },
        },
      );
      expect((await payOnHostedPage(first, '4242 4242 4242 4242')).status).toBe(303);
      expect((await payOnHostedPage(race.url!, '4242 4242 4242 4242')).status).toBe(303);

      const intent = (await app.payments.stripe.checkout.sessions.retrieve(race.id)).payment_intent;
      const refunds = await app.payments.stripe.refunds.list({ payment_intent: intent as string });
      expect(refunds.data.map((r) => r.amount)).toEqual([race.amount_total]);
      const alert = await mails.waitFor((m) => m.to === STAFF && m.subject.includes(orderid));
      expect(alert.subject).toMatch(/paiement de .* remboursé automatiquement/);
      expect(alert.text).toContain('Second paiement pour une commande déjà réglée');
      const order = await orders().findOne({ orderid }).lean();
      expect(order?.history.filter((h) => h.action === 'paid')).toHaveLength(1);
      expect(order?.history.at(-1)).toMatchObject({ action: 'payment-refunded' });
      expect(mails.messages().filter((m) => m.to === ACCOUNT)).toHaveLength(1);
    });

    it('un événement signé d’un autre montant que la session ne paie pas la commande', async () => {
      const orderid = await confirmedOrder(app, ACCOUNT, confortForm());
      const url = (await checkout(orderid)).json().payload.url as string;
      const event = {
        id: 'evt_montant_1',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            ...(await sessionOf(url)),
            status: 'complete',
            payment_status: 'paid',
            amount_total: 1,
            payment_intent: null,
          },
        },
      };
      const response = await postSignedEvent(event);
      expect(response.statusCode).toBe(200);
      expect((await orders().findOne({ orderid }).lean())?.paid).toBeNull();
      const alert = await mails.waitFor((m) => m.to === STAFF && m.subject.includes(orderid));
      expect(alert.subject).toMatch(/à rembourser$/);
      expect(alert.text).toContain('Montant payé de 0,01');
      expect(mails.messages().filter((m) => m.to === ACCOUNT)).toHaveLength(0);
    });
  });
});
