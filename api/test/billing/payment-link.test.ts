import type { FastifyInstance } from 'fastify';
import { orderTotal } from '@ped/domain';
import { createTestApp } from '../helpers/test-app';
import { startMailCatcher, type TestMailCatcher } from '../helpers/mail-catcher';
import { orderModel } from '../../src/models/order';
import { signPaymentLink } from '../../src/lib/payment-link-token';
import { confirmedOrder, confortForm, payOnHostedPage, proSession } from './order-fixture';

describe('lien de paiement d’un professionnel', () => {
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

  const keyOf = (url: string) => new URL(url).searchParams.get('cle')!;

  it('le client paie la commande par le lien, sans compte, au tarif du professionnel', async () => {
    const pro = await proSession(app, 'free', 'lien@example.fr');
    const orderid = await confirmedOrder(
      app,
      'lien@example.fr',
      confortForm({ options: [] }),
      pro.headers,
    );

    const created = await app.inject({
      method: 'POST',
      url: '/billing/payment-link',
      headers: pro.headers,
      payload: { orderid },
    });
    expect(created.statusCode).toBe(200);
    const { url } = created.json().payload;
    expect(url).toMatch(
      new RegExp(`^http://app\\.test/pre-etat-date/${orderid}\\?paiement=lien&cle=`),
    );
    const cle = keyOf(url);

    const summary = await app.inject({
      method: 'GET',
      url: `/billing/payment-link/${orderid}?cle=${encodeURIComponent(cle)}`,
    });
    expect(summary.statusCode).toBe(200);
    const expected = orderTotal('cle', [], 'business', new Date(), 2)!;
    expect(summary.json().payload).toMatchObject({
      orderid,
      offer: 'cle',
      lots: 2,
      total_ttc_cents: expected.ttcCents,
      paid: false,
    });

    const opened = await app.inject({
      method: 'POST',
      url: '/billing/payment-link/checkout',
      payload: { orderid, cle },
    });
    expect(opened.statusCode).toBe(200);
    // the payer is the agency's client: the page does not start from the agency's e-mail
    const hosted = await (await fetch(opened.json().payload.url)).text();
    expect(hosted).toMatch(/<input id="field-email" name="email" value=""/);
    const paid = await payOnHostedPage(opened.json().payload.url, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://app.test/pre-etat-date/confirmation?order=${orderid}&cle=${encodeURIComponent(cle)}`,
    );
    const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
    expect(order?.paid).toBeInstanceOf(Date);
    expect(order?.billing_mode).toBe('payment_link');
    await mails.waitFor((m) => m.to === 'lien@example.fr' && m.subject.includes(orderid));
  });

  it('refuse une clé falsifiée, expirée ou d’une autre commande, et les formules sans liens', async () => {
    const pro = await proSession(app, 'free', 'cle@example.fr');
    const orderid = await confirmedOrder(app, 'cle@example.fr', confortForm(), pro.headers);
    const other = await confirmedOrder(app, 'cle@example.fr', confortForm(), pro.headers);
    const cle = keyOf(
      (
        await app.inject({
          method: 'POST',
          url: '/billing/payment-link',
          headers: pro.headers,
          payload: { orderid },
        })
      ).json().payload.url,
    );

    const tampered = `${cle.slice(0, -2)}xx`;
    const expired = signPaymentLink(
      { orderid, account: 'cle@example.fr', exp: Math.floor(Date.now() / 1000) - 1 },
      app.config.JWT_SECRET,
    );
    for (const [id, key] of [
      [orderid, tampered],
      [orderid, expired],
      [other, cle],
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/billing/payment-link/checkout',
        payload: { orderid: id, cle: key },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/^Ce lien de paiement est invalide ou a expiré/);
    }

    const experts = await proSession(app, 'experts', 'experts@example.fr');
    const theirs = await confirmedOrder(app, 'experts@example.fr', confortForm(), experts.headers);
    const refused = await app.inject({
      method: 'POST',
      url: '/billing/payment-link',
      headers: experts.headers,
      payload: { orderid: theirs },
    });
    expect(refused.statusCode).toBe(403);
    const visitor = await app.inject({
      method: 'POST',
      url: '/billing/payment-link',
      payload: { orderid },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('le numéro de commande se tape en minuscules comme ailleurs (issue 19)', async () => {
    const pro = await proSession(app, 'free', 'minuscules@example.fr');
    const orderid = await confirmedOrder(
      app,
      'minuscules@example.fr',
      confortForm({ options: [] }),
      pro.headers,
    );
    const created = await app.inject({
      method: 'POST',
      url: '/billing/payment-link',
      headers: pro.headers,
      payload: { orderid: orderid.toLowerCase() },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().payload.url).toContain(`/pre-etat-date/${orderid}?`);
  });

  it('une commande en facturation différée (formule Experts) est confirmée sans paiement', async () => {
    const experts = await proSession(app, 'experts', 'differe@example.fr');
    const response = await app.inject({
      method: 'POST',
      url: '/order/store',
      headers: experts.headers,
      payload: {
        orderid: null,
        account: 'differe@example.fr',
        stored: confortForm({ offer: 'exp' }),
        confirmed: true,
        billing_mode: 'invoice',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      state: 'confirmed',
      pending: true,
      paid: null,
    });

    const free = await proSession(app, 'free', 'gratuit@example.fr');
    const refused = await app.inject({
      method: 'POST',
      url: '/order/store',
      headers: free.headers,
      payload: {
        orderid: null,
        account: 'gratuit@example.fr',
        stored: confortForm(),
        confirmed: true,
        billing_mode: 'invoice',
      },
    });
    expect(refused.statusCode).toBe(403);
  });
});
