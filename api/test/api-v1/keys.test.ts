import { KEY_OUTSIDE_API } from '@ped/domain';
import { apiKeyModel } from '../../src/models/api-key';
import { orderModel } from '../../src/models/order';
import { bearer, createProfessional } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import {
  createIntegrator,
  createKey,
  getAs,
  orderBody,
  postAs,
  postOrder,
  type Integrator,
} from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

describe('API keys: mode and scope chosen at creation, shown once', () => {
  it('makes production and test keys, complete or read-only, named by their mode', async () => {
    const pro = await createProfessional(app(), 'cles@agence.test', 'experts');
    const create = (payload: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: '/account/api-keys',
        headers: bearer(pro.token),
        payload,
      });

    const test = await create({ name: 'Recette', mode: 'test', scope: 'read' });
    expect(test.statusCode).toBe(201);
    const { key, secret } = test.json().payload;
    expect(secret).toMatch(/^ped_test_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Recette', mode: 'test', scope: 'read', last_used: null });
    expect(secret.startsWith(key.prefix)).toBe(true);
    expect(key.prefix).toHaveLength('ped_test_'.length + 6);

    // without a choice: production and complete, as every key made before
    const live = (await create({ name: 'Logiciel' })).json().payload;
    expect(live.secret).toMatch(/^ped_live_/);
    expect(live.key).toMatchObject({ mode: 'live', scope: 'full' });

    const list = await app().inject({
      method: 'GET',
      url: '/account/api-keys',
      headers: bearer(pro.token),
    });
    expect(
      list.json().payload.map((k: { mode: string; scope: string }) => [k.mode, k.scope]),
    ).toEqual([
      ['live', 'full'],
      ['test', 'read'],
    ]);
    // the secret is never listed, nor stored in clear
    expect(list.body).not.toContain(secret);
    const stored = await apiKeyModel(app().mongoose.connection).findOne({ name: 'Recette' }).lean();
    expect(JSON.stringify(stored)).not.toContain(secret.slice(9));

    for (const [payload, message] of [
      [{ name: 'X', mode: 'bac-a-sable' }, 'Mode de clé inconnu : live (production) ou test'],
      [
        { name: 'X', scope: 'admin' },
        'Droits de clé inconnus : read (lecture seule) ou full (complet)',
      ],
    ] as const) {
      const refused = await create(payload);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 400,
        message,
      });
    }
  });

  it('keeps accepting a key made before modes and scopes, as a live and complete one', async () => {
    const agency = await createIntegrator(app(), 'ancienne@agence.test', 'experts');
    await apiKeyModel(app().mongoose.connection).collection.updateMany(
      { organisation: agency.organisation._id },
      { $unset: { mode: '', scope: '' } },
    );
    expect((await postOrder(app(), agency.secret, orderBody('ANCIENNE-1'))).statusCode).toBe(201);
  });
});

describe('scopes: a read-only key reads and nothing else', () => {
  let reader: string;
  let agency: Integrator;
  let orderid: string;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'lecture@agence.test', 'premium');
    reader = await createKey(app(), agency.token, { scope: 'read' });
    orderid = (await postOrder(app(), agency.secret, orderBody('LECT-1'))).json().payload.orderid;
  });

  it('reads the orders with a read-only key', async () => {
    for (const url of ['/api/v1/orders', `/api/v1/orders/${orderid}`, '/api/v1/invoices']) {
      expect((await getAs(app(), reader, url)).statusCode).toBe(200);
    }
  });

  it('refuses every POST of /api/v1 with 403 insufficient_scope, in French, before anything is made', async () => {
    const refusals = await Promise.all([
      postOrder(app(), reader, orderBody('LECT-2')),
      postAs(app(), reader, `/api/v1/orders/${orderid}/confirm`),
      postAs(app(), reader, `/api/v1/orders/${orderid}/update-request`, { reason: 'Vente' }),
      postAs(app(), reader, `/api/v1/orders/${orderid}/documents`),
      postAs(app(), reader, `/api/v1/orders/${orderid}/test-events`, { state: 'waiting' }),
    ]);
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message:
          'Cette clé d’API est en lecture seule : créez une clé « Complet » pour passer ou modifier des commandes',
        payload: { code: 'insufficient_scope' },
      });
    }
    const Order = orderModel(app().mongoose.connection);
    expect(await Order.countDocuments({ external_id: 'LECT-2' })).toBe(0);
  });

  it('opens none of the site’s routes, read-only or test, where it would reach real orders', async () => {
    const tester = await createKey(app(), agency.token, { mode: 'test' });
    for (const secret of [reader, tester]) {
      const site = await app().inject({
        method: 'GET',
        url: `/order/${orderid}`,
        headers: { 'x-api-key': secret },
      });
      expect([site.statusCode, site.json().message]).toEqual([403, KEY_OUTSIDE_API]);
    }
  });
});

describe('plans: every endpoint with a key of each plan', () => {
  const reads = (orderid: string) => [
    '/api/v1/orders',
    `/api/v1/orders/${orderid}`,
    `/api/v1/orders/${orderid}/versions`,
    '/api/v1/invoices',
  ];

  it.each(['experts', 'premium', 'syndic'] as const)(
    'lets %s order and read through its key',
    async (plan) => {
      const agency = await createIntegrator(app(), `formule-${plan}@agence.test`, plan);
      const draft = await postOrder(
        app(),
        agency.secret,
        orderBody(`PLAN-${plan}`, { confirm: false }),
      );
      expect(draft.statusCode).toBe(201);
      const { orderid } = draft.json().payload;
      const confirmed = await postAs(app(), agency.secret, `/api/v1/orders/${orderid}/confirm`);
      expect(confirmed.json().payload.state).toBe('confirmed');
      for (const url of reads(orderid)) {
        expect({ url, status: (await getAs(app(), agency.secret, url)).statusCode }).toEqual({
          url,
          status: 200,
        });
      }
    },
  );

  it('gives no key to a plan without use_api, with a clear French 403', async () => {
    const free = await createProfessional(app(), 'gratuit@agence.test', 'free');
    const refused = await app().inject({
      method: 'POST',
      url: '/account/api-keys',
      headers: bearer(free.token),
      payload: { name: 'Logiciel', mode: 'test' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Accès à l’API avec vos clés : fonctionnalité réservée aux formules Experts, Premium ou Syndic.',
    );
  });
});

describe('last_used: a hint for people, written at most once a minute', () => {
  it('is set by the first call and not rewritten by the next ones of the minute', async () => {
    const agency = await createIntegrator(app(), 'usage@agence.test', 'experts');
    const Keys = apiKeyModel(app().mongoose.connection);
    const filter = { organisation: agency.organisation._id };
    expect((await Keys.findOne(filter).lean())?.last_used).toBeNull();
    await getAs(app(), agency.secret, '/api/v1/orders');
    const first = (await Keys.findOne(filter).lean())?.last_used;
    expect(first).toBeInstanceOf(Date);
    for (let call = 0; call < 3; call += 1) await getAs(app(), agency.secret, '/api/v1/orders');
    expect((await Keys.findOne(filter).lean())?.last_used).toEqual(first);
    // a minute later, the next call moves it
    await Keys.updateOne(filter, { $set: { last_used: new Date(Date.now() - 61_000) } });
    await getAs(app(), agency.secret, '/api/v1/orders');
    const later = (await Keys.findOne(filter).lean())?.last_used;
    expect(later!.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });

  it('refuses a revoked key at once', async () => {
    const agency = await createIntegrator(app(), 'revoquee@agence.test', 'experts');
    const [key] = (
      await app().inject({ method: 'GET', url: '/account/api-keys', headers: bearer(agency.token) })
    ).json().payload;
    await app().inject({
      method: 'DELETE',
      url: `/account/api-keys/${key.id}`,
      headers: bearer(agency.token),
    });
    const refused = await getAs(app(), agency.secret, '/api/v1/orders');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().payload.code).toBe('api_key_invalid');
  });
});
