import { invoiceModel } from '../../src/models/invoice';
import { monthlyBillingModel } from '../../src/models/monthly-billing';
import { orderModel } from '../../src/models/order';
import { runMonthlyBilling } from '../../src/services/payments/monthly-billing';
import { billingMonthOf } from '@ped/domain';
import { bearer, createAccount, tokenFor } from '../helpers/accounts';
import { multipartFile } from '../helpers/multipart';
import { pdfText } from '../documents/pdf-text';
import {
  apiV1AppForFile,
  createIntegrator,
  FICHE,
  STAFF,
  createKey,
  getAs,
  orderBody,
  postAs,
  postOrder,
  zipEntries,
  type Integrator,
} from './helpers';

const context = apiV1AppForFile();
const OWNER = 'recette@agence.test';
const app = () => context.app;

describe('test mode: test keys make test orders, apart from real ones', () => {
  let agency: Integrator;
  let tester: string;
  let admin: string;
  beforeAll(async () => {
    agency = await createIntegrator(app(), OWNER, 'experts');
    tester = await createKey(app(), agency.token, { mode: 'test', name: 'Recette' });
    admin = await tokenFor(
      app(),
      String((await createAccount(app(), { email: 'staff@ped.test', is_admin: true }))._id),
    );
  });

  it('confirms a test order without any billing, and tells nobody', async () => {
    const created = await postOrder(app(), tester, orderBody('TEST-1'));
    expect(created.statusCode).toBe(201);
    const view = created.json().payload;
    expect(view).toMatchObject({ test: true, state: 'confirmed', paid: null });
    const stored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: view.orderid })
      .lean();
    expect(stored).toMatchObject({ test: true, billing_mode: null, pending: false });
    const real = await postOrder(app(), agency.secret, orderBody('REEL-1'));
    const realStored = await orderModel(app().mongoose.connection)
      .findOne({ orderid: real.json().payload.orderid })
      .lean();
    expect(realStored).not.toHaveProperty('test');
    // no « facturation différée » confirmation for an order nobody pays
    expect(context.catcher.messages().filter((m) => m.text.includes(view.orderid))).toEqual([]);
  });

  it('keeps test and real orders apart: a live key never sees a test order, nor the reverse', async () => {
    const test = (await postOrder(app(), tester, orderBody('APART-TEST'))).json().payload;
    const live = (await postOrder(app(), agency.secret, orderBody('APART-LIVE'))).json().payload;
    expect(live.test).toBe(false);

    const liveList = (await getAs(app(), agency.secret, '/api/v1/orders?page_size=100')).json()
      .payload;
    const testList = (await getAs(app(), tester, '/api/v1/orders?page_size=100')).json().payload;
    expect(liveList.items.every((o: { test: boolean }) => !o.test)).toBe(true);
    expect(testList.items.every((o: { test: boolean }) => o.test)).toBe(true);
    expect(liveList.items.map((o: { orderid: string }) => o.orderid)).toContain(live.orderid);
    expect(testList.items.map((o: { orderid: string }) => o.orderid)).toContain(test.orderid);

    for (const [secret, orderid] of [
      [agency.secret, test.orderid],
      [tester, live.orderid],
    ]) {
      for (const path of ['', '/figures', '/document', '/versions', '/archive']) {
        const response = await getAs(app(), secret!, `/api/v1/orders/${orderid}${path}`);
        expect({ path, status: response.statusCode, code: response.json().payload.code }).toEqual({
          path,
          status: 404,
          code: 'order_not_found',
        });
      }
    }
    // file numbers are apart too: a number tried in test mode can then be ordered for real
    const real = await postOrder(app(), agency.secret, orderBody('APART-TEST'));
    expect(real.statusCode).toBe(201);
    expect(real.json().payload.test).toBe(false);
    const twice = await postOrder(app(), tester, orderBody('APART-TEST'));
    expect(twice.json().payload.code).toBe('external_id_taken');
  });

  it('keeps test orders out of staff’s lists and of the organisation’s screens', async () => {
    const test = (await postOrder(app(), tester, orderBody('INVISIBLE'))).json().payload;
    const staff = await app().inject({
      method: 'POST',
      url: '/resources/orders',
      headers: bearer(admin),
      payload: { states: null },
    });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).not.toContain(test.orderid);
    const screen = await app().inject({
      method: 'GET',
      url: '/order/v2',
      headers: bearer(agency.token),
    });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).not.toContain(test.orderid);
  });

  it('pushes a test order through its states, delivers a specimen, and refuses a live key', async () => {
    const { orderid } = (await postOrder(app(), tester, orderBody('PARCOURS'))).json().payload;
    const push = (state: string, secret = tester) =>
      postAs(app(), secret, `/api/v1/orders/${orderid}/test-events`, { state });

    // a live key is refused whatever the order: it cannot even tell test orders exist
    expect((await push('waiting', agency.secret)).json().payload.code).toBe('test_key_required');
    const liveOrder = (await postOrder(app(), agency.secret, orderBody('PARCOURS-REEL'))).json()
      .payload;
    const refused = await postAs(
      app(),
      agency.secret,
      `/api/v1/orders/${liveOrder.orderid}/test-events`,
      { state: 'done' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Seules les commandes de test avancent sur demande : utilisez une clé d’API de test',
      payload: { code: 'test_key_required' },
    });

    const notYet = await push('done');
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({
      success: false,
      message: 'Impossible de passer la commande de « Confirmée » à « Terminée »',
      payload: { code: 'state_change_refused' },
    });
    const unknown = await push('paid');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().payload.code).toBe('validation_failed');

    for (const state of ['waiting', 'received', 'ready']) {
      const moved = await push(state);
      expect({ state, status: moved.statusCode, now: moved.json().payload?.state }).toEqual({
        state,
        status: 200,
        now: state,
      });
    }
    expect((await getAs(app(), tester, `/api/v1/orders/${orderid}/document`)).statusCode).toBe(409);

    const done = await push('done');
    expect(done.json().payload).toMatchObject({ state: 'done', delivered_version: 1 });
    const pdf = await getAs(app(), tester, `/api/v1/orders/${orderid}/document`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(pdf.rawPayload);
    // the real renderer, the order's number, and the watermark on every page
    expect(text).toContain(`Pré-état daté`);
    expect(text).toContain(orderid);
    expect(text.split('SPÉCIMEN — MODE TEST').length - 1).toBe(pages);
    const figures = (await getAs(app(), tester, `/api/v1/orders/${orderid}/figures`)).json()
      .payload;
    expect(figures).toMatchObject({ orderid, version: 1 });
    // the order's lot (12, 120 tantièmes): the sample's 735 € for 245 tantièmes, in proportion
    expect(figures.figures).toContainEqual({
      field: 'budget',
      label: 'Provisions exigibles du budget prévisionnel',
      lot: '12',
      cents: 36_000,
    });
    const archive = await getAs(app(), tester, `/api/v1/orders/${orderid}/archive`);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(zipEntries(archive.rawPayload)).toContain(`pre-etat-date-${orderid}.pdf`);

    const reopened = await push('need_refresh');
    expect(reopened.json().payload.state).toBe('need_refresh');
    const second = await push('done');
    expect(second.json().payload).toMatchObject({ state: 'done', delivered_version: 2 });
    const versions = (await getAs(app(), tester, `/api/v1/orders/${orderid}/versions`)).json()
      .payload;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    // nothing reached staff, nor the customer, nor the notary named in the form
    expect(context.catcher.messages().filter((m) => m.subject.includes(orderid))).toEqual([]);
    // a specimen cannot be passed off as a delivered document: its code is never accepted
    const stored = await orderModel(app().mongoose.connection).findOne({ orderid }).lean();
    expect(stored?.history.map((h) => h.to)).toEqual([
      'in-progress',
      'confirmed',
      'waiting',
      'received',
      'ready',
      'done',
      'need-refresh',
      'done',
    ]);
  });

  it('makes the specimen of the test order itself: its lots, its sellers, its documents as annexes (it printed another sale)', async () => {
    const body = orderBody('SPECIMEN-LOTS', {
      confirm: false,
      lots: [
        {
          number: '31',
          kind: 'appartement',
          description: 'T4',
          tantiemes: 490,
          tantiemes_total: 10000,
        },
        { number: '62', kind: 'cave', description: 'Cave', tantiemes: 49, tantiemes_total: 10000 },
      ],
      owners: [{ firstname: 'Hugo', lastname: 'Lemaire', address: '', zipcode: '', city: '' }],
    });
    const { orderid } = (await postOrder(app(), tester, body)).json().payload;
    const { payload, headers } = multipartFile(FICHE, { filename: 'fiche-synthetique.pdf' });
    const sent = await app().inject({
      method: 'POST',
      url: `/api/v1/orders/${orderid}/documents`,
      headers: { ...headers, 'x-api-key': tester, 'idempotency-key': `doc-${orderid}` },
      payload,
    });
    expect(sent.statusCode).toBeLessThan(300);
    await postAs(app(), tester, `/api/v1/orders/${orderid}/confirm`);
    for (const state of ['ready', 'done'])
      await postAs(app(), tester, `/api/v1/orders/${orderid}/test-events`, { state });

    const { text } = await pdfText(
      (await getAs(app(), tester, `/api/v1/orders/${orderid}/document`)).rawPayload,
    );
    expect(text).toContain('Hugo Lemaire');
    expect(text).toContain('12 rue des Lilas');
    expect(text).toContain('fiche-synthetique.pdf');
    expect(text).not.toContain('Marie Dupont');
    expect(text).not.toContain('Résidence Le Parc');
    const figures = (await getAs(app(), tester, `/api/v1/orders/${orderid}/figures`)).json().payload
      .figures as Array<{ field: string; lot: string | null; cents: number }>;
    const budget = figures.filter((f) => f.field === 'budget');
    // the sample's lot (245 tantièmes, 735 € of provisions) twice for 490, a tenth of that for 49
    expect(budget).toEqual([
      expect.objectContaining({ lot: '31', cents: 147_000 }),
      expect.objectContaining({ lot: '62', cents: 14_700 }),
    ]);
  });

  it('takes documents and update requests on a test order without telling staff', async () => {
    const { orderid } = (await postOrder(app(), tester, orderBody('DOCS-TEST'))).json().payload;
    const { payload, headers } = multipartFile(FICHE, { filename: 'fiche.pdf' });
    const upload = await app().inject({
      method: 'POST',
      url: `/api/v1/orders/${orderid}/documents`,
      headers: { ...headers, 'x-api-key': tester, 'idempotency-key': `doc-${orderid}` },
      payload,
    });
    expect(upload.statusCode).toBe(202);
    expect(upload.json().payload).toMatchObject({ name: 'fiche.pdf', mimetype: 'application/pdf' });
    await postAs(app(), tester, `/api/v1/orders/${orderid}/test-events`, { state: 'ready' });
    await postAs(app(), tester, `/api/v1/orders/${orderid}/test-events`, { state: 'done' });
    const update = await postAs(app(), tester, `/api/v1/orders/${orderid}/update-request`, {
      reason: 'Le vendeur a réglé son arriéré',
    });
    expect(update.statusCode).toBe(200);
    expect(update.json().payload.state).toBe('need_refresh');
    expect(context.catcher.messages().filter((m) => m.to === STAFF)).toEqual([]);
  });

  it('tells the seller, never staff, when a test order shared from the site is sent back for correction (staff were e-mailed)', async () => {
    const { orderid } = (await postOrder(app(), tester, orderBody('PARTAGE-TEST'))).json().payload;
    for (const state of ['ready', 'done'])
      await postAs(app(), tester, `/api/v1/orders/${orderid}/test-events`, { state });
    const shared = await app().inject({
      method: 'POST',
      url: `/order/${orderid}/sharing`,
      headers: bearer(agency.token),
      payload: { role: 'buyer-notary', name: 'Maître Leroy', email: 'leroy@notaires.test' },
    });
    expect(shared.statusCode).toBe(200);
    const link = await context.catcher.waitFor(
      (m) => m.to === 'leroy@notaires.test' && m.subject.includes(orderid),
    );
    const token = /\/espace-notaire\/([A-Za-z0-9_-]+)/.exec(link.text)![1]!;
    const answered = await app().inject({
      method: 'POST',
      url: `/espace-notaire/${token}/answer`,
      payload: { kind: 'correction', reason: 'Le lot 12 porte 254 tantièmes' },
    });
    expect(answered.statusCode).toBe(200);
    await context.catcher.waitFor(
      (m) => m.to === OWNER && m.subject.includes('correction demandée'),
    );
    expect(context.catcher.messages().filter((m) => m.to === STAFF)).toEqual([]);
  });

  it('keeps a test draft confirmed from the site with « Facturation différée » out of billing: no billing mode, no statement, no payment nor invoice (the monthly statement charged it)', async () => {
    const { orderid } = (
      await postOrder(app(), tester, orderBody('SITE-TEST', { confirm: false }))
    ).json().payload;
    const monthly = await app().inject({
      method: 'POST',
      url: '/account/billing/frequency',
      headers: bearer(agency.token),
      payload: { billing_frequency: 'monthly' },
    });
    expect(monthly.statusCode).toBe(200);
    const confirmed = await app().inject({
      method: 'POST',
      url: '/order/store',
      headers: bearer(agency.token),
      payload: {
        orderid,
        account: OWNER,
        stored: orderBody('SITE-TEST', { confirm: undefined, external_id: undefined }),
        confirmed: true,
        billing_mode: 'invoice',
      },
    });
    expect(confirmed.statusCode).toBe(200);
    const Orders = orderModel(app().mongoose.connection);
    expect(await Orders.findOne({ orderid }).lean()).toMatchObject({
      state: 'confirmed',
      billing_mode: null,
      pending: false,
    });
    // even were it marked for deferred billing behind our back, nothing charges it
    await Orders.updateOne({ orderid }, { $set: { billing_mode: 'invoice' } });
    await runMonthlyBilling(app(), billingMonthOf(new Date()));
    const bills = await monthlyBillingModel(app().mongoose.connection)
      .find({ organisation: agency.organisation._id })
      .lean();
    expect(bills.flatMap((b) => b.orders ?? [])).not.toContain(orderid);
    const paid = await app().inject({
      method: 'POST',
      url: '/order/paid',
      headers: bearer(admin),
      payload: { orderid, account: OWNER },
    });
    expect([paid.statusCode, paid.json().message]).toEqual([
      409,
      'Commande de test : elle n’est jamais facturée ni payée',
    ]);
    expect(
      await invoiceModel(app().mongoose.connection).countDocuments({ orderids: orderid }),
    ).toBe(0);
    expect(context.catcher.messages().filter((m) => m.to === STAFF)).toEqual([]);
  });

  it('never charges a test order: no invoice, no monthly bill, no invoice for a test key', async () => {
    const Orders = orderModel(app().mongoose.connection);
    const tests = await Orders.find({ test: true }, { orderid: 1 }).lean();
    expect(tests.length).toBeGreaterThan(0);
    await runMonthlyBilling(app(), billingMonthOf(new Date()));
    const invoices = await invoiceModel(app().mongoose.connection)
      .find({ orderids: { $in: tests.map((o) => o.orderid) } })
      .lean();
    expect(invoices).toEqual([]);
    expect(await Orders.countDocuments({ test: true, paid: { $ne: null } })).toBe(0);
    const list = (await getAs(app(), tester, '/api/v1/invoices')).json().payload;
    expect(list).toEqual({ items: [], total: 0, page: 1, page_size: 25 });
  });
});
