import { createAccount, tokenFor } from '../helpers/accounts';
import { finishAsStaff } from '../helpers/orders';
import { appWithMailForFile } from '../helpers/app-with-mail';
import { createIntegrator, getAs, orderBody, postOrder, type Integrator } from './helpers';

const context = appWithMailForFile({ SCHEDULER_ENABLED: 'false' });
const app = () => context.app;

describe('/api/v1: what is delivered', () => {
  let agency: Integrator;
  let admin: string;
  let orderid: string;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'livraison@agence.test', 'syndic');
    admin = await tokenFor(
      app(),
      String((await createAccount(app(), { email: 'staff@ped.test', is_admin: true }))._id),
    );
    orderid = (await postOrder(app(), agency.secret, orderBody('LIV-1'))).json().payload.orderid;
  });

  /** Staff's « Terminer », as in the admin panel: one more delivered version. */
  const deliver = () => finishAsStaff(app(), admin, orderid, 'livraison@agence.test');

  it('answers 409 not_delivered before « Terminer », for the figures and the PDF', async () => {
    for (const path of ['figures', 'document']) {
      const response = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/${path}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().payload).toEqual({ code: 'not_delivered' });
      expect(response.json().message).toMatch(/pas encore/);
    }
  });

  it('gives the figures of the latest delivered version in cents, and its PDF', async () => {
    await deliver();
    const figures = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/figures`);
    expect(figures.statusCode).toBe(200);
    const payload = figures.json().payload;
    expect(payload).toMatchObject({ orderid, version: 1, delivered: expect.any(String) });
    expect(payload.figures.length).toBeGreaterThan(0);
    for (const figure of payload.figures) {
      expect(Object.keys(figure).sort()).toEqual(['cents', 'field', 'label', 'lot']);
      expect(figure.cents === null || Number.isInteger(figure.cents)).toBe(true);
    }

    const order = (await getAs(app(), agency.secret, `/api/v1/orders/${orderid}`)).json().payload;
    expect(order).toMatchObject({ state: 'done', delivered_version: 1 });

    const pdf = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/document`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const first = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/document?version=1`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain('v1');

    const unknown = await getAs(
      app(),
      agency.secret,
      `/api/v1/orders/${orderid}/document?version=7`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      message: 'Cette version du pré-état daté n’existe pas pour cette commande.',
      payload: { code: 'document_not_found' },
    });
    const invalid = await getAs(
      app(),
      agency.secret,
      `/api/v1/orders/${orderid}/document?version=0`,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      message: 'Numéro de version invalide',
      payload: { code: 'validation_failed' },
    });
  });

  it('follows a new delivery: the figures are those of the latest version', async () => {
    await deliver();
    const figures = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/figures`);
    expect(figures.json().payload.version).toBe(2);
    const list = await getAs(app(), agency.secret, '/api/v1/orders?external_id=LIV-1');
    expect(list.json().payload.items[0].delivered_version).toBe(2);
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('lists exactly the operations of /api/v1, from the routes’ schemas, with the key scheme', async () => {
    // public: an integrator reads it before the agency gives them a key
    const response = await app().inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths['/api/v1/openapi.json'].get.security).toEqual([]);
    const operations = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual([
      'GET /api/v1/invoices',
      'GET /api/v1/invoices/{number}',
      'GET /api/v1/openapi.json',
      'GET /api/v1/orders',
      'GET /api/v1/orders/{orderid}',
      'GET /api/v1/orders/{orderid}/archive',
      'GET /api/v1/orders/{orderid}/document',
      'GET /api/v1/orders/{orderid}/documents',
      'GET /api/v1/orders/{orderid}/documents/{documentId}',
      'GET /api/v1/orders/{orderid}/figures',
      'GET /api/v1/orders/{orderid}/versions',
      'POST /api/v1/orders',
      'POST /api/v1/orders/{orderid}/confirm',
      'POST /api/v1/orders/{orderid}/documents',
      'POST /api/v1/orders/{orderid}/test-events',
      'POST /api/v1/orders/{orderid}/update-request',
    ]);
    // every operation is documented in French for the integrators' page; those behind the
    // key say they may be limited
    for (const [path, methods] of Object.entries(document.paths as Record<string, object>)) {
      for (const operation of Object.values(methods) as Array<Record<string, unknown>>) {
        expect(operation.summary).toEqual(expect.any(String));
        if (path !== '/api/v1/openapi.json') expect(operation.responses).toHaveProperty('429');
      }
    }
    for (const [path, method] of [
      ['/api/v1/orders/{orderid}/confirm', 'post'],
      ['/api/v1/orders/{orderid}/test-events', 'post'],
      ['/api/v1/invoices', 'get'],
    ] as const) {
      expect(document.paths[path][method].description).toMatch(/[àéèêôû]/);
    }
    expect(document.components.securitySchemes.apiKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    const create = document.paths['/api/v1/orders'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'external_id',
    );
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
  });
});
