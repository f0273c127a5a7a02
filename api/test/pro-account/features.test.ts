import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { featureRefusal, quotaMessage } from '@ped/domain';
import { organisationModel } from '../../src/models/organisation';
import { createTestApp } from '../helpers/test-app';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';
import { startMailCatcher } from '../helpers/mail-catcher';
import { organisationCustomizationModel } from '../../src/models/organisation-customization';
import { downloadLogo, LogoRefusal } from '../../src/services/organisations/logo-download';
import { toBuffer } from '../../src/services/storage/file-storage';
import { pixelBombPng } from '../fixtures/hostile-files';

// the network is the only thing replaced: what the API does with the bytes is real
jest.mock('../../src/services/organisations/logo-download', () => ({
  ...jest.requireActual('../../src/services/organisations/logo-download'),
  downloadLogo: jest.fn(),
}));
const LOGO = readFileSync(path.join(__dirname, '../fixtures/documents/appel-de-fonds-scan.png'));

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

  it('accepts an API key on /api/v1 until it is revoked', async () => {
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
      url: '/api/v1/invoices',
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
      url: '/api/v1/invoices',
      headers: { 'x-api-key': secret },
    });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Clé d’API invalide ou révoquée');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/invoices',
          headers: { 'x-api-key': 'ped_faux' },
        })
      ).statusCode,
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
      url: '/api/v1/invoices',
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
    jest.mocked(downloadLogo).mockResolvedValue({ bytes: LOGO, mimetype: 'image/png' });
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

  it('downloads a Premium organisation’s logo once, keeps it in storage, and refuses one it cannot fetch or print without changing anything', async () => {
    const premium = await createProfessional(app, 'logo@agence.test', 'premium');
    const save = (logo_url: string, document_footer = 'Carte CPI 6901') =>
      app.inject({
        method: 'PUT',
        url: '/account/settings',
        headers: bearer(premium.token),
        payload: {
          billing_address: {
            name: 'Agence Logo',
            address: '1 rue Haute',
            additional: '',
            zipcode: '69001',
            city: 'Lyon',
            country: 'France',
          },
          customizations: { logo_url, document_footer },
        },
      });
    const stored = () =>
      organisationCustomizationModel(app.mongoose.connection)
        .findOne({ organisation: premium.organisation._id })
        .lean();
    const download = jest.mocked(downloadLogo);
    download.mockReset().mockResolvedValue({ bytes: LOGO, mimetype: 'image/png' });

    expect((await save('https://agence.test/logo.png')).statusCode).toBe(200);
    const first = await stored();
    expect(first?.logo_key).toMatch(/^organisations\/[0-9a-f]{24}\/logo-\d+\.png$/);
    expect(await app.storage.exists(first!.logo_key)).toBe(true);
    // decoded once, here, and kept as the one PNG form documents embed without decoding it:
    // 8-bit RGB (colour type 2), no transparency, not interlaced
    const kept = await toBuffer(await app.storage.get(first!.logo_key));
    expect({ bitDepth: kept[24], colourType: kept[25], interlaced: kept[28] }).toEqual({
      bitDepth: 8,
      colourType: 2,
      interlaced: 0,
    });
    expect(kept.includes(Buffer.from('tRNS'))).toBe(false);
    // the same address again is not downloaded again
    expect((await save('https://agence.test/logo.png', 'Autre texte')).statusCode).toBe(200);
    expect(download).toHaveBeenCalledTimes(1);
    expect((await stored())?.logo_key).toBe(first?.logo_key);

    download.mockRejectedValueOnce(new LogoRefusal('Le logo doit être sur un site public'));
    const privateAddress = await save('https://intranet.agence.test/logo.png', 'Changé');
    expect(privateAddress.statusCode).toBe(400);
    expect(privateAddress.json().message).toBe('Le logo doit être sur un site public');
    download.mockResolvedValueOnce({
      bytes: Buffer.concat([LOGO.subarray(0, 16), Buffer.alloc(64)]),
      mimetype: 'image/png',
    });
    const broken = await save('https://agence.test/casse.png', 'Changé');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(
      'Cette image est endommagée : enregistrez-la de nouveau en PNG ou JPEG',
    );
    // 390 KB declaring 36 million pixels: refused from its header, never decoded (issue 32)
    download.mockResolvedValueOnce({ bytes: pixelBombPng(6000, 6000), mimetype: 'image/png' });
    const bomb = await save('https://agence.test/bombe.png', 'Changé');
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toBe(
      'Le logo est trop grand (36\u00a0000\u00a0000 pixels) : réduisez-le à 4\u00a0000\u00a0000 pixels au plus, par exemple 2\u00a0000 × 2\u00a0000',
    );
    expect(await stored()).toMatchObject({
      logo_url: 'https://agence.test/logo.png',
      logo_key: first?.logo_key,
      document_footer: 'Autre texte',
    });

    // no logo any more: its file goes too
    expect((await save('')).statusCode).toBe(200);
    expect((await stored())?.logo_key).toBe('');
    expect(await app.storage.exists(first!.logo_key)).toBe(false);
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
