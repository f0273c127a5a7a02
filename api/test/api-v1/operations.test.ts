import { billingMonthOf } from '@ped/domain';
import { orderModel } from '../../src/models/order';
import { runMonthlyBilling } from '../../src/services/payments/monthly-billing';
import { bearer, createAccount, tokenFor } from '../helpers/accounts';
import { multipartFile } from '../helpers/multipart';
import { saveSandboxCard } from '../helpers/saved-card';
import {
  apiV1AppForFile,
  createIntegrator,
  FICHE,
  STAFF,
  getAs,
  newKey,
  orderBody,
  postAs,
  postOrder,
  zipEntries,
  type Integrator,
} from './helpers';

const context = apiV1AppForFile();
const app = () => context.app;
const Orders = () => orderModel(app().mongoose.connection);

let admin: string;
beforeAll(async () => {
  admin = await tokenFor(
    app(),
    String((await createAccount(app(), { email: 'staff@ped.test', is_admin: true }))._id),
  );
});

/** Staff's « Terminer », as in the admin panel. */
async function deliver(orderid: string, account: string) {
  await Orders().updateOne({ orderid }, { $set: { state: 'ready' } });
  const done = await app().inject({
    method: 'POST',
    url: '/order/done',
    headers: bearer(admin),
    payload: { orderid, account, send_mail: false },
  });
  expect(done.statusCode).toBe(200);
}

function sendDocument(secret: string, orderid: string, idempotencyKey = newKey()) {
  const { payload, headers } = multipartFile(FICHE, { filename: 'fiche-synthetique.pdf' });
  return app().inject({
    method: 'POST',
    url: `/api/v1/orders/${orderid}/documents`,
    headers: { ...headers, 'x-api-key': secret, 'idempotency-key': idempotencyKey },
    payload,
  });
}

describe('POST /api/v1/orders/{orderid}/confirm', () => {
  let agency: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'confirmation@agence.test', 'experts');
  });

  it('checks the draft whole, confirms it for deferred billing, and is harmless to repeat', async () => {
    const partial = await postOrder(app(), agency.secret, {
      external_id: 'BROUILLON-1',
      confirm: false,
      address: '4 place Bellecour',
    });
    const incomplete = await postAs(
      app(),
      agency.secret,
      `/api/v1/orders/${partial.json().payload.orderid}/confirm`,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^La commande est incomplète : /);
    expect(incomplete.json().payload.code).toBe('validation_failed');

    const draft = (
      await postOrder(app(), agency.secret, orderBody('BROUILLON-2', { confirm: false }))
    ).json().payload;
    expect(draft.state).toBe('in_progress');
    const url = `/api/v1/orders/${draft.orderid}/confirm`;
    // ten concurrent retries of one request, then a second request: one confirmation
    const key = newKey();
    const retries = await Promise.all(
      Array.from({ length: 10 }, () => postAs(app(), agency.secret, url, {}, key)),
    );
    expect(new Set(retries.map((r) => r.statusCode))).toEqual(new Set([200]));
    const again = await postAs(app(), agency.secret, url);
    expect(again.statusCode).toBe(200);
    expect(again.json().payload).toMatchObject({ orderid: draft.orderid, state: 'confirmed' });
    const stored = await Orders().findOne({ orderid: draft.orderid }).lean();
    expect(stored).toMatchObject({ billing_mode: 'invoice', pending: true });
    expect(stored?.history.filter((h) => h.to === 'confirmed')).toHaveLength(1);

    const unknown = await postAs(app(), agency.secret, '/api/v1/orders/ZZZ999/confirm');
    expect(unknown.json()).toMatchObject({ payload: { code: 'order_not_found' } });
    const badBody = await postAs(app(), agency.secret, url, { payment: 'cheque' });
    expect(badBody.json()).toMatchObject({
      message: 'Mode de règlement inconnu : deferred ou card',
      payload: { code: 'validation_failed' },
    });
  });
});

describe('documents, update requests, versions and the ZIP', () => {
  let agency: Integrator;
  let other: Integrator;
  beforeAll(async () => {
    agency = await createIntegrator(app(), 'suivi@agence.test', 'premium');
    other = await createIntegrator(app(), 'suivi@autre.test', 'premium');
  });

  it('takes the seller’s documents until staff have them, and tells staff of late ones', async () => {
    const draft = (
      await postOrder(app(), agency.secret, orderBody('DOC-1', { confirm: false }))
    ).json().payload;
    const first = await sendDocument(agency.secret, draft.orderid);
    // stored and answered at once; where to follow its reading is in Location (ADR 064)
    expect(first.statusCode).toBe(202);
    const sent = first.json().payload;
    expect(sent).toMatchObject({
      id: expect.any(String),
      name: 'fiche-synthetique.pdf',
      mimetype: 'application/pdf',
      doctype: null,
      reading: { status: 'pending', reason: null, guess: null },
    });
    expect(first.headers.location).toBe(`/api/v1/orders/${draft.orderid}/documents/${sent.id}`);
    await app().readings.drain();
    const read = await getAs(app(), agency.secret, first.headers.location as string);
    expect(read.statusCode).toBe(200);
    expect(read.json().payload).toMatchObject({
      id: sent.id,
      doctype: 1,
      reading: { status: 'done', reason: null, guess: expect.objectContaining({ doctype: 1 }) },
    });
    const listed = await getAs(app(), agency.secret, `/api/v1/orders/${draft.orderid}/documents`);
    expect(listed.json().payload).toEqual([read.json().payload]);
    expect(
      (await getAs(app(), other.secret, first.headers.location as string)).json().payload.code,
    ).toBe('order_not_found');
    const unknown = await getAs(
      app(),
      agency.secret,
      `/api/v1/orders/${draft.orderid}/documents/0123456789abcdef01234567`,
    );
    expect([unknown.statusCode, unknown.json().payload.code]).toEqual([
      404,
      'seller_document_not_found',
    ]);

    await postAs(app(), agency.secret, `/api/v1/orders/${draft.orderid}/confirm`);
    const late = await sendDocument(agency.secret, draft.orderid);
    expect(late.statusCode).toBe(202);
    const mail = await context.catcher.waitFor(
      (m) => m.to === STAFF && m.subject.includes(draft.orderid),
    );
    expect(mail.subject).toBe(`Commande ${draft.orderid} : nouveau document du client`);
    const stored = await Orders().findOne({ orderid: draft.orderid }).lean();
    expect(stored?.uploads).toHaveLength(2);

    await Orders().updateOne({ orderid: draft.orderid }, { $set: { state: 'received' } });
    const closed = await sendDocument(agency.secret, draft.orderid);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      success: false,
      message:
        'Nos experts ont déjà reçu vos documents : pour en ajouter un, envoyez-le à documents@pre-etat-date.fr en indiquant votre numéro de commande dans l’objet',
      payload: { code: 'documents_closed' },
    });

    const foreign = await sendDocument(other.secret, draft.orderid);
    expect(foreign.json().payload.code).toBe('order_not_found');
    const open = (
      await postOrder(app(), agency.secret, orderBody('DOC-2', { confirm: false }))
    ).json().payload;
    const noFile = await postAs(app(), agency.secret, `/api/v1/orders/${open.orderid}/documents`);
    expect(noFile.statusCode).toBe(415);
    expect(noFile.json()).toEqual({
      success: false,
      message: 'Envoyez le fichier en multipart/form-data (champ « file »)',
      payload: { code: 'unsupported_file' },
    });
  });

  it('asks for an update of a delivered document, refused with its reason before', async () => {
    const { orderid } = (await postOrder(app(), agency.secret, orderBody('MAJ-1'))).json().payload;
    const url = `/api/v1/orders/${orderid}/update-request`;
    const early = await postAs(app(), agency.secret, url, { reason: 'Vente avancée' });
    expect(early.statusCode).toBe(409);
    expect(early.json().payload.code).toBe('update_not_allowed');
    expect(early.json().message).toMatch(/livr/);

    const empty = await postAs(app(), agency.secret, url, { reason: '  ' });
    expect(empty.json()).toMatchObject({
      message: 'Indiquez ce qui a changé (2000 caractères au plus)',
      payload: { code: 'validation_failed' },
    });

    await deliver(orderid, 'suivi@agence.test');
    expect(
      (await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/versions`)).json().payload,
    ).toMatchObject([{ version: 1, changes: null }]);
    const zip = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/archive`);
    expect(zip.statusCode).toBe(200);
    expect(zipEntries(zip.rawPayload)).toContain(`pre-etat-date-${orderid}.pdf`);
    expect((await getAs(app(), other.secret, `/api/v1/orders/${orderid}/archive`)).statusCode).toBe(
      404,
    );

    const asked = await postAs(app(), agency.secret, url, { reason: 'Le vendeur a tout réglé' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().payload.state).toBe('need_refresh');
    const mail = await context.catcher.waitFor(
      (m) => m.to === STAFF && m.subject.includes(orderid) && m.text.includes('tout réglé'),
    );
    expect(mail).toBeDefined();
    const twice = await postAs(app(), agency.secret, url, { reason: 'Encore' });
    expect(twice.json().payload.code).toBe('update_not_allowed');
  });

  it('answers 409 not_delivered for the ZIP before delivery', async () => {
    const { orderid } = (await postOrder(app(), agency.secret, orderBody('ZIP-1'))).json().payload;
    const early = await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/archive`);
    expect(early.statusCode).toBe(409);
    expect(early.json().payload.code).toBe('not_delivered');
    expect(
      (await getAs(app(), agency.secret, `/api/v1/orders/${orderid}/versions`)).json().payload,
    ).toEqual([]);
  });
});

describe('billing as on screen: deferred, monthly statement, or the saved card', () => {
  it('refuses payment by card without a saved card, before any order exists', async () => {
    const agency = await createIntegrator(app(), 'sanscarte@agence.test', 'experts');
    const refused = await postOrder(app(), agency.secret, orderBody('CB-0', { payment: 'card' }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({
      success: false,
      message:
        'Aucune carte enregistrée pour votre organisation : ajoutez-en une dans Facturation (Espace Pro), ou confirmez la commande en règlement différé (payment : deferred)',
      payload: { code: 'payment_method_required' },
    });
    expect(await Orders().countDocuments({ external_id: 'CB-0' })).toBe(0);
  });

  it('charges the saved card, issues the invoice, and lists and serves it to the organisation only', async () => {
    const agency = await createIntegrator(app(), 'carte@agence.test', 'experts');
    const other = await createIntegrator(app(), 'carte@autre.test', 'experts');
    await saveSandboxCard(app(), agency.token);
    const created = await postOrder(app(), agency.secret, orderBody('CB-1', { payment: 'card' }));
    expect(created.statusCode).toBe(201);
    const order = created.json().payload;
    expect(order).toMatchObject({ state: 'confirmed', paid: expect.any(String) });
    expect(await Orders().findOne({ orderid: order.orderid }).lean()).toMatchObject({
      billing_mode: 'card',
      pending: false,
    });

    const list = (await getAs(app(), agency.secret, '/api/v1/invoices')).json().payload;
    expect(list).toMatchObject({ total: 1, page: 1, page_size: 25 });
    const [invoice] = list.items;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      orderids: [order.orderid],
      paid_at: expect.any(String),
      links: { pdf: `/api/v1/invoices/${invoice.number}` },
    });
    expect(invoice.ht_cents + invoice.tva_cents).toBe(invoice.ttc_cents);
    const byOrder = (
      await getAs(app(), agency.secret, `/api/v1/invoices?orderid=${order.orderid.toLowerCase()}`)
    ).json().payload;
    expect(byOrder.total).toBe(1);

    const pdf = await getAs(app(), agency.secret, invoice.links.pdf);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await getAs(app(), other.secret, invoice.links.pdf);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      success: false,
      message: 'Facture introuvable',
      payload: { code: 'invoice_not_found' },
    });
    expect((await getAs(app(), other.secret, '/api/v1/invoices')).json().payload.total).toBe(0);
  });

  it('leaves an order whose card is refused waiting for its payment, and charges it on confirmation', async () => {
    const agency = await createIntegrator(app(), 'refus@agence.test', 'syndic');
    await saveSandboxCard(app(), agency.token, '4000 0000 0000 0341');
    const refused = await postOrder(app(), agency.secret, orderBody('CB-2', { payment: 'card' }));
    expect(refused.statusCode).toBe(402);
    expect(refused.json().payload.code).toBe('card_declined');
    expect(refused.json().message).toMatch(/^Paiement refusé par la banque/);
    const waiting = await Orders().findOne({ external_id: 'CB-2' }).lean();
    expect(waiting).toMatchObject({ state: 'awaiting-payment', paid: null });

    // the owner replaces the card (the billing portal removes the refused one)
    await saveSandboxCard(app(), agency.token);
    const cards = (
      await app().inject({
        method: 'GET',
        url: '/billing/stripe/listMethods',
        headers: bearer(agency.token),
      })
    ).json().payload.methods as Array<{ id: string; last4: string }>;
    await app().payments.stripe.paymentMethods.detach(cards.find((c) => c.last4 === '0341')!.id);
    const paid = await postAs(app(), agency.secret, `/api/v1/orders/${waiting!.orderid}/confirm`, {
      payment: 'card',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payload).toMatchObject({ state: 'confirmed', paid: expect.any(String) });
  });

  it('puts the deferred orders of a monthly organisation on its monthly statement', async () => {
    const agency = await createIntegrator(app(), 'mensuel@agence.test', 'premium');
    await saveSandboxCard(app(), agency.token);
    const frequency = await app().inject({
      method: 'POST',
      url: '/account/billing/frequency',
      headers: bearer(agency.token),
      payload: { billing_frequency: 'monthly' },
    });
    expect(frequency.statusCode).toBe(200);
    const { orderid } = (await postOrder(app(), agency.secret, orderBody('MOIS-1'))).json().payload;
    expect(await Orders().findOne({ orderid }).lean()).toMatchObject({
      billing_mode: 'invoice',
      paid: null,
    });

    const results = await runMonthlyBilling(app(), billingMonthOf(new Date()));
    expect(results[String(agency.organisation._id)]).toBe('charged');
    expect((await Orders().findOne({ orderid }).lean())?.paid).toBeInstanceOf(Date);
    const invoices = (await getAs(app(), agency.secret, '/api/v1/invoices')).json().payload;
    expect(invoices.items.map((i: { orderids: string[] }) => i.orderids)).toEqual([[orderid]]);
  });
});
