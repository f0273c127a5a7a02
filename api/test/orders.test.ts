import type { FastifyInstance } from 'fastify';
import { orderModel } from '../src/models/order';
import { jobModel } from '../src/models/job';
import { registerModel } from '../src/models/register';
import { registerDocumentModel } from '../src/models/register-document';
import { createAccount, createProfessional, tokenFor, bearer } from './helpers/accounts';
import { startMailCatcher, type TestMailCatcher } from './helpers/mail-catcher';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';

/** Ids the next drafts draw, to provoke collisions; then the real generator. */
const mockNextOrderIds: string[] = [];
jest.mock('@ped/domain', () => {
  const actual = jest.requireActual('@ped/domain');
  return { ...actual, generateOrderId: () => mockNextOrderIds.shift() ?? actual.generateOrderId() };
});

describe('orders API', () => {
  let app: FastifyInstance;
  let mails: TestMailCatcher;
  let admin: string;
  let pro: { token: string; organisation: { _id: unknown } };
  let colleague: string;
  let stranger: string;

  beforeAll(async () => {
    mails = await startMailCatcher();
    app = await createTestApp({
      SMTP_URL: mails.smtpUrl,
      SCHEDULER_ENABLED: 'false',
      PUBLIC_APP_URL: 'https://app.example.fr',
    });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@ped.test', is_admin: true }))._id),
    );
    pro = await createProfessional(app, 'agent@agence.test', 'experts', 'Agence du Parc');
    colleague = await tokenFor(
      app,
      String(
        (
          await createAccount(app, {
            email: 'collegue@agence.test',
            role: 'member',
            organisation: pro.organisation._id,
          })
        )._id,
      ),
    );
    stranger = (await createProfessional(app, 'autre@ailleurs.test', 'premium')).token;
  });
  afterAll(async () => {
    await app.close();
    await mails.close();
  });
  beforeEach(() => mails.clear());

  const post = (url: string, payload: unknown, token: string | null = null) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  const get = (url: string, token: string | null = null) =>
    app.inject({ method: 'GET', url, headers: bearer(token) });

  describe('POST /order/store', () => {
    it('creates a visitor draft bound to the e-mail, with a 6-character id, from a partial form', async () => {
      const response = await post('/order/store', {
        orderid: null,
        account: 'Vendeur@Exemple.FR',
        stored: { offer: 'cle', address: '3 rue' },
        confirmed: null,
        billing_mode: null,
      });
      expect(response.statusCode).toBe(200);
      const order = response.json().payload;
      expect(order.orderid).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
      expect(order).toMatchObject({
        account: 'vendeur@exemple.fr',
        state: 'in-progress',
        organisation: null,
        stored: { offer: 'cle', address: '3 rue' },
      });
      expect(order.history[0]).toMatchObject({
        action: 'created',
        by: 'visiteur',
        to: 'in-progress',
      });
    });

    it('lets a visitor update its draft only with the same e-mail', async () => {
      const { orderid } = await storeOrderAs(app, null, {
        account: 'a@exemple.fr',
        stored: { offer: 'cle' },
      });
      const other = await post('/order/store', {
        orderid,
        account: 'b@exemple.fr',
        stored: { offer: 'eco' },
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ success: false, message: 'Commande introuvable' });
      const same = await post('/order/store', {
        orderid,
        account: 'A@exemple.fr',
        stored: { offer: 'eco', comment: 'ok' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json().payload.stored).toMatchObject({ offer: 'eco', comment: 'ok' });
    });

    it('answers 404 for an unknown id and 400 for unknown fields', async () => {
      expect(
        (await post('/order/store', { orderid: 'ZZZZZZ', account: 'a@exemple.fr', stored: {} }))
          .statusCode,
      ).toBe(404);
      const unknown = await post('/order/store', {
        orderid: null,
        account: 'a@exemple.fr',
        stored: { evil: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('Champ non autorisé : « stored.evil »');
      expect(
        (await post('/order/store', { orderid: null, account: 'pas-un-email', stored: {} }))
          .statusCode,
      ).toBe(400);
    });

    it('validates the whole form only on confirmation, keeping the draft saved', async () => {
      const { orderid } = await storeOrderAs(app, null, {
        account: 'c@exemple.fr',
        stored: { offer: 'cle' },
      });
      const refused = await post('/order/store', {
        orderid,
        account: 'c@exemple.fr',
        stored: { offer: 'cle', address: '' },
        confirmed: true,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/^La commande est incomplète : /);
      expect(refused.json().payload.errors).toHaveProperty('lots', 'Indiquez au moins un lot');
      const confirmed = await post('/order/store', {
        orderid,
        account: 'c@exemple.fr',
        stored: completeForm('c@exemple.fr'),
        confirmed: true,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().payload).toMatchObject({ state: 'awaiting-payment', pending: true });
    });

    it('keeps the syndic password encrypted, returns it to admins only, and keeps it when a draft is re-sent without it', async () => {
      const order = await storeOrderAs(app, null, {
        account: 'd@exemple.fr',
        stored: completeForm('d@exemple.fr'),
      });
      expect(order.payload).toMatchObject({ syndic: { password: null, has_password: true } });
      expect(order.stored).toMatchObject({ syndic: { password: null, has_password: true } });
      const raw = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(JSON.stringify(raw)).not.toContain('S3cret-extranet!');
      expect(raw?.payload?.syndic?.password).toMatch(/^v1:/);

      const resent = await post('/order/store', {
        orderid: order.orderid,
        account: 'd@exemple.fr',
        stored: order.stored,
        confirmed: true,
      });
      expect(resent.json().message).toBe('Commande confirmée');
      const asAdmin = await get(`/order/${order.orderid}?account=d@exemple.fr`, admin);
      expect(asAdmin.json().payload.payload.syndic).toMatchObject({
        password: 'S3cret-extranet!',
        has_password: true,
      });
      const asVisitor = await get(`/order/${order.orderid}?account=d@exemple.fr`);
      expect(asVisitor.json().payload.payload.syndic.password).toBeNull();
    });

    it('refuses to edit a confirmed order, except for admins', async () => {
      const { orderid } = await storeOrderAs(app, null, {
        account: 'e@exemple.fr',
        stored: completeForm('e@exemple.fr'),
        confirmed: true,
      });
      await orderModel(app.mongoose.connection).updateOne(
        { orderid },
        { $set: { state: 'confirmed', paid: new Date() } },
      );
      const refused = await post('/order/store', {
        orderid,
        account: 'e@exemple.fr',
        stored: { offer: 'eco' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Cette commande est confirmée : elle ne peut plus être modifiée',
      );
      expect(
        (
          await post(
            '/order/store',
            { orderid, account: 'e@exemple.fr', stored: completeForm('e@exemple.fr') },
            admin,
          )
        ).statusCode,
      ).toBe(200);
    });

    it('binds a professional order to its organisation, shared with colleagues but not others', async () => {
      const order = await storeOrderAs(app, pro.token, {
        account: 'ignored@exemple.fr',
        stored: { offer: 'cle', address: '8 quai des Chartrons' },
      });
      expect(order).toMatchObject({
        account: 'agent@agence.test',
        organisation: String(pro.organisation._id),
      });
      expect((await get(`/order/${order.orderid}`, colleague)).statusCode).toBe(200);
      expect((await get(`/order/${order.orderid}`, stranger)).statusCode).toBe(404);
      expect((await get(`/order/${order.orderid}?account=agent@agence.test`)).statusCode).toBe(404);
      const list = await get('/order/v2', colleague);
      expect(list.json().payload.items.map((o: { orderid: string }) => o.orderid)).toContain(
        order.orderid,
      );
      expect(
        (await get('/order/v2', stranger))
          .json()
          .payload.items.map((o: { orderid: string }) => o.orderid),
      ).not.toContain(order.orderid);
      expect((await get('/order/v2')).statusCode).toBe(401);
    });

    it('leaves out of the lists a draft nobody filled, still open to whoever has its link', async () => {
      const opened = await storeOrderAs(app, pro.token, {
        account: 'agent@agence.test',
        stored: { offer: 'cle' },
      });
      const listed = (await get('/order/v2', colleague))
        .json()
        .payload.items.map((o: { orderid: string }) => o.orderid);
      expect(listed).not.toContain(opened.orderid);
      expect((await get(`/order/${opened.orderid}`, pro.token)).statusCode).toBe(200);
    });

    it('allows deferred billing only to plans with invoicing, and confirms such orders at once', async () => {
      const refused = await post('/order/store', {
        orderid: null,
        account: 'f@exemple.fr',
        stored: {},
        billing_mode: 'invoice',
      });
      expect(refused.statusCode).toBe(403);
      const order = await storeOrderAs(app, pro.token, {
        account: 'agent@agence.test',
        stored: completeForm('agent@agence.test'),
        confirmed: true,
        billing_mode: 'invoice',
      });
      expect(order).toMatchObject({ state: 'confirmed', pending: true, billing_mode: 'invoice' });
    });

    it('retries another id when the drawn one is taken', async () => {
      const Order = orderModel(app.mongoose.connection);
      const existing = await storeOrderAs(app, null, { account: 'g@exemple.fr', stored: {} });
      mockNextOrderIds.push(existing.orderid, existing.orderid);
      const fresh = await storeOrderAs(app, null, { account: 'h@exemple.fr', stored: {} });
      expect(mockNextOrderIds).toHaveLength(0);
      expect(fresh.orderid).not.toBe(existing.orderid);
      expect(await Order.countDocuments({ orderid: existing.orderid })).toBe(1);
    });
  });

  describe('GET /order/:orderid', () => {
    it('needs the order e-mail for visitors, and ?account= must match for admins', async () => {
      const { orderid } = await storeOrderAs(app, null, { account: 'i@exemple.fr', stored: {} });
      expect((await get(`/order/${orderid}`)).statusCode).toBe(404);
      expect((await get(`/order/${orderid}?account=x@exemple.fr`)).statusCode).toBe(404);
      expect((await get(`/order/${orderid.toLowerCase()}?account=I@exemple.fr`)).statusCode).toBe(
        200,
      );
      expect((await get(`/order/${orderid}`, admin)).statusCode).toBe(200);
      expect((await get(`/order/${orderid}?account=x@exemple.fr`, admin)).statusCode).toBe(404);
    });

    it('includes the associated register and its documents', async () => {
      const { orderid } = await storeOrderAs(app, null, { account: 'j@exemple.fr', stored: {} });
      await registerModel(app.mongoose.connection).create({
        _id: 'AB1234567',
        name: 'Résidence du Parc',
      });
      await registerDocumentModel(app.mongoose.connection).create({
        registration_id: 'AB1234567',
        doctype: 2,
        delivered: new Date('2024-03-12'),
        url: 'https://x.fr/pv.pdf',
        mimetype: 'application/pdf',
      });
      const associated = await post(
        '/order/associate',
        { orderid, account: 'j@exemple.fr', registration_id: 'AB1234567' },
        admin,
      );
      expect(associated.statusCode).toBe(200);
      const order = (await get(`/order/${orderid}?account=j@exemple.fr`)).json().payload;
      expect(order.register).toMatchObject({ id: 'AB1234567', name: 'Résidence du Parc' });
      expect(order.register_documents).toEqual([
        expect.objectContaining({ doctype: 2, delivered: '2024-03-12T00:00:00.000Z' }),
      ]);
    });
  });

  describe('admin actions', () => {
    async function confirmedOrder(email: string, extra: Record<string, unknown> = {}) {
      const { orderid } = await storeOrderAs(app, null, {
        account: email,
        stored: completeForm(email),
        confirmed: true,
      });
      await orderModel(app.mongoose.connection).updateOne(
        { orderid },
        { $set: { state: 'confirmed', ...extra } },
      );
      return orderid;
    }

    it('follows the state machine, records history and e-mails the customer in French', async () => {
      const orderid = await confirmedOrder('k@exemple.fr');
      const received = await post('/order/received', { orderid, account: 'k@exemple.fr' }, admin);
      expect(received.statusCode).toBe(200);
      expect(received.json().payload).toMatchObject({ state: 'received' });
      const mail = await mails.waitFor((m) => m.to.includes('k@exemple.fr'));
      expect(mail.subject).toBe(`Commande ${orderid} : documents reçus`);
      expect(mail.text).toContain(`https://app.example.fr/pre-etat-date/commande/${orderid}`);
      const history = received.json().payload.history;
      expect(history[history.length - 1]).toMatchObject({
        by: 'staff@ped.test',
        action: 'received',
        from: 'confirmed',
        to: 'received',
      });
    });

    it('refuses a move the state machine forbids with a 409 in French', async () => {
      const orderid = await confirmedOrder('l@exemple.fr');
      const refused = await post('/order/done', { orderid, account: 'l@exemple.fr' }, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Impossible de passer la commande de « Confirmée » à « Terminée »',
      );
      const same = await post('/order/confirmed', { orderid, account: 'l@exemple.fr' }, admin);
      expect(same.json().message).toBe('La commande est déjà « Confirmée »');
    });

    it('sends no e-mail when send_mail is false, and answers 404 for a wrong account', async () => {
      const orderid = await confirmedOrder('m@exemple.fr');
      expect(
        (await post('/order/waiting', { orderid, account: 'autre@exemple.fr' }, admin)).statusCode,
      ).toBe(404);
      expect(
        (
          await post(
            '/order/waiting',
            { orderid, account: 'm@exemple.fr', send_mail: false },
            admin,
          )
        ).statusCode,
      ).toBe(200);
      // a move that does e-mail, made after: once its mail is in, the first one's would be too
      const witness = await confirmedOrder('m-temoin@exemple.fr');
      await post('/order/waiting', { orderid: witness, account: 'm-temoin@exemple.fr' }, admin);
      await mails.waitFor((m) => m.to.includes('m-temoin@exemple.fr'));
      expect(mails.messages().filter((m) => m.to.includes('m@exemple.fr'))).toHaveLength(0);
    });

    it('marks an order paid once, confirming it when it was not', async () => {
      const { orderid } = await storeOrderAs(app, null, {
        account: 'n@exemple.fr',
        stored: completeForm('n@exemple.fr'),
        confirmed: true,
      });
      const paid = await post(
        '/order/paid',
        { orderid, account: 'n@exemple.fr', send_mail: false },
        admin,
      );
      expect(paid.statusCode).toBe(200);
      expect(paid.json().payload).toMatchObject({ state: 'confirmed', pending: false });
      expect(paid.json().payload.paid).not.toBeNull();
      const stored = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
      // recorded as every payment is: who recorded it, and the history line (issue 19)
      expect(stored?.payment_ref).toBe('manuel:staff@ped.test');
      expect(stored?.history.at(-1)).toMatchObject({ by: 'staff@ped.test', action: 'paid' });
      expect(
        (await post('/order/paid', { orderid, account: 'n@exemple.fr' }, admin)).statusCode,
      ).toBe(409);
    });

    it("enforces the 'Terminer' rule server-side", async () => {
      const orderid = await confirmedOrder('o@exemple.fr', {
        state: 'ready',
        sso_provider: 'century21',
      });
      const refused = await post('/order/done', { orderid, account: 'o@exemple.fr' }, admin);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^Associez d’abord la commande à une copropriété/);
    });

    it('finishes an order: stores the document, e-mails the link and schedules the review request', async () => {
      const orderid = await confirmedOrder('p@exemple.fr', { state: 'ready' });
      const done = await post(
        '/order/done',
        { orderid, account: 'p@exemple.fr', send_review: 'in_one_hour' },
        admin,
      );
      expect(done.statusCode).toBe(200);
      expect(done.json().payload.state).toBe('done');
      const stored = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
      expect(stored?.document?.key).toBeTruthy();
      expect(await app.storage.exists(stored!.document!.key)).toBe(true);
      const mail = await mails.waitFor((m) => m.to.includes('p@exemple.fr'));
      expect(mail.subject).toBe(`Votre pré-état daté est disponible (commande ${orderid})`);
      // the button downloads the PDF without signing in: a visitor has no account
      const link = mail.text.match(/https?:\/\/\S+\/order\/\S+\/document\?token=[\w.-]+/)?.[0];
      expect(link).toBeDefined();
      const download = await get(new URL(link!).pathname + new URL(link!).search);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      const job = await jobModel(app.mongoose.connection)
        .findOne({ name: 'review-request', 'data.orderid': orderid })
        .lean();
      expect(job?.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60 * 1000);
      mails.clear();
      expect(
        await app.scheduler.runDue(new Date(Date.now() + 2 * 3600 * 1000)),
      ).toBeGreaterThanOrEqual(1);
      const review = await mails.waitFor((m) => m.to.includes('p@exemple.fr'));
      expect(review.subject).toBe('Votre avis sur votre pré-état daté');
    });

    it('refuses associating with an unknown register and changes the billing mode', async () => {
      const orderid = await confirmedOrder('q@exemple.fr');
      const unknown = await post(
        '/order/associate',
        { orderid, account: 'q@exemple.fr', registration_id: 'ZZ0000000' },
        admin,
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Copropriété ZZ0000000 introuvable : créez-la d’abord');
      const billing = await post(
        '/order/billing',
        { orderid, account: 'q@exemple.fr', mode: 'invoice' },
        admin,
      );
      expect(billing.json().payload.billing_mode).toBe('invoice');
      expect(
        (await post('/order/billing', { orderid, account: 'q@exemple.fr', mode: 'cash' }, admin))
          .statusCode,
      ).toBe(400);
    });
  });
});

describe('order form amounts', () => {
  it('keeps a missing amount null, never 0', async () => {
    const app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    try {
      const order = await storeOrderAs(app, null, {
        account: 'r@exemple.fr',
        stored: { budget: null, unpaid: 0, dt_based: null },
      });
      expect(order.stored).toEqual({ budget: null, unpaid: 0, dt_based: null });
    } finally {
      await app.close();
    }
  });
});
