import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { OFFER_CODES, priceOf } from '@ped/domain';
import { createTestApp } from './helpers/test-app';
import { bearer, createAccount, createProfessional, tokenFor } from './helpers/accounts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

interface CatalogOffer {
  code: string;
  hide: boolean;
  soldOnline: boolean;
  available: boolean;
  shownCents: number | null;
  shownLabel: 'TTC' | 'HT';
  price_consumer: number | null;
  price_business: number | null;
  price: { customerType: string; shownCents: number } | null;
}

const offers = async (token?: string, query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/catalogs/offers${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return {
    message: response.json().message as string,
    offers: response.json().payload as CatalogOffer[],
  };
};
const byCode = (list: CatalogOffer[], code: string) => list.find((o) => o.code === code)!;

describe('GET /catalogs/offers', () => {
  it('is compressed for clients that accept it, small answers are not', async () => {
    const plain = await app.inject({ method: 'GET', url: '/catalogs/offers' });
    const compressed = await app.inject({
      method: 'GET',
      url: '/catalogs/offers',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const small = await app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('gives a visitor every offer with consumer TTC prices from the domain', async () => {
    const { message, offers: list } = await offers();
    expect(message).toBe('Offres aux prix particuliers (TTC)');
    expect(list.map((o) => o.code)).toEqual([...OFFER_CODES]);
    const cle = byCode(list, 'cle');
    expect(cle).toMatchObject({
      shownLabel: 'TTC',
      shownCents: priceOf('cle', 'consumer')!.shownCents,
      hide: false,
      soldOnline: true,
      available: true,
    });
    expect(cle.price).toEqual(priceOf('cle', 'consumer'));
    expect(byCode(list, 'urg')).toMatchObject({ soldOnline: false, available: false, hide: true });
    // exp is not sold to consumers: no price and not available.
    expect(byCode(list, 'exp')).toMatchObject({
      price: null,
      shownCents: null,
      available: false,
      price_business: priceOf('exp', 'business')!.shownCents,
    });
  });

  it('gives a professional business HT prices; exp is available from the experts plan on', async () => {
    const free = await createProfessional(app, 'gratuit@catalogue.fr', 'free');
    const experts = await createProfessional(app, 'experts@catalogue.fr', 'experts');
    const freeList = (await offers(free.token)).offers;
    expect(byCode(freeList, 'cle')).toMatchObject({
      shownLabel: 'HT',
      shownCents: priceOf('cle', 'business')!.shownCents,
      price: { customerType: 'business' },
    });
    expect(byCode(freeList, 'exp').available).toBe(false);
    expect(byCode((await offers(experts.token)).offers, 'exp')).toMatchObject({
      available: true,
      shownCents: priceOf('exp', 'business')!.shownCents,
    });
  });

  it('gives a plain customer consumer prices', async () => {
    const customer = await createAccount(app, { email: 'client@catalogue.fr' });
    expect(
      byCode((await offers(await tokenFor(app, String(customer._id)))).offers, 'eco').shownLabel,
    ).toBe('TTC');
  });

  it('lets an admin see the prices of another account with ?account=', async () => {
    const admin = await createAccount(app, { email: 'admin@catalogue.fr', is_admin: true });
    await createProfessional(app, 'pro@catalogue.fr', 'premium');
    const adminToken = await tokenFor(app, String(admin._id));
    expect(byCode((await offers(adminToken)).offers, 'vte').shownLabel).toBe('TTC');
    const forPro = await offers(adminToken, '?account=Pro%40catalogue.fr');
    expect(forPro.message).toBe('Offres aux prix professionnels (HT)');
    expect(byCode(forPro.offers, 'exp').available).toBe(true);
    const unknown = await app.inject({
      method: 'GET',
      url: '/catalogs/offers?account=personne%40catalogue.fr',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses ?account= to non-admins, bad e-mails and unknown query fields', async () => {
    const pro = await createProfessional(app, 'curieux@catalogue.fr', 'free');
    const refused = await app.inject({
      method: 'GET',
      url: '/catalogs/offers?account=pro%40catalogue.fr',
      headers: bearer(pro.token),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Seul un administrateur peut consulter les prix d’un autre compte',
    );
    expect(
      (await app.inject({ method: 'GET', url: '/catalogs/offers?account=x' })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'GET', url: '/catalogs/offers?plan=premium' })).json(),
    ).toMatchObject({ message: 'Champ non autorisé : « plan »' });
  });
});
