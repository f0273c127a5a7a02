import type { FastifyInstance } from 'fastify';
import { registerModel } from '../../src/models/register';
import { registerDocumentModel } from '../../src/models/register-document';
import { syndicModel } from '../../src/models/syndic';
import { createAccount, createProfessional, bearer, tokenFor } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

/** ADR 050: the admin panel's other lists, a page at a time. */
describe('admin resource lists, paged on the server', () => {
  let app: FastifyInstance;
  let admin: string;
  let pro: string;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@ressources.test', is_admin: true }))._id),
    );
    pro = (await createProfessional(app, 'patron@horizon.test', 'experts', 'Agence Horizon')).token;
    for (let n = 0; n < 12; n += 1)
      await createAccount(app, { email: `client${String(n).padStart(2, '0')}@ressources.test` });
    await syndicModel(app.mongoose.connection).insertMany(
      Array.from({ length: 27 }, (_, n) => ({
        name: `Syndic ${String(n).padStart(2, '0')}`,
        extranet: n === 5 ? 'https://extranet.foncia.fr' : null,
      })),
    );
    await registerModel(app.mongoose.connection).insertMany(
      Array.from({ length: 14 }, (_, n) => ({
        _id: `AB${String(1_000_000 + n)}`,
        name: n === 3 ? 'Les Tilleuls' : '',
        updated: new Date(Date.UTC(2026, 1, 1 + n)),
      })),
    );
    await registerDocumentModel(app.mongoose.connection).insertMany(
      [1, 2, 3].map((doctype) => ({
        registration_id: 'AB1000013',
        doctype,
        delivered: new Date(Date.UTC(2025, doctype, 1)),
        url: `https://docs.example.fr/${doctype}.pdf`,
        mimetype: 'application/pdf',
      })),
    );
  });
  afterAll(async () => {
    await app.close();
  });

  const get = (url: string, token = admin) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });

  it('pages the syndics by name, searches them, and sorts them the other way', async () => {
    const first = (await get('/resources/syndics')).json().payload;
    expect(first.total).toBe(27);
    expect(first.items.map((s: { name: string }) => s.name)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Syndic ${String(n).padStart(2, '0')}`),
    );
    const last = (await get('/resources/syndics?page=3')).json().payload;
    expect(last.items).toHaveLength(7);
    const desc = (await get('/resources/syndics?sort=name&direction=desc')).json().payload;
    expect(desc.items[0].name).toBe('Syndic 26');
    const foncia = (await get('/resources/syndics?q=FONCIA')).json().payload;
    expect(foncia).toMatchObject({ total: 1, items: [{ name: 'Syndic 05' }] });
  });

  it('lists copropriétés by last update, each with its documents', async () => {
    const page = (await get('/resources/registers')).json().payload;
    expect(page.total).toBe(14);
    expect(page.items[0].id).toBe('AB1000013');
    expect(page.items[0].documents.map((d: { doctype: number }) => d.doctype)).toEqual([1, 2, 3]);
    expect(page.items[1].documents).toEqual([]);
    const searched = (await get('/resources/registers?q=tilleuls')).json().payload;
    expect(searched.items.map((r: { id: string }) => r.id)).toEqual(['AB1000003']);
  });

  it('pages a copropriété’s documents, newest first', async () => {
    const page = (await get('/resources/documents?registration_id=AB1000013&pageSize=10')).json()
      .payload;
    expect(page.total).toBe(3);
    expect(page.items.map((d: { doctype: number }) => d.doctype)).toEqual([3, 2, 1]);
  });

  it('finds accounts by e-mail, by their organisation’s name and by role, with the total', async () => {
    const all = (await get('/resources/accounts')).json().payload;
    expect(all).toMatchObject({ total: 14, page: 1, pageSize: 10 });
    expect(all.items).toHaveLength(10);
    const horizon = (await get('/resources/accounts?q=horizon')).json().payload;
    expect(horizon.items.map((a: { email: string }) => a.email)).toEqual(['patron@horizon.test']);
    expect(horizon.items[0].organisation.name).toBe('Agence Horizon');
    const owners = (await get('/resources/accounts?q=administrateur')).json().payload;
    expect(owners.total).toBe(1);
    const sorted = (await get('/resources/accounts?sort=email&direction=asc&pageSize=25')).json()
      .payload.items;
    expect(sorted.map((a: { email: string }) => a.email)).toEqual(
      sorted.map((a: { email: string }) => a.email).sort(),
    );
  });

  it('keeps these lists to staff', async () => {
    for (const url of [
      '/resources/syndics',
      '/resources/registers',
      '/resources/documents',
      '/resources/accounts',
    ])
      expect((await get(url, pro)).statusCode).toBe(403);
  });
});
