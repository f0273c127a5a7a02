import type { FastifyInstance } from 'fastify';
import type { Types } from 'mongoose';
import { orderModel } from '../../src/models/order';
import { createAccount, createProfessional, bearer, tokenFor } from '../helpers/accounts';
import { createTestApp } from '../helpers/test-app';

/** ADR 050: the order lists come a page at a time, sorted and searched by the database. */
describe('order lists, paged on the server', () => {
  let app: FastifyInstance;
  let admin: string;
  let customer: string;
  let owner: string;
  let member: string;
  let stranger: string;
  let organisation: Types.ObjectId;

  /** 23 orders of the organisation (one a day), 3 of the customer, 1 test order. */
  async function seed() {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 9));
    const form = (n: number) => ({
      address: `${n} rue des Lilas`,
      zipcode: '69003',
      city: n % 2 ? 'Lyon' : 'Villeurbanne',
      owners: [{ firstname: 'Claire', lastname: 'Secret' }],
      syndic: { name: 'Cabinet Durand', password: 'ne-doit-pas-sortir' },
    });
    const organisationOrders = Array.from({ length: 23 }, (_, n) => ({
      orderid: `ORG${String(n).padStart(3, '0')}`,
      account: n % 3 ? 'agent@liste.test' : 'collegue@liste.test',
      organisation,
      state: n % 4 === 0 ? 'ready' : 'confirmed',
      created: day(n),
      updated: day(n),
      paid: n % 5 === 0 ? day(n) : null,
      payload: { offer: n % 2 ? 'cle' : 'eco', options: [], syndic: { password: 'v1:x:y:z' } },
      stored: form(n),
      uploads: [{ key: 'k', url: 'https://api.example.fr/files/k', mimetype: 'application/pdf' }],
      history: [{ by: 'système', action: 'created' }],
      // the file number the agency's software gave, for the orders it made (/api/v1)
      ...(n % 7 === 3 ? { external_id: `DOSSIER-AGENCE-${n}` } : {}),
    }));
    const customerOrders = ['CLI001', 'CLI002', 'CLI003'].map((orderid, n) => ({
      orderid,
      account: 'client@liste.test',
      state: 'confirmed',
      created: day(30 + n),
      updated: day(30 + n),
      payload: { offer: 'vte', options: [] },
      stored: form(100 + n),
    }));
    const unfilled = {
      orderid: 'CLI000',
      account: 'client@liste.test',
      state: 'in-progress',
      created: day(40),
      stored: { offer: 'cle' },
    };
    const test = {
      orderid: 'TST001',
      account: 'agent@liste.test',
      organisation,
      state: 'confirmed',
      created: day(50),
      test: true,
      stored: form(7),
    };
    await orderModel(app.mongoose.connection).insertMany([
      ...organisationOrders,
      ...customerOrders,
      unfilled,
      test,
    ]);
  }

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@liste.test', is_admin: true }))._id),
    );
    const pro = await createProfessional(app, 'agent@liste.test', 'experts', 'Agence des Listes');
    owner = pro.token;
    organisation = pro.organisation._id;
    member = await tokenFor(
      app,
      String(
        (
          await createAccount(app, {
            email: 'collegue@liste.test',
            role: 'member',
            organisation,
          })
        )._id,
      ),
    );
    customer = await tokenFor(
      app,
      String((await createAccount(app, { email: 'client@liste.test' }))._id),
    );
    stranger = (await createProfessional(app, 'autre@liste.test', 'experts')).token;
    await seed();
  });
  afterAll(async () => {
    await app.close();
  });

  const mine = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `/order/v2${query}`, headers: bearer(token) });
  const tab = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/resources/orders',
      headers: bearer(admin),
      payload: body,
    });
  const ids = (response: { json(): { payload: { items: Array<{ orderid: string }> } } }) =>
    response.json().payload.items.map((order) => order.orderid);

  it('gives a professional the first 10 of the organisation’s 23 orders, newest first, with the total', async () => {
    const response = await mine(owner);
    expect(response.statusCode).toBe(200);
    const { payload } = response.json();
    expect(payload).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(ids(response)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ORG${String(22 - i).padStart(3, '0')}`),
    );
    expect(response.json().message).toBe('23 commande(s)');
  });

  it('shows a member the same orders as the owner, and a stranger none of them', async () => {
    expect(ids(await mine(member, '?pageSize=25'))).toEqual(ids(await mine(owner, '?pageSize=25')));
    const other = (await mine(stranger)).json().payload;
    expect(other).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });

  it('shows a customer only theirs, without the draft nobody filled', async () => {
    const response = await mine(customer);
    expect(ids(response)).toEqual(['CLI003', 'CLI002', 'CLI001']);
    expect(response.json().payload.total).toBe(3);
  });

  it('pages on: the third page of 10 holds the last 3, a page past the end is empty', async () => {
    expect(ids(await mine(owner, '?page=3'))).toEqual(['ORG002', 'ORG001', 'ORG000']);
    const beyond = (await mine(owner, '?page=9')).json().payload;
    expect(beyond).toEqual({ items: [], total: 23, page: 9, pageSize: 10 });
  });

  it('sorts on a whitelisted column, both ways', async () => {
    const ascending = ids(await mine(owner, '?sort=orderid&direction=asc&pageSize=25'));
    expect(ascending).toEqual([...ascending].sort());
    const byAddress = (await mine(owner, '?sort=property.address&direction=desc&pageSize=50'))
      .json()
      .payload.items.map((o: { property: { address: string } }) => o.property.address);
    expect(byAddress).toEqual([...byAddress].sort().reverse());
  });

  it('searches the number, the town and the state’s French name, case-insensitively, with the total of what matched', async () => {
    expect(ids(await mine(owner, '?q=org01'))).toHaveLength(10);
    expect((await mine(owner, '?q=org01')).json().payload.total).toBe(10);
    const villeurbanne = (await mine(owner, '?q=VILLEURB&pageSize=50')).json().payload;
    expect(villeurbanne.total).toBe(12);
    const ready = (await mine(owner, `?q=${encodeURIComponent('prête')}&pageSize=50`)).json()
      .payload;
    expect(ready.items.every((o: { state: string }) => o.state === 'ready')).toBe(true);
    expect(ready.total).toBe(6);
    // the query is text, never a pattern
    expect((await mine(owner, '?q=.*')).json().payload.total).toBe(0);
  });

  it('shows and searches the organisation’s file number, on its screens and staff’s (it was shown nowhere)', async () => {
    const found = (await mine(owner, '?q=dossier-agence-10')).json().payload;
    expect(found.items).toEqual([
      expect.objectContaining({ orderid: 'ORG010', external_id: 'DOSSIER-AGENCE-10' }),
    ]);
    expect(found.total).toBe(1);
    const rows = (await mine(owner, '?pageSize=50')).json().payload.items as Array<{
      external_id: string | null;
    }>;
    expect(rows.filter((o) => o.external_id).length).toBe(3);
    const staff = (await tab({ states: null, q: 'DOSSIER-AGENCE-17' })).json().payload;
    expect(staff.items).toEqual([
      expect.objectContaining({ orderid: 'ORG017', external_id: 'DOSSIER-AGENCE-17' }),
    ]);
    const whole = await app.inject({ method: 'GET', url: '/order/ORG003', headers: bearer(admin) });
    expect(whole.json().payload.external_id).toBe('DOSSIER-AGENCE-3');
  });

  it('lists the orders still owed alone for Facturation « encours »', async () => {
    const owed = (await mine(owner, '?outstanding=true&pageSize=50')).json().payload;
    expect(owed.total).toBe(18);
    expect(owed.items.every((o: { paid: string | null }) => o.paid === null)).toBe(true);
  });

  it('leaves the order form, the uploads, the history and the syndic’s password out of the rows', async () => {
    const [row] = (await mine(owner)).json().payload.items;
    expect(Object.keys(row).sort()).toEqual(
      [
        'account',
        'billing_mode',
        'created',
        'external_id',
        'orderid',
        'organisation',
        'paid',
        'payload',
        'pending',
        'property',
        'registration_id',
        'state',
        'updated',
      ].sort(),
    );
    expect(row.property).toEqual({
      address: '22 rue des Lilas',
      zipcode: '69003',
      city: 'Villeurbanne',
    });
    const body = (await tab({ states: null, pageSize: 100 })).body;
    for (const secret of ['Secret', 'ne-doit-pas-sortir', 'v1:x:y:z', 'files/k', 'système'])
      expect(body).not.toContain(secret);
  });

  it('refuses page sizes, sorts and searches it does not offer, in French', async () => {
    const cases: Array<[string, string]> = [
      ['?pageSize=7', 'Nombre de lignes par page invalide : 10, 25, 50, 100'],
      ['?page=0', 'Numéro de page invalide'],
      ['?sort=stored.owners', 'Cette liste ne se trie pas sur ce champ'],
      ['?sort=created&direction=up', 'Sens de tri invalide : asc ou desc'],
      [`?q=${'x'.repeat(101)}`, 'Recherche trop longue (100 caractères au plus)'],
    ];
    for (const [query, message] of cases) {
      const response = await mine(owner, query);
      expect({ status: response.statusCode, message: response.json().message }).toEqual({
        status: 400,
        message,
      });
    }
  });

  it('gives staff each tab a page at a time, without test orders', async () => {
    const ready = await tab({ states: ['ready'], pending: null });
    expect(ready.json().payload.total).toBe(6);
    const all = await tab({ states: null, pageSize: 25, page: 2 });
    // staff see every order but the test one, the draft nobody filled included
    expect(all.json().payload).toMatchObject({ total: 27, page: 2, pageSize: 25 });
    expect(ids(all)).toEqual(['ORG001', 'ORG000']);
    const everything = ids(await tab({ states: null, pageSize: 100 }));
    expect(everything).not.toContain('TST001');
    expect(everything[0]).toBe('CLI000');
    const searched = await tab({ states: null, q: 'client@liste' });
    expect(searched.json().payload.total).toBe(4);
    expect((await tab({ states: null, sort: 'stored.owners' })).statusCode).toBe(400);
  });

  it('keeps the lists to whom they belong: none without a session, the admin tabs for staff only', async () => {
    expect((await app.inject({ method: 'GET', url: '/order/v2' })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/resources/orders',
      headers: bearer(owner),
      payload: { states: null },
    });
    expect(refused.statusCode).toBe(403);
  });
});
