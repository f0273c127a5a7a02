import { orderModel } from '../../src/models/order';
import { organisationModel } from '../../src/models/organisation';
import { bearer } from '../helpers/accounts';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { createIntegrator, getAs, orderBody, postOrder, type Integrator } from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

describe('/api/v1: authentication', () => {
  let agency: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'auth@agence.test', 'experts');
  });

  it('refuses a session token without a key, with its code', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: bearer(agency.token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      message: 'Clé d’API requise (en-tête X-Api-Key)',
      payload: { code: 'api_key_required' },
    });
  });

  it('refuses a session token sent with the key: the key alone authenticates', async () => {
    const response = await app().inject({
      method: 'GET',
      url: '/api/v1/orders',
      headers: { ...bearer(agency.token), 'x-api-key': agency.secret },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().payload.code).toBe('api_key_required');
  });

  it('refuses an unknown key', async () => {
    const response = await getAs(app(), 'ped_inconnue', '/api/v1/orders');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      message: 'Clé d’API invalide ou révoquée',
      payload: { code: 'api_key_invalid' },
    });
  });

  it('refuses every endpoint in French once the plan loses use_api, re-read on each request', async () => {
    const notary = await createIntegrator(app(), 'formule@notaire.test', 'premium');
    expect((await getAs(app(), notary.secret, '/api/v1/orders')).statusCode).toBe(200);
    await organisationModel(app().mongoose.connection).updateOne(
      { _id: notary.organisation._id },
      { $set: { subscription_plan: 'free' } },
    );
    const refusals = await Promise.all([
      getAs(app(), notary.secret, '/api/v1/orders'),
      getAs(app(), notary.secret, '/api/v1/orders/ABC123'),
      getAs(app(), notary.secret, '/api/v1/orders/ABC123/figures'),
      getAs(app(), notary.secret, '/api/v1/orders/ABC123/document'),
      postOrder(app(), notary.secret, orderBody('F-1')),
    ]);
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'Votre formule ne donne plus accès à l’API : les clés d’API sont suspendues',
        payload: { code: 'api_not_in_plan' },
      });
    }
  });
});

describe('POST /api/v1/orders', () => {
  let agency: Integrator;
  let other: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'creation@agence.test', 'experts');
    other = await createIntegrator(app(), 'creation@autre.test', 'syndic');
  });

  it('creates a confirmed order of the organisation, billed later as on screen', async () => {
    const response = await postOrder(app(), agency.secret, orderBody('DOS-2026-001'));
    expect(response.statusCode).toBe(201);
    const view = response.json().payload;
    expect(view).toEqual({
      orderid: expect.stringMatching(/^[A-Z0-9]{6}$/),
      external_id: 'DOS-2026-001',
      test: false,
      state: 'confirmed',
      offer: 'cle',
      address: { address: '12 rue des Lilas', zipcode: '69003', city: 'Lyon' },
      lots: 1,
      created: expect.any(String),
      paid: null,
      delivered_version: null,
      links: {
        self: `/api/v1/orders/${view.orderid}`,
        figures: `/api/v1/orders/${view.orderid}/figures`,
        document: `/api/v1/orders/${view.orderid}/document`,
        versions: `/api/v1/orders/${view.orderid}/versions`,
        archive: `/api/v1/orders/${view.orderid}/archive`,
        documents: `/api/v1/orders/${view.orderid}/documents`,
      },
    });
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: view.orderid })
      .lean();
    expect(stored).toMatchObject({
      account: 'creation@agence.test',
      billing_mode: 'invoice',
      external_id: 'DOS-2026-001',
    });
    expect(String(stored?.organisation)).toBe(String(agency.organisation._id));
  });

  it('keeps a draft when confirm is false, and checks the whole form on confirmation', async () => {
    const draft = await postOrder(app(), agency.secret, {
      external_id: 'DOS-BROUILLON',
      confirm: false,
      address: '4 place Bellecour',
    });
    expect(draft.statusCode).toBe(201);
    expect(draft.json().payload).toMatchObject({ state: 'in_progress', offer: null, lots: 0 });

    const incomplete = await postOrder(app(), agency.secret, {
      external_id: 'DOS-INCOMPLET',
      confirm: true,
      address: '4 place Bellecour',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^La commande est incomplète : /);
    expect(incomplete.json().payload.code).toBe('validation_failed');
    expect(incomplete.json().payload.errors).toBeDefined();
  });

  it('validates its body with French messages and a code', async () => {
    const cases = [
      [
        { ...orderBody('X'), external_id: '' },
        'Le numéro de dossier (external_id) doit contenir de 1 à 64 caractères',
      ],
      [
        { ...orderBody('X'), external_id: 'x'.repeat(65) },
        'Le numéro de dossier (external_id) doit contenir de 1 à 64 caractères',
      ],
      [{ ...orderBody('X'), inconnu: 1 }, 'Champ non autorisé : « inconnu »'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await postOrder(app(), agency.secret, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: {
          success: false,
          message,
          payload: expect.objectContaining({ code: 'validation_failed' }),
        },
      });
    }
    const noConfirm = { ...orderBody('X') } as Record<string, unknown>;
    delete noConfirm.confirm;
    const missing = await postOrder(app(), agency.secret, noConfirm);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Indiquez confirm : true ou false');
  });

  it('keeps external_id unique within an organisation, not across organisations, and names the order holding it (it did not)', async () => {
    const first = await postOrder(app(), agency.secret, orderBody('DOS-UNIQUE'));
    expect(first.statusCode).toBe(201);
    const { orderid } = first.json().payload;
    const again = await postOrder(app(), agency.secret, orderBody('DOS-UNIQUE'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: `Le numéro de dossier « DOS-UNIQUE » est déjà celui de la commande ${orderid} de votre organisation`,
      payload: { code: 'external_id_taken', orderid },
    });
    expect((await postOrder(app(), other.secret, orderBody('DOS-UNIQUE'))).statusCode).toBe(201);
    const count = await orderModel(app().mongoose.connection).countDocuments({
      external_id: 'DOS-UNIQUE',
    });
    expect(count).toBe(2);
  });
});

describe('GET /api/v1/orders and /api/v1/orders/{orderid}', () => {
  let agency: Integrator;
  let other: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'liste@agence.test', 'experts');
    other = await createIntegrator(app(), 'liste@autre.test', 'premium');
  });

  it('reads one order of the organisation, and never another organisation’s', async () => {
    const created = (await postOrder(app(), agency.secret, orderBody('LIRE-1'))).json().payload;
    const own = await getAs(
      app(),
      agency.secret,
      `/api/v1/orders/${created.orderid.toLowerCase()}`,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().payload).toEqual(created);

    const foreign = await getAs(app(), other.secret, `/api/v1/orders/${created.orderid}`);
    const unknown = await getAs(app(), other.secret, '/api/v1/orders/ZZZ999');
    for (const response of [foreign, unknown]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        message: 'Commande introuvable',
        payload: { code: 'order_not_found' },
      });
    }
    for (const path of ['figures', 'document']) {
      const refused = await getAs(app(), other.secret, `/api/v1/orders/${created.orderid}/${path}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().payload.code).toBe('order_not_found');
    }
  });

  it('pages and filters on the server, newest first, with the total', async () => {
    const Order = orderModel(app().mongoose.connection);
    const ids: string[] = [];
    for (let index = 1; index <= 12; index += 1) {
      const body = orderBody(`PAGE-${index}`, index % 3 === 0 ? { confirm: false } : {});
      const { orderid } = (await postOrder(app(), agency.secret, body)).json().payload;
      ids.push(orderid);
      // one order a day, from 1 to 12 October 2026, noon in Paris
      await Order.updateOne(
        { orderid },
        { $set: { created: new Date(`2026-10-${String(index).padStart(2, '0')}T10:00:00Z`) } },
      );
    }
    await postOrder(app(), other.secret, orderBody('PAGE-AUTRE'));

    const first = (await getAs(app(), agency.secret, '/api/v1/orders?page_size=10')).json().payload;
    const all = (await getAs(app(), agency.secret, '/api/v1/orders?page_size=100')).json().payload;
    expect(all.total).toBe(all.items.length);
    expect(first).toMatchObject({ total: all.total, page: 1, page_size: 10 });
    expect(first.items).toHaveLength(10);
    expect(all.items.map((o: { external_id: string }) => o.external_id)).not.toContain(
      'PAGE-AUTRE',
    );
    const october = (
      await getAs(
        app(),
        agency.secret,
        '/api/v1/orders?created_from=2026-10-01&created_to=2026-10-12&page_size=10&page=2',
      )
    ).json().payload;
    expect(october).toMatchObject({ total: 12, page: 2, page_size: 10 });
    expect(october.items.map((o: { orderid: string }) => o.orderid)).toEqual([ids[1], ids[0]]);

    const week = (
      await getAs(
        app(),
        agency.secret,
        '/api/v1/orders?created_from=2026-10-05&created_to=2026-10-11&state=in_progress',
      )
    ).json().payload;
    expect(week.total).toBe(2);
    // the site's spelling, which the API took before it settled on one, is still read
    const former = (
      await getAs(
        app(),
        agency.secret,
        '/api/v1/orders?created_from=2026-10-05&created_to=2026-10-11&state=in-progress',
      )
    ).json().payload;
    expect(former.total).toBe(2);
    expect(week.items.map((o: { external_id: string }) => o.external_id)).toEqual([
      'PAGE-9',
      'PAGE-6',
    ]);
    const byFile = (await getAs(app(), agency.secret, '/api/v1/orders?external_id=PAGE-7')).json()
      .payload;
    expect(byFile).toMatchObject({ total: 1, page_size: 25, items: [{ orderid: ids[6] }] });
    expect(byFile.items[0]).not.toHaveProperty('stored');
    expect(byFile.items[0]).not.toHaveProperty('owners');
  });

  it('refuses a page size or a date it does not know, in French', async () => {
    const cases = [
      ['/api/v1/orders?page_size=30', 'Taille de page invalide : 10, 25, 50 ou 100'],
      ['/api/v1/orders?page=0', 'Numéro de page invalide'],
      ['/api/v1/orders?created_from=01/10/2026', 'Date de début invalide (AAAA-MM-JJ)'],
      ['/api/v1/orders?created_to=2026-13-45', 'Date de fin invalide (AAAA-MM-JJ)'],
      [
        '/api/v1/orders?state=perdue',
        'État de commande inconnu : in_progress, awaiting_payment, confirmed, waiting, received, ready, done, need_refresh',
      ],
    ];
    for (const [url, message] of cases) {
      const response = await getAs(app(), agency.secret, url!);
      expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
        url,
        status: 400,
        message,
      });
      expect(response.json().payload.code).toBe('validation_failed');
    }
  });
});
