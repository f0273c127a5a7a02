import type { FastifyInstance } from 'fastify';
import { featureRefusal, quotaMessage } from '@ped/domain';
import { organisationModel } from '../../src/models/organisation';
import { createTestApp } from '../helpers/test-app';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { startMailCatcher } from '../helpers/mail-catcher';

describe('plan features, quotas, API keys and settings', () => {
  let app: FastifyInstance;
  let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    app = await createTestApp({ SMTP_URL: catcher.smtpUrl });
  });
  afterAll(async () => {
    await app.close();
    await catcher.close();
  });

  it('keeps API keys for plans with use_api, in French', async () => {
    const free = await createProfessional(app, 'gratuit@agence.test', 'free');
    const refused = await app.inject({
      method: 'POST',
      url: '/account/api-keys',
      headers: bearer(free.token),
      payload: { name: 'ERP' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(featureRefusal('use_api'));
  });

  it('refuses a key name of spaces alone with its French message (it answered 500)', async () => {
    const pro = await createProfessional(app, 'espaces@agence.test', 'experts');
    const blank = await app.inject({
      method: 'POST',
      url: '/account/api-keys',
      headers: bearer(pro.token),
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Donnez un nom à la clé (80 caractères au plus)');
  });

  it('accepts an API key with the rights of its creator until it is revoked', async () => {
    const pro = await createProfessional(app, 'api@agence.test', 'experts');
    const created = await app.inject({
      method: 'POST',
      url: '/account/api-keys',
      headers: bearer(pro.token),
      payload: { name: 'Logiciel de transaction' },
    });
    expect(created.statusCode).toBe(201);
    const { key, secret } = created.json().payload;
    expect(secret).toMatch(/^ped_/);
    expect(secret.startsWith(key.prefix)).toBe(true);

    const asKey = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: { 'x-api-key': secret },
    });
    expect(asKey.statusCode).toBe(200);
    const listed = await app.inject({
      method: 'GET',
      url: '/account/api-keys',
      headers: bearer(pro.token),
    });
    const [entry] = listed.json().payload;
    expect(entry).toMatchObject({
      name: 'Logiciel de transaction',
      prefix: key.prefix,
      created_by: 'api@agence.test',
      revoked: null,
    });
    expect(entry.last_used).not.toBeNull();
    expect(JSON.stringify(listed.json())).not.toContain(secret);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/account/api-keys/${key.id}`,
      headers: bearer(pro.token),
    });
    expect(revoked.statusCode).toBe(200);
    const after = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: { 'x-api-key': secret },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Clé d’API invalide ou révoquée');
    expect(
      (await app.inject({ method: 'GET', url: '/invoices/', headers: { 'x-api-key': 'ped_faux' } }))
        .statusCode,
    ).toBe(401);
  });

  it('suspends API keys when the plan loses use_api', async () => {
    const pro = await createProfessional(app, 'downgrade@agence.test', 'premium');
    const { secret } = (
      await app.inject({
        method: 'POST',
        url: '/account/api-keys',
        headers: bearer(pro.token),
        payload: { name: 'CRM' },
      })
    ).json().payload;
    await organisationModel(app.mongoose.connection).updateOne(
      { _id: pro.organisation._id },
      { $set: { subscription_plan: 'free' } },
    );
    const response = await app.inject({
      method: 'GET',
      url: '/invoices/',
      headers: { 'x-api-key': secret },
    });
    expect(response.statusCode).toBe(403);
  });

  it('stores the default billing address (owner only) and customizations for plans that have them', async () => {
    const pro = await createProfessional(app, 'parametres@agence.test', 'experts', 'Agence Bleue');
    const address = {
      name: 'Agence Bleue SAS',
      address: '1 rue Haute',
      additional: '',
      zipcode: '69001',
      city: 'Lyon',
      country: 'France',
    };
    const saved = await app.inject({
      method: 'PUT',
      url: '/account/settings',
      headers: bearer(pro.token),
      payload: { billing_address: address },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().payload).toEqual({ billing_address: address, customizations: null });
    const custom = await app.inject({
      method: 'PUT',
      url: '/account/settings',
      headers: bearer(pro.token),
      payload: {
        billing_address: address,
        customizations: { logo_url: 'https://agence.test/logo.png', document_footer: 'Merci' },
      },
    });
    expect(custom.statusCode).toBe(403);
    expect(custom.json().message).toBe(featureRefusal('use_customizations'));
    const badZip = await app.inject({
      method: 'PUT',
      url: '/account/settings',
      headers: bearer(pro.token),
      payload: { billing_address: { ...address, zipcode: '123' } },
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().message).toBe('Le code postal compte 5 chiffres');

    const member = await createAccount(app, {
      email: 'collab@agence-bleue.test',
      role: 'member',
      organisation: pro.organisation._id,
    });
    const memberToken = await tokenFor(app, String(member._id));
    expect(
      (
        await app.inject({ method: 'GET', url: '/account/settings', headers: bearer(memberToken) })
      ).json().payload.billing_address.city,
    ).toBe('Lyon');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/account/settings',
          headers: bearer(memberToken),
          payload: { billing_address: address },
        })
      ).statusCode,
    ).toBe(403);

    const premium = await createProfessional(app, 'premium@agence.test', 'premium');
    const withLogo = await app.inject({
      method: 'PUT',
      url: '/account/settings',
      headers: bearer(premium.token),
      payload: {
        billing_address: address,
        customizations: {
          logo_url: 'https://agence.test/logo.png',
          document_footer: 'Merci de votre confiance',
        },
      },
    });
    expect(withLogo.json().payload.customizations).toEqual({
      logo_url: 'https://agence.test/logo.png',
      document_footer: 'Merci de votre confiance',
    });
  });

  it('invites collaborateurs within the plan’s quota (users routes)', async () => {
    const pro = await createProfessional(app, 'quota@agence.test', 'free');
    const first = await app.inject({
      method: 'POST',
      url: '/users/invit',
      headers: bearer(pro.token),
      payload: { email: 'un@agence.test' },
    });
    expect(first.statusCode).toBe(200);
    const second = await app.inject({
      method: 'POST',
      url: '/users/invit',
      headers: bearer(pro.token),
      payload: { email: 'deux@agence.test' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain(quotaMessage('free'));
    await organisationModel(app.mongoose.connection).updateOne(
      { _id: pro.organisation._id },
      { $set: { subscription_plan: 'experts' } },
    );
    const afterUpgrade = await app.inject({
      method: 'POST',
      url: '/users/invit',
      headers: bearer(pro.token),
      payload: { email: 'deux@agence.test' },
    });
    expect(afterUpgrade.statusCode).toBe(200);
  });
});
