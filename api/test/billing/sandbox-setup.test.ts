import type { FastifyInstance } from 'fastify';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

/** The hosted page a browser opens to save a card (setup-mode Checkout of the sandbox). */
describe('bac à sable Stripe : enregistrement d’une carte', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
  });
  afterAll(async () => {
    await app.close();
  });

  async function setupUrl(token: string): Promise<string> {
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
    return setup.json().payload.url as string;
  }

  it('reads like saving a card, with the customer’s e-mail already filled in', async () => {
    const pro = await createProfessional(app, 'carte@agence.test', 'experts');
    const page = await (await fetch(await setupUrl(pro.token))).text();
    expect(page).toContain('<title>Enregistrer une carte — bac à sable</title>');
    expect(page).toContain('<h1 id="summary-title">Enregistrer une carte</h1>');
    expect(page).toContain('aria-label="Carte à enregistrer"');
    expect(page).toContain('<button type="submit">Enregistrer la carte</button>');
    expect(page).toContain('← Annuler et revenir au site');
    expect(page).not.toContain('Payer');
    expect(page).not.toContain('revenir à la commande');
    expect(page).toMatch(/<input id="field-email" name="email" value="carte@agence.test"/);
  });

  it('starts from the owner’s e-mail even when a collaborator opens it first', async () => {
    const pro = await createProfessional(app, 'gerant@agence-sud.test', 'experts');
    const member = await createAccount(app, {
      email: 'collegue@agence-sud.test',
      role: 'member',
      organisation: pro.organisation._id,
    });
    const page = await (
      await fetch(await setupUrl(await tokenFor(app, String(member._id))))
    ).text();
    expect(page).toMatch(/<input id="field-email" name="email" value="gerant@agence-sud.test"/);
  });

  it('saves the card with the expiry typed, charging nothing', async () => {
    const pro = await createProfessional(app, 'expiration@agence.test', 'experts');
    const response = await fetch(await setupUrl(pro.token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'expiration@agence.test',
        number: '4242 4242 4242 4242',
        expiry: '07 / 39',
        cvc: '123',
        name: 'Jeanne Martin',
      }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/mon-compte-professionnel/encours',
    );
    const methods = await app.inject({
      method: 'GET',
      url: '/billing/stripe/listMethods',
      headers: bearer(pro.token),
    });
    expect(methods.json().payload.methods).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2039 }),
    ]);
    const charges = app.payments
      .sandbox!.sentEvents()
      .filter((e) => e.type.startsWith('payment_intent.'));
    expect(charges).toHaveLength(0);
  });

  it('refuses a card the bank declines, keeping what was typed', async () => {
    const pro = await createProfessional(app, 'refus-carte@agence.test', 'experts');
    const response = await fetch(await setupUrl(pro.token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'refus-carte@agence.test',
        number: '4000 0000 0000 0002',
        expiry: '07 / 39',
        cvc: '123',
        name: 'Jeanne Martin',
      }),
      redirect: 'manual',
    });
    expect(response.status).toBe(402);
    const page = await response.text();
    expect(page).toContain('Votre carte a été refusée. Essayez avec une autre carte.');
    expect(page).toContain('value="07 / 39"');
  });

  it('answers the browser’s favicon request without a 404', async () => {
    const response = await fetch(`${app.payments.sandbox!.url}/favicon.ico`);
    expect(response.status).toBe(204);
  });
});
