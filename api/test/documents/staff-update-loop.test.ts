import type { FastifyInstance } from 'fastify';
import { createOrderForm, DELIVERED_RECORD_REFUSAL, FINISH_NEEDS_REGISTER } from '@ped/domain';
import { orderModel } from '../../src/models/order';
import { registerDocumentModel } from '../../src/models/register-document';
import { toBuffer } from '../../src/services/storage/file-storage';
import { createTestApp } from '../helpers/test-app';
import { bearer, createAccount, tokenFor } from '../helpers/accounts';

/**
 * Staff's side of a delivered order's life (issue 38, « Blocked »): the split of a
 * multi-lot sale after an update, the copropriété « Terminer » waits for, and what may
 * change on a delivered order.
 */
describe('staff after a delivery', () => {
  let app: FastifyInstance;
  let admin: string;
  const SELLER = 'vendeur@update-loop.test';
  let sequence = 0;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    const account = await createAccount(app, { email: 'admin@update-loop.test', is_admin: true });
    admin = await tokenFor(app, String(account._id));
  });
  afterAll(async () => {
    await app.close();
  });

  /** A Confort sale of a flat and a cellar; the seller gave the budget for both: 1 136,80 €. */
  const createOrder = (overrides: Record<string, unknown> = {}) =>
    orderModel(app.mongoose.connection).create({
      orderid: `UPD${String(++sequence).padStart(3, '0')}`,
      account: SELLER,
      state: 'ready',
      payload: { offer: 'cle', syndic: { name: 'Cabinet Martin' } },
      stored: {
        ...createOrderForm(),
        offer: 'cle',
        address: '3 rue des Lilas',
        zipcode: '69003',
        city: 'Lyon',
        lots: [
          { number: '12', kind: 'appartement', tantiemes: 152, tantiemes_total: 10000 },
          { number: '45', kind: 'cave', tantiemes: 5, tantiemes_total: 10000 },
        ],
        budget: 1136.8,
        unpaid: 0,
        dt_based: '2025-06-20',
      },
      ...overrides,
    });

  const asAdmin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  const figuresOf = async (orderid: string) =>
    (await asAdmin('GET', `/order/${orderid}/figures?account=${SELLER}`)).json().payload as {
      seller_totals: Array<{ field: string; value: number; by: string | null; current: boolean }>;
      checklist: Array<{ key: string; problems: string[] }>;
    };
  const putFigures = (orderid: string, figures: object[]) =>
    asAdmin('PUT', `/order/${orderid}/figures`, { account: SELLER, figures });
  const finish = (orderid: string) =>
    asAdmin('POST', '/order/done', { orderid, account: SELLER, send_mail: false });
  const budget = (lot12: number, lot45: number) => [
    { field: 'budget', lot: '12', value: lot12 },
    { field: 'budget', lot: '45', value: lot45 },
  ];
  const problemsOf = async (orderid: string, key: string) =>
    (await figuresOf(orderid)).checklist.find((c) => c.key === key)?.problems;

  describe('the split of a multi-lot sale after an update', () => {
    it('checks the lots recorded for the new version against the total of that version, not the seller’s form', async () => {
      const order = await createOrder();
      await putFigures(order.orderid, budget(1100, 36.8));
      expect((await finish(order.orderid)).statusCode).toBe(200);
      // the free update after a new general assembly: the order is back in production
      await orderModel(app.mongoose.connection).updateOne(
        { orderid: order.orderid },
        { $set: { state: 'need-refresh' } },
      );
      await putFigures(order.orderid, budget(1168, 39.85));
      const review = await figuresOf(order.orderid);
      expect(review.seller_totals).toEqual([
        { field: 'budget', value: 1136.8, by: null, current: false },
      ]);
      expect(review.checklist.find((c) => c.key === 'lot_split')!.problems).toEqual([]);

      // staff state the new version's total: a split that does not reach it still blocks
      const stated = await putFigures(order.orderid, [
        { field: 'budget', value: 1217.85, sale_total: true },
      ]);
      expect(stated.statusCode).toBe(200);
      expect(await problemsOf(order.orderid, 'lot_split')).toEqual([
        '« Provisions exigibles du budget prévisionnel » : les lots totalisent 1\u00a0207,85\u00a0€, le vendeur a déclaré 1\u00a0217,85\u00a0€',
      ]);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('les lots totalisent 1\u00a0207,85\u00a0€');
      await putFigures(order.orderid, [{ field: 'budget', value: 1207.85, sale_total: true }]);
      expect(await problemsOf(order.orderid, 'lot_split')).toEqual([]);
      expect((await finish(order.orderid)).statusCode).toBe(200);

      const saved = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(
        saved!.history.filter((h) => h.action === 'sale-total').map((h) => [h.by, h.detail]),
      ).toEqual([
        [
          'admin@update-loop.test',
          'Total de la vente « Provisions exigibles du budget prévisionnel » : 1\u00a0217,85\u00a0€',
        ],
        [
          'admin@update-loop.test',
          'Total de la vente « Provisions exigibles du budget prévisionnel » : 1\u00a0207,85\u00a0€',
        ],
      ]);
    });

    it('still holds the lots to the seller’s total in the first version, and after an update that left them alone', async () => {
      const order = await createOrder();
      await putFigures(order.orderid, budget(1100, 40));
      expect(await problemsOf(order.orderid, 'lot_split')).toEqual([
        '« Provisions exigibles du budget prévisionnel » : les lots totalisent 1\u00a0140,00\u00a0€, le vendeur a déclaré 1\u00a0136,80\u00a0€',
      ]);
      await putFigures(order.orderid, budget(1100, 36.8));
      expect((await finish(order.orderid)).statusCode).toBe(200);
      await orderModel(app.mongoose.connection).updateOne(
        { orderid: order.orderid },
        { $set: { state: 'need-refresh' } },
      );
      // another figure changes in the update: the budget's split is still the seller's
      await putFigures(order.orderid, [{ field: 'unpaid', value: 25 }]);
      expect((await figuresOf(order.orderid)).seller_totals).toEqual([
        { field: 'budget', value: 1136.8, by: null, current: true },
      ]);
      expect(await problemsOf(order.orderid, 'lot_split')).toEqual([]);
    });
  });

  describe('the copropriété « Terminer » waits for', () => {
    /** an order that includes the copropriété's documents, with the PV the seller uploaded and a scan nobody typed */
    async function orderWithUploads() {
      const order = await createOrder({ includes_documents: true });
      const pv = await app.storage.put(
        `orders/${order.orderid}/pv.pdf`,
        Buffer.from('%PDF-1.4 PV du 12 mars 2024'),
        'application/pdf',
      );
      const scan = await app.storage.put(
        `orders/${order.orderid}/scan.jpg`,
        Buffer.from('scan'),
        'image/jpeg',
      );
      return (await orderModel(app.mongoose.connection).findOneAndUpdate(
        { orderid: order.orderid },
        {
          $push: {
            uploads: {
              $each: [
                {
                  ...pv,
                  name: 'pv-ag.pdf',
                  mimetype: 'application/pdf',
                  doctype: 2,
                  delivered: new Date('2024-03-12T12:00:00Z'),
                },
                { ...scan, name: 'scan.jpg', mimetype: 'image/jpeg' },
              ],
            },
          },
        },
        { new: true },
      ))!;
    }

    it('is the first check of the list, and staff create it and file the order’s uploads from the order', async () => {
      const order = await orderWithUploads();
      const [pv, scan] = order.uploads.map((u) => String(u._id));
      await putFigures(order.orderid, budget(1100, 36.8));
      expect((await figuresOf(order.orderid)).checklist[0]).toEqual({
        key: 'register',
        label: 'Commande associée à sa copropriété, dont les documents sont annexés',
        problems: [FINISH_NEEDS_REGISTER],
        waivable: false,
        reason: null,
      });
      const associate = (extra: object) =>
        asAdmin('POST', '/order/associate', {
          orderid: order.orderid,
          account: SELLER,
          registration_id: 'ab1234567',
          ...extra,
        });
      const fileUploads = (ids: string[]) =>
        asAdmin('POST', '/order/file-uploads', {
          orderid: order.orderid,
          account: SELLER,
          upload_ids: ids,
        });
      expect((await fileUploads([pv!])).json().message).toMatch(/^Associez d’abord la commande/);
      const unknown = await associate({});
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        'Copropriété AB1234567 introuvable : créez-la d’abord',
      ]);
      const created = await associate({ create: true });
      expect(created.statusCode).toBe(200);
      expect(created.json()).toMatchObject({
        message: 'Copropriété AB1234567 créée, commande associée',
        payload: {
          registration_id: 'AB1234567',
          register: { id: 'AB1234567', address: '3 rue des Lilas, 69003 Lyon' },
          register_documents: [],
        },
      });

      const untyped = await fileUploads([pv!, scan!]);
      expect([untyped.statusCode, untyped.json().message]).toEqual([
        400,
        '« scan.jpg » : indiquez son type de document avant de le classer',
      ]);
      expect(await registerDocumentModel(app.mongoose.connection).countDocuments()).toBe(0);
      const filed = await fileUploads([pv!]);
      expect(filed.statusCode).toBe(200);
      const [document] = filed.json().payload.register_documents;
      expect(document).toMatchObject({
        registration_id: 'AB1234567',
        doctype: 2,
        delivered: '2024-03-12T12:00:00.000Z',
      });
      // a copy of its own: deleting the register document leaves the order's upload
      const stored = await registerDocumentModel(app.mongoose.connection).findOne().lean();
      expect(stored!.key).toMatch(/^registers\/uploads\/.+\.pdf$/);
      expect((await toBuffer(await app.storage.get(stored!.key!))).toString()).toBe(
        '%PDF-1.4 PV du 12 mars 2024',
      );
      expect((await fileUploads([pv!])).json().message).toBe(
        '« Procès-Verbal (PVs) du 12 mars 2024 (pv-ag.pdf) » est déjà parmi les documents de la copropriété',
      );
      const saved = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(saved!.history.find((h) => h.action === 'file-uploads')?.detail).toBe(
        'Classé parmi les documents de la copropriété AB1234567 : Procès-Verbal (PVs) du 12 mars 2024 (pv-ag.pdf)',
      );

      expect((await figuresOf(order.orderid)).checklist[0]).toMatchObject({
        key: 'register',
        problems: [],
      });
      expect((await finish(order.orderid)).statusCode).toBe(200);
    });
  });

  describe('a delivered order: its next general assembly, and « Rouvrir (actualisation) »', () => {
    const NEXT_AG = { status: 'scheduled', date: '2027-03-18', details: '' };
    const saveRecord = (orderid: string, items: object) =>
      asAdmin('PUT', `/order/${orderid}/building-record`, { account: SELLER, items });
    const reopen = (orderid: string, reason?: string) =>
      asAdmin('POST', '/order/reopen', { orderid, account: SELLER, reason });

    it('records the next general assembly without reopening, and nothing else', async () => {
      const order = await createOrder({ state: 'done' });
      const insurance = { status: 'insured', date: null, details: 'MAAF 123' };
      const refused = await saveRecord(order.orderid, { next_ag: NEXT_AG, insurance });
      expect([refused.statusCode, refused.json().message]).toEqual([409, DELIVERED_RECORD_REFUSAL]);
      const saved = await saveRecord(order.orderid, { next_ag: NEXT_AG });
      expect(saved.statusCode).toBe(200);
      expect(
        saved.json().payload.items.find((i: { key: string }) => i.key === 'next_ag').value,
      ).toEqual(NEXT_AG);
      const after = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(after!.state).toBe('done');
      expect(after!.history.at(-1)).toMatchObject({
        by: 'admin@update-loop.test',
        action: 'next-ag',
        detail: 'Prochaine assemblée générale : Convoquée (date de l’assemblée : 18 mars 2027)',
      });
    });

    it('reopens a delivered order with staff’s reason, and only a delivered one', async () => {
      const ready = await createOrder();
      const early = await reopen(ready.orderid, 'AG du 18 mars 2027');
      expect([early.statusCode, early.json().message]).toEqual([
        409,
        'Impossible de passer la commande de « Prête, livraison imminente » à « Actualisation »',
      ]);
      const order = await createOrder({ state: 'done' });
      const silent = await reopen(order.orderid, '  ');
      expect(silent.statusCode).toBe(400);
      expect(silent.json().message).toMatch(/^Indiquez pourquoi la commande est rouverte/);
      const reopened = await reopen(order.orderid, 'AG du 18 mars 2027 : comptes approuvés');
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({
        message: `Commande ${order.orderid} rouverte : livrez la nouvelle version avec « Terminer »`,
        payload: {
          state: 'need-refresh',
          refresh_request: {
            kind: 'reopen',
            by: 'admin@update-loop.test',
            reason: 'AG du 18 mars 2027 : comptes approuvés',
          },
        },
      });
      const saved = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(saved!.history.at(-1)).toMatchObject({
        action: 'reopen',
        from: 'done',
        to: 'need-refresh',
      });
      // back in production, the whole record can change again
      const insurance = { status: 'insured', date: null, details: 'MAAF 123' };
      expect((await saveRecord(order.orderid, { insurance })).statusCode).toBe(200);
      expect((await reopen(order.orderid, 'encore')).statusCode).toBe(409);
    });
  });
});
