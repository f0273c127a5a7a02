import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createOrderForm } from '@ped/domain';
import { readingDecisionModel } from '../../src/models/reading-decision';
import { orderFiguresModel } from '../../src/models/order-figures';
import { orderModel } from '../../src/models/order';
import { organisationModel } from '../../src/models/organisation';
import { organisationCustomizationModel } from '../../src/models/organisation-customization';
import { toBuffer } from '../../src/services/storage/file-storage';
import { registerModel } from '../../src/models/register';
import { registerDocumentModel } from '../../src/models/register-document';
import { signDocumentLink } from '../../src/services/pre-etat-date/document-link';
import { createTestApp } from '../helpers/test-app';
import { bearer } from '../helpers/accounts';
import { createRoleWorld, type Role, type RoleWorld } from '../helpers/roles';
import { pdfText, sourceLineOf } from './pdf-text';

/** Entry names of a ZIP, read with Debian's unzip. */
function zipEntries(zip: Buffer): string[] {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-')), 'a.zip');
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n');
}
const zipEntry = (zip: Buffer, name: string): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'archive-')), 'a.zip');
  writeFileSync(file, zip);
  return execFileSync('unzip', ['-p', file, name], { encoding: 'utf8' });
};

/** access tests deliver without staff checks: the document says it is the seller's word */
const SELLER_DECLARATION = { by: null, mode: 'seller-declaration' as const };

let sequence = 0;
const nextId = () => `DOC${String(++sequence).padStart(3, '0')}`;

describe('document routes', () => {
  let app: FastifyInstance;
  let world: RoleWorld;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    world = await createRoleWorld(app);
  });
  afterAll(async () => {
    await app.close();
  });

  async function createOrder(
    overrides: {
      account?: string;
      organisation?: string | null;
      registration_id?: string | null;
      state?: string;
      /** only the flat: the seller's form amounts are then the lot's */
      singleLot?: boolean;
    } = {},
  ) {
    const stored = {
      ...createOrderForm(),
      offer: 'cle',
      address: '3 rue des Lilas',
      zipcode: '69003',
      city: 'Lyon',
      owners: [
        {
          firstname: 'Marie',
          lastname: 'Dupont',
          address: '',
          additional: '',
          zipcode: '',
          city: '',
        },
      ],
      lots: [
        {
          number: '12',
          kind: 'appartement',
          description: 'Appartement T3',
          tantiemes: 152,
          tantiemes_total: 10000,
        },
        { number: '45', kind: 'cave', description: 'Cave', tantiemes: 5, tantiemes_total: 10000 },
        {
          number: '78',
          kind: 'parking',
          description: 'Parking',
          tantiemes: 12,
          tantiemes_total: 10000,
        },
      ],
      budget: 1234.56,
      unpaid: 0,
      dt_based: '2025-06-20',
    };
    if (overrides.singleLot) stored.lots = stored.lots.slice(0, 1);
    return orderModel(app.mongoose.connection).create({
      orderid: nextId(),
      account: overrides.account ?? world.emails.owner,
      organisation:
        overrides.organisation === undefined ? world.organisations.owner : overrides.organisation,
      state: overrides.state ?? 'ready',
      registration_id: overrides.registration_id ?? null,
      payload: { offer: 'cle', syndic: { name: 'Cabinet Martin' } },
      stored,
      updated: new Date('2026-03-12T10:00:00Z'),
    });
  }

  async function createRegisterWithDocuments(id: string, count: number) {
    await registerModel(app.mongoose.connection).create({
      _id: id,
      name: 'Résidence Les Tilleuls',
      address: '3 rue des Lilas, 69003 Lyon',
    });
    const docs = [];
    for (let index = 0; index < count; index += 1) {
      const key = `registers/${id}/doc-${index}.pdf`;
      const { url } = await app.storage.put(
        key,
        Buffer.from(`%PDF-1.4 document ${index}`),
        'application/pdf',
      );
      docs.push(
        await registerDocumentModel(app.mongoose.connection).create({
          registration_id: id,
          doctype: index === 0 ? 2 : 1,
          delivered: new Date(Date.UTC(2024, 2, 12 + index)),
          comment: index === 0 ? 'AG ordinaire' : '',
          url,
          key,
          mimetype: 'application/pdf',
        }),
      );
    }
    await registerDocumentModel(app.mongoose.connection).create({
      registration_id: id,
      doctype: 3,
      delivered: new Date('2020-01-01'),
      url: 'https://extranet.example/reglement.pdf',
      mimetype: 'application/pdf',
    });
    return docs;
  }

  const get = (url: string, role: Role) =>
    app.inject({ method: 'GET', url, headers: bearer(world.tokens[role]) });

  describe('GET /order/:orderid/document', () => {
    it('answers 404 with a French message before the order is done', async () => {
      const order = await createOrder();
      const response = await get(`/order/${order.orderid}/document`, 'owner');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        message: expect.stringContaining('pas encore disponible'),
      });
    });

    it('after finalize, gives the stored PDF to the customer, the organisation and admins, the same 404 to others', async () => {
      const order = await createOrder();
      const stored = await app.documents.finalize(order, SELLER_DECLARATION);
      expect(stored.key).toBe(`orders/${order.orderid}/v1/pre-etat-date-${order.orderid}-v1.pdf`);
      const saved = await orderModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(saved?.document).toMatchObject({
        key: stored.key,
        generated: expect.any(Date),
        version: 1,
      });

      const status: Record<Role, number> = {
        visitor: 404,
        customer: 404,
        collaborateur: 200,
        otherOwner: 404,
        owner: 200,
        admin: 200,
      };
      for (const role of Object.keys(status) as Role[]) {
        const url = `/order/${order.orderid}/document${role === 'admin' ? `?account=${encodeURIComponent(world.emails.owner)}` : ''}`;
        const response = await get(url, role);
        expect({ role, status: response.statusCode }).toEqual({ role, status: status[role] });
      }
      const response = await get(`/order/${order.orderid}/document`, 'owner');
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="pre-etat-date-${order.orderid}.pdf"`,
      );
      const { text } = await pdfText(response.rawPayload);
      expect(text).toContain('1 234,56 €');
      expect(text).toContain('0,00 €');
      expect(text).toMatch(/78\s*Parking\s*12 \/ 10 000/);
      expect(text).toContain('Lot n° 12, 45, 78 — ensemble des lots vendus');
      expect(text.replace(/\s+/g, ' ')).toContain(
        'Document établi sur la seule déclaration du vendeur, sans vérification',
      );
    });

    it('prints the logo and text a Premium organisation saved, and nothing of them once its plan no longer has the feature', async () => {
      const connection = app.mongoose.connection;
      const logo = readFileSync(
        path.join(__dirname, '../fixtures/documents/appel-de-fonds-scan.png'),
      );
      const stored = await app.storage.put('organisations/roles/logo-1.png', logo, 'image/png');
      await organisationCustomizationModel(connection).create({
        organisation: world.organisations.owner,
        logo_url: 'https://agence.test/logo.png',
        logo_key: stored.key,
        document_footer: 'Agence des rôles —\n\n\ncarte professionnelle CPI 6901 2026 000 000 001',
      });
      try {
        const branded = await app.documents.finalize(await createOrder(), SELLER_DECLARATION);
        const pdf = await app.storage.get(branded.key).then(toBuffer);
        const { text, pages } = await pdfText(pdf);
        expect(text).toContain('Document commandé par Agence des rôles');
        // on every page, as one paragraph: the owner's line breaks do not push the foot up
        expect(
          text.split('Agence des rôles — carte professionnelle CPI 6901 2026 000 000 001').length -
            1,
        ).toBe(pages);
        expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);

        await organisationModel(connection).updateOne(
          { _id: world.organisations.owner },
          { subscription_plan: 'experts' },
        );
        const plain = await app.documents.finalize(await createOrder(), SELLER_DECLARATION);
        const plainPdf = await app.storage.get(plain.key).then(toBuffer);
        expect((await pdfText(plainPdf)).text).not.toContain('carte professionnelle CPI');
        expect(plainPdf.toString('latin1')).not.toMatch(/\/Subtype\s*\/Image/);
      } finally {
        await organisationCustomizationModel(connection).deleteMany({});
        await organisationModel(connection).updateOne(
          { _id: world.organisations.owner },
          { subscription_plan: 'premium' },
        );
      }
    });

    it('gives a visitor’s order to whoever names its e-mail, with the same 404 for every refusal', async () => {
      const order = await createOrder({ account: 'vendeur@exemple.fr', organisation: null });
      await app.documents.finalize(order, SELLER_DECLARATION);
      const named = await get(
        `/order/${order.orderid.toLowerCase()}/document?account=Vendeur%40Exemple.fr`,
        'visitor',
      );
      expect(named.statusCode).toBe(200);
      expect(named.headers['content-type']).toBe('application/pdf');
      expect((await pdfText(named.rawPayload)).text).toContain('1 234,56 €');

      const refusals = [
        await get(`/order/${order.orderid}/document`, 'visitor'),
        await get(`/order/${order.orderid}/document?account=autre%40exemple.fr`, 'visitor'),
        await get(`/order/ZZZZZZ/document?account=vendeur%40exemple.fr`, 'visitor'),
        await get(`/order/${order.orderid}/document`, 'otherOwner'),
      ];
      for (const refusal of refusals)
        expect({ status: refusal.statusCode, body: refusal.json() }).toEqual({
          status: 404,
          body: { success: false, message: 'Commande introuvable', payload: null },
        });
    });

    it('never opens an organisation’s order by e-mail alone', async () => {
      const order = await createOrder();
      await app.documents.finalize(order, SELLER_DECLARATION);
      const response = await get(
        `/order/${order.orderid}/document?account=${encodeURIComponent(world.emails.owner)}`,
        'visitor',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Commande introuvable');
    });

    it('opens with the signed link of documentLink(), bound to its order, until it expires', async () => {
      const order = await createOrder({ account: 'lien@exemple.fr', organisation: null });
      await app.documents.finalize(order, SELLER_DECLARATION);
      const link = new URL(app.documents.documentLink(order));
      expect(`${link.origin}${link.pathname}`).toBe(
        `${app.config.PUBLIC_API_URL.replace(/\/$/, '')}/order/${order.orderid}/document`,
      );
      const token = link.searchParams.get('token')!;
      const opened = await get(`${link.pathname}${link.search}`, 'visitor');
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-disposition']).toBe(
        `attachment; filename="pre-etat-date-${order.orderid}.pdf"`,
      );

      const other = await createOrder({ account: 'lien@exemple.fr', organisation: null });
      await app.documents.finalize(other, SELLER_DECLARATION);
      const [data, signature] = token.split('.');
      const forged = Buffer.from(JSON.stringify({ o: other.orderid, e: 4102444800 })).toString(
        'base64url',
      );
      for (const url of [
        `/order/${other.orderid}/document?token=${token}`,
        `/order/${other.orderid}/document?token=${forged}.${signature}`,
        `/order/${order.orderid}/document?token=${data}.${signature!.slice(1)}x`,
        `/order/${order.orderid}/document?token=nimportequoi`,
      ]) {
        const refused = await get(url, 'visitor');
        expect({ url, status: refused.statusCode, message: refused.json().message }).toEqual({
          url,
          status: 404,
          message: 'Commande introuvable',
        });
      }

      const expired = signDocumentLink(
        order.orderid,
        app.config.JWT_SECRET,
        30,
        new Date(Date.now() - 31 * 24 * 3600 * 1000),
      );
      const late = await get(`/order/${order.orderid}/document?token=${expired}`, 'visitor');
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toMatch(/^Ce lien de téléchargement a expiré/);
    });

    it('refuses an admin whose account does not match the order', async () => {
      const order = await createOrder();
      const response = await get(
        `/order/${order.orderid}/document?account=quelquun@example.fr`,
        'admin',
      );
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Commande introuvable');
    });

    it('rejects a malformed order number in French', async () => {
      const response = await get('/order/abc/document', 'owner');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'Numéro de commande invalide',
      });
    });

    it('rejects unknown query parameters and limits visitors’ lookups like GET /order/:orderid', async () => {
      const unknown = await get('/order/ABCDEF/document?email=a%40b.fr', 'visitor');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().success).toBe(false);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 61; attempt += 1)
        statuses.push(
          (await get(`/order/ZZZZZ${attempt % 10}/document?account=x%40exemple.fr`, 'visitor'))
            .statusCode,
        );
      // 60 a minute per IP, this file's earlier visitor calls included
      const limited = statuses.indexOf(429);
      expect(limited).toBeGreaterThan(30);
      expect(statuses.slice(0, limited).every((status) => status === 404)).toBe(true);
      expect(statuses.slice(limited).every((status) => status === 429)).toBe(true);
      expect((await get(`/order/ZZZZZZ/document`, 'owner')).statusCode).toBe(404);
    });
  });

  describe('GET /order/:orderid/preview', () => {
    it('renders for admins without storing, and refuses everyone else', async () => {
      const order = await createOrder();
      for (const role of ['visitor', 'owner', 'collaborateur'] as Role[])
        expect([401, 403]).toContain(
          (await get(`/order/${order.orderid}/preview`, role)).statusCode,
        );
      const response = await get(
        `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      expect(response.statusCode).toBe(200);
      expect((await pdfText(response.rawPayload)).text).toContain(
        'I-A. Sommes dues par le vendeur',
      );
      expect(
        await app.storage.exists(`orders/${order.orderid}/pre-etat-date-${order.orderid}.pdf`),
      ).toBe(false);
    });

    it('answers a lowercase order id like GET /order/:orderid does', async () => {
      const order = await createOrder();
      const query = `?account=${encodeURIComponent(world.emails.owner)}`;
      const lower = order.orderid.toLowerCase();
      const read = await get(`/order/${lower}${query}`, 'admin');
      const preview = await get(`/order/${lower}/preview${query}`, 'admin');
      expect(read.statusCode).toBe(200);
      expect(preview.statusCode).toBe(200);
    });

    it('is the same text twice for the same order', async () => {
      const order = await createOrder();
      const url = `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`;
      const [a, b] = [await get(url, 'admin'), await get(url, 'admin')];
      expect((await pdfText(a.rawPayload)).text).toBe((await pdfText(b.rawPayload)).text);
    });
  });

  describe('POST /order/archive', () => {
    it('streams a ZIP with the pré-état daté, the register’s documents and a manifest', async () => {
      await createRegisterWithDocuments('AA0000001', 2);
      const order = await createOrder({ registration_id: 'AA0000001' });
      await app.documents.finalize(order, SELLER_DECLARATION);
      const response = await app.inject({
        method: 'POST',
        url: '/order/archive',
        headers: bearer(world.tokens.admin),
        payload: { orderid: order.orderid, account: world.emails.owner },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      expect(zipEntries(response.rawPayload)).toEqual([
        `pre-etat-date-${order.orderid}.pdf`,
        '01-fiche-synthetique-2024-03-13.pdf',
        '02-proces-verbal-pvs-2024-03-12.pdf',
        'manifest.txt',
      ]);
      const manifest = zipEntry(response.rawPayload, 'manifest.txt');
      expect(manifest).toContain(`Commande ${order.orderid}`);
      expect(manifest).toContain(
        '02-proces-verbal-pvs-2024-03-12.pdf — Procès-Verbal (PVs) du 12 mars 2024 (AG ordinaire)',
      );
      expect(manifest).toContain(
        '(non inclus) Règlement de Copropriété du 1 janv. 2020 — disponible à l’adresse https://extranet.example/reglement.pdf',
      );
      expect(zipEntry(response.rawPayload, '02-proces-verbal-pvs-2024-03-12.pdf')).toBe(
        '%PDF-1.4 document 0',
      );
    });

    it('renders the pré-état daté when the order is not finished yet', async () => {
      const order = await createOrder();
      const response = await app.inject({
        method: 'POST',
        url: '/order/archive',
        headers: bearer(world.tokens.admin),
        payload: { orderid: order.orderid, account: world.emails.owner },
      });
      expect(zipEntries(response.rawPayload)).toEqual([
        `pre-etat-date-${order.orderid}.pdf`,
        'manifest.txt',
      ]);
    });

    it('is for admins only and validates its body', async () => {
      const order = await createOrder();
      for (const role of ['visitor', 'owner', 'collaborateur', 'otherOwner'] as Role[]) {
        const response = await app.inject({
          method: 'POST',
          url: '/order/archive',
          headers: bearer(world.tokens[role]),
          payload: { orderid: order.orderid, account: world.emails.owner },
        });
        expect([401, 403]).toContain(response.statusCode);
      }
      const bad = await app.inject({
        method: 'POST',
        url: '/order/archive',
        headers: bearer(world.tokens.admin),
        payload: { orderid: order.orderid },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().success).toBe(false);
    });
  });

  describe('figures with provenance', () => {
    const figuresOf = async (orderid: string) =>
      (
        await get(
          `/order/${orderid}/figures?account=${encodeURIComponent(world.emails.owner)}`,
          'admin',
        )
      ).json().payload as {
        figures: Array<{
          field: string;
          lot: string | null;
          value: number | null;
          cents: number | null;
          checked_by: string | null;
          source: { kind: string; by: string | null; document_label: string | null };
          sources: unknown[];
          disagreement: boolean;
          resolved: boolean;
        }>;
        seller_totals: Array<{ field: string; value: number; by: string | null }>;
        checklist: Array<{
          key: string;
          label: string;
          problems: string[];
          waivable: boolean;
          reason: string | null;
        }>;
      };
    const putFigures = (orderid: string, figures: unknown[]) =>
      app.inject({
        method: 'PUT',
        url: `/order/${orderid}/figures`,
        headers: bearer(world.tokens.admin),
        payload: { account: world.emails.owner, figures },
      });
    const finish = (orderid: string) =>
      app.inject({
        method: 'POST',
        url: '/order/done',
        headers: bearer(world.tokens.admin),
        payload: { orderid, account: world.emails.owner, send_mail: false },
      });

    it('keeps « not known » as not known when staff say so, never as 0,00 €', async () => {
      const order = await createOrder({ singleLot: true });
      // the seller typed 0 for the copropriété's unpaid charges; staff cannot confirm it
      const saved = await putFigures(order.orderid, [{ field: 'unpaid', value: null }]);
      expect(saved.statusCode).toBe(200);
      expect(
        (saved.json().payload.figures as Array<{ field: string; value: number | null }>).find(
          (f) => f.field === 'unpaid',
        ),
      ).toMatchObject({ value: null });
      const recorded = await orderFiguresModel(app.mongoose.connection)
        .findOne({ orderid: order.orderid })
        .lean();
      expect(recorded!.entries.map((e) => [e.field, e.value])).toEqual([['unpaid', null]]);
    });

    it('keeps what staff decided about the reader’s figures: one decision per document, figure and lot (ADR 082)', async () => {
      const order = await createOrder({ singleLot: true });
      const orders = orderModel(app.mongoose.connection);
      await orders.updateOne(
        { orderid: order.orderid },
        {
          $push: {
            uploads: {
              key: `orders/${order.orderid}/appel.pdf`,
              url: 'https://fichiers.test/appel.pdf',
              name: 'appel.pdf',
              mimetype: 'application/pdf',
              doctype: 10,
              comment: 'Appel de fonds',
              figures_guess: [
                {
                  field: 'budget',
                  amount: 61200,
                  page: 1,
                  excerpt: 'Provisions 612,00',
                  confidence: 0.95,
                  lot: '12',
                },
                {
                  field: 'unpaid',
                  amount: 12000,
                  page: 1,
                  excerpt: 'Impayés 120,00',
                  confidence: 0.7,
                },
                {
                  field: 'works_funds_lot',
                  amount: 4500,
                  page: 2,
                  excerpt: 'Fonds 45,00',
                  confidence: 0.6,
                  lot: '12',
                },
              ],
            },
          },
        },
      );
      const upload = String(
        (await orders.findOne({ orderid: order.orderid }).lean())!.uploads[0]!._id,
      );
      const saved = await putFigures(order.orderid, [
        { field: 'budget', value: 612, document_id: upload, page: 1 },
        { field: 'unpaid', value: 1200, document_id: upload },
        { field: 'works_funds_lot', value: null, document_id: upload },
        { field: 'reserved_advances', value: 300, document_id: upload, page: 2 },
        // typed by hand, from no document: nothing to learn
        { field: 'unbudget', value: 10 },
      ]);
      expect(saved.statusCode).toBe(200);
      const decisions = async () =>
        (
          await readingDecisionModel(app.mongoose.connection)
            .find({ orderid: order.orderid })
            .lean()
        )
          .map((d) => [d.field, d.lot, d.outcome, d.value, d.proposed, d.page, d.by])
          .sort();
      expect(await decisions()).toEqual([
        ['budget', '12', 'retained', 61200, [61200], 1, world.emails.admin],
        ['reserved_advances', '12', 'missed', 30000, [], 2, world.emails.admin],
        ['unpaid', null, 'corrected', 120000, [12000], null, world.emails.admin],
        ['works_funds_lot', '12', 'rejected', null, [4500], null, world.emails.admin],
      ]);
      // staff change their mind: the latest decision on that figure is the one kept
      await putFigures(order.orderid, [{ field: 'unpaid', value: 120, document_id: upload }]);
      expect((await decisions()).find(([field]) => field === 'unpaid')).toEqual([
        'unpaid',
        null,
        'retained',
        12000,
        [12000],
        null,
        world.emails.admin,
      ]);
      expect(await decisions()).toHaveLength(4);
    });

    it('lists each figure per lot with its sources, records staff edits and readings, and flags disagreements', async () => {
      const [pv] = await createRegisterWithDocuments('AA0000002', 1);
      const order = await createOrder({ registration_id: 'AA0000002', singleLot: true });
      const initial = await figuresOf(order.orderid);
      expect(initial.figures.find((f) => f.field === 'budget')).toMatchObject({
        lot: '12',
        value: 1234.56,
        cents: 123456,
        checked_by: null,
        source: { kind: 'form' },
        disagreement: false,
      });
      expect(initial.figures.find((f) => f.field === 'unpaid')).toMatchObject({
        lot: null,
        value: 0,
      });

      const read = await putFigures(order.orderid, [
        { field: 'budget', value: 1300, document_id: String(pv!._id) },
        { field: 'unbudget', value: 1234.57 },
      ]);
      expect(read.statusCode).toBe(200);
      const figures = read.json().payload.figures as Awaited<
        ReturnType<typeof figuresOf>
      >['figures'];
      const edited = figures.find((f) => f.field === 'budget')!;
      expect(edited).toMatchObject({
        lot: '12',
        value: 1300,
        checked_by: world.emails.admin,
        disagreement: true,
        resolved: false,
        source: {
          kind: 'document',
          by: world.emails.admin,
          document_label: 'Procès-Verbal (PVs) du 12 mars 2024',
        },
      });
      expect(edited.sources).toHaveLength(2);
      expect(figures.find((f) => f.field === 'unbudget')).toMatchObject({
        value: 1234.57,
        source: { kind: 'staff' },
        disagreement: false,
      });

      const preview = await get(
        `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      const { text } = await pdfText(preview.rawPayload);
      // each figure refers by its [n] to its line of the sources table: the PV, staff's check
      expect(sourceLineOf(text, '1 300,00 €')).toMatch(
        /^Procès-Verbal \(PVs\) — AG ordinaire\s*12 mars 2024\s*annexé/,
      );
      expect(sourceLineOf(text, '1 234,57 €')).toMatch(
        /^Vérifié par le rédacteur\s*\d{1,2} \S+ \d{4}/,
      );
    });

    it('keeps a multi-lot sale’s form amounts as totals to split, and asks for the split before « Terminer »', async () => {
      const order = await createOrder({ registration_id: 'AA0000002' });
      const initial = await figuresOf(order.orderid);
      expect(initial.seller_totals).toContainEqual({
        field: 'budget',
        value: 1234.56,
        by: null,
        current: true,
      });
      expect(initial.figures.filter((f) => f.field === 'budget').map((f) => f.lot)).toEqual([
        '12',
        '45',
        '78',
      ]);
      const split = initial.checklist.find((c) => c.key === 'lot_split')!;
      expect(split.problems).toEqual([
        '« Provisions exigibles du budget prévisionnel » : répartissez entre les lots les 1\u00a0234,56\u00a0€ déclarés par le vendeur',
      ]);
      expect(
        (await putFigures(order.orderid, [{ field: 'budget', value: 1 }])).json().message,
      ).toBe('Indiquez le lot auquel ce montant se rapporte');
      expect(
        (await putFigures(order.orderid, [{ field: 'unpaid', value: 1, lot: '12' }])).statusCode,
      ).toBe(400);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('répartissez entre les lots');
      await putFigures(order.orderid, [
        { field: 'budget', lot: '12', value: 1200 },
        { field: 'budget', lot: '45', value: 10 },
        { field: 'budget', lot: '78', value: 24.56 },
      ]);
      const done = await finish(order.orderid);
      expect(done.statusCode).toBe(200);
      const { text } = await pdfText(
        (await get(`/order/${order.orderid}/document`, 'owner')).rawPayload,
      );
      expect(text).toMatch(/Lot n° 45 — Cave — 5 \/ 10 000 tantièmes/);
      expect(text).toContain('Récapitulatif de la vente (tous les lots)');
    });

    it('blocks « Terminer » on a disagreement until staff choose a value and give their reason', async () => {
      const [pv] = await createRegisterWithDocuments('AA0000013', 1);
      const order = await createOrder({ registration_id: 'AA0000013', singleLot: true });
      await putFigures(order.orderid, [
        { field: 'budget', value: 1300, document_id: String(pv!._id) },
      ]);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        '« Terminer » est impossible tant que la liste de contrôle n’est pas satisfaite : Lot 12 : « Provisions exigibles du budget prévisionnel » — les sources divergent ; retenez un montant et motivez votre choix',
      );
      const resolved = await putFigures(order.orderid, [
        {
          field: 'budget',
          value: 1300,
          reason: 'Le PV fait foi : le formulaire reprend un ancien appel',
        },
      ]);
      const figure = (
        resolved.json().payload.figures as Array<{
          field: string;
          resolved: boolean;
          sources: Array<{ reason: string | null }>;
        }>
      ).find((f) => f.field === 'budget')!;
      expect(figure.resolved).toBe(true);
      expect(figure.sources.at(-1)!.reason).toBe(
        'Le PV fait foi : le formulaire reprend un ancien appel',
      );
      expect((await finish(order.orderid)).statusCode).toBe(200);
    });

    it('refuses « Terminer » with the French message of a consistency rule', async () => {
      const order = await createOrder({ singleLot: true });
      await putFigures(order.orderid, [
        { field: 'building_budget', value: 120000 },
        { field: 'expected_budget', value: 3000 },
      ]);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(
        'Lot 12 : « Budget prévisionnel de l’exercice en cours (part du lot) » vaut 3\u00a0000,00\u00a0€, or 120\u00a0000,00\u00a0€ × 152\u00a0/ 10\u00a0000 = 1\u00a0824,00\u00a0€',
      );
    });

    const justify = (orderid: string, key: string, reason: string) =>
      app.inject({
        method: 'PUT',
        url: `/order/${orderid}/check-reasons`,
        headers: bearer(world.tokens.admin),
        payload: { account: world.emails.owner, key, reason },
      });
    const documentText = async (orderid: string) =>
      (await pdfText((await get(`/order/${orderid}/document`, 'owner')).rawPayload)).text.replace(
        /\s+/g,
        ' ',
      );
    /** a 12 500 € fund, and lot 12 (152 / 10 000) given the share of a 7 500 € one */
    const wrongFundShare = (orderid: string) =>
      putFigures(orderid, [
        { field: 'works_funds', value: 12500 },
        { field: 'works_funds_lot', value: 114 },
      ]);
    const FUND_PROBLEM =
      'Lot 12 : « Part du fonds de travaux rattachée au lot » vaut 114,00\u00a0€, or 12\u00a0500,00\u00a0€ × 152\u00a0/ 10\u00a0000 (tantièmes généraux) = 190,00\u00a0€';

    it('refuses « Terminer » on an inconsistent figure, then accepts it once staff correct the figure', async () => {
      const order = await createOrder({ singleLot: true });
      await wrongFundShare(order.orderid);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `« Terminer » est impossible tant que la liste de contrôle n’est pas satisfaite : ${FUND_PROBLEM}`,
      );
      await putFigures(order.orderid, [{ field: 'works_funds_lot', value: 190 }]);
      expect((await figuresOf(order.orderid)).checklist.every((c) => !c.problems.length)).toBe(
        true,
      );
      expect((await finish(order.orderid)).statusCode).toBe(200);
      const text = await documentText(order.orderid);
      expect(text).toContain('17 contrôles satisfaits');
      expect(text).not.toContain('Écarts justifiés');
    });

    it('accepts « Terminer » after a reason, prints it in the certification, and blocks again on a new problem', async () => {
      const order = await createOrder({ singleLot: true });
      await wrongFundShare(order.orderid);
      const justified = await justify(
        order.orderid,
        'fund_share',
        'Clé spéciale « bâtiment B » du règlement de copropriété',
      );
      expect(justified.statusCode).toBe(200);
      expect(justified.json().message).toBe(
        'Écart justifié : le motif sera imprimé dans la certification',
      );
      expect(
        justified.json().payload.checklist.find((c: { key: string }) => c.key === 'fund_share'),
      ).toMatchObject({
        problems: [FUND_PROBLEM],
        waivable: true,
        reason: 'Clé spéciale « bâtiment B » du règlement de copropriété',
      });
      // another figure changes: the reason does not cover the new problem
      await putFigures(order.orderid, [{ field: 'works_funds_lot', value: 100 }]);
      const refused = await finish(order.orderid);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('vaut 100,00\u00a0€');
      await putFigures(order.orderid, [{ field: 'works_funds_lot', value: 114 }]);
      expect((await finish(order.orderid)).statusCode).toBe(200);
      const text = await documentText(order.orderid);
      expect(text).toMatch(
        /Écarts justifiés par le rédacteur\s*Part du fonds de travaux de chaque lot conforme à sa clé — motif : « Clé spéciale « bâtiment B » du règlement de copropriété »/,
      );
      expect(text).toContain('16 contrôles satisfaits');
    });

    it('takes a reason only for a check that has a problem and allows one, in French', async () => {
      const order = await createOrder({ singleLot: true });
      const satisfied = await justify(order.orderid, 'fund_share', 'Rien à dire');
      expect(satisfied.statusCode).toBe(409);
      expect(satisfied.json().message).toBe(
        '« Part du fonds de travaux de chaque lot conforme à sa clé » est satisfait : il n’y a rien à justifier',
      );
      const unwaivable = await justify(order.orderid, 'accounts_date', 'Inconnue');
      expect(unwaivable.statusCode).toBe(400);
      expect(unwaivable.json().message).toBe(
        'Ce contrôle ne se justifie pas : corrigez la donnée qu’il signale',
      );
      expect((await justify(order.orderid, 'fund_share', ' ')).statusCode).toBe(400);
    });

    it('lets staff correct the seller’s total of a multi-lot sale, which the lots must then add up to', async () => {
      const order = await createOrder();
      await putFigures(order.orderid, [
        { field: 'budget', lot: '12', value: 1200 },
        { field: 'budget', lot: '45', value: 10 },
        { field: 'budget', lot: '78', value: 30 },
      ]);
      const blocked = await figuresOf(order.orderid);
      expect(blocked.checklist.find((c) => c.key === 'lot_split')!.problems).toEqual([
        '« Provisions exigibles du budget prévisionnel » : les lots totalisent 1\u00a0240,00\u00a0€, le vendeur a déclaré 1\u00a0234,56\u00a0€',
      ]);
      const refused = await putFigures(order.orderid, [
        { field: 'unpaid', value: 1240, sale_total: true },
      ]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        'Seul un montant par lot d’une vente de plusieurs lots a un total de la vente à corriger',
      );
      const corrected = await putFigures(order.orderid, [
        { field: 'budget', value: 1240, sale_total: true, reason: 'Appel de fonds du 1er octobre' },
      ]);
      expect(corrected.statusCode).toBe(200);
      const review = await figuresOf(order.orderid);
      expect(review.seller_totals).toContainEqual({
        field: 'budget',
        value: 1240,
        by: world.emails.admin,
        current: true,
      });
      expect(review.checklist.find((c) => c.key === 'lot_split')!.problems).toEqual([]);
    });

    it('certifies what was done: no « relevés et contrôlés » for an order with no document and no amount', async () => {
      const order = await createOrder({ singleLot: true });
      await orderModel(app.mongoose.connection).updateOne(
        { orderid: order.orderid },
        { $set: { 'stored.budget': null, 'stored.unpaid': null } },
      );
      expect((await finish(order.orderid)).statusCode).toBe(200);
      const text = await documentText(order.orderid);
      expect(text).not.toContain('relevés et contrôlés');
      expect(text).toContain(
        'Aucun montant n’a été communiqué au rédacteur ni relevé dans un document de la copropriété',
      );
      expect(text).toMatch(/Documents utilisés\s*aucun document transmis/);
      // the staff member is never printed by their e-mail address
      expect(text).not.toContain(world.emails.admin);
    });

    it('lists a PV once among the documents used when the seller also uploaded it', async () => {
      await createRegisterWithDocuments('AA0000031', 1);
      const order = await createOrder({ registration_id: 'AA0000031', singleLot: true });
      const uploaded = await orderModel(app.mongoose.connection).findOneAndUpdate(
        { orderid: order.orderid },
        {
          $push: {
            uploads: {
              key: `orders/${order.orderid}/pv.pdf`,
              url: `/files/orders/${order.orderid}/pv.pdf`,
              name: 'pv.pdf',
              mimetype: 'application/pdf',
              doctype: 2,
              delivered: new Date('2024-03-12T12:00:00Z'),
            },
          },
        },
        { new: true },
      );
      await putFigures(order.orderid, [
        { field: 'unpaid', value: 0, document_id: String(uploaded!.uploads.at(-1)!._id) },
      ]);
      expect((await finish(order.orderid)).statusCode).toBe(200);
      const text = await documentText(order.orderid);
      // each document once, with its number in the sources table
      const used = /Documents utilisés\s*(.*\[\d+\])/.exec(text.replace(/\s+/g, ' '))![1]!;
      expect(used).toMatch(
        /^Procès-Verbal \(PVs\) du 12 mars 2024 \[\d+\] ; Règlement de Copropriété du 1er janvier 2020 \[\d+\]$/,
      );
    });

    it('keeps each delivered version, downloadable by number and confirmed by its verification code without amounts', async () => {
      const order = await createOrder({ singleLot: true, state: 'ready' });
      expect((await finish(order.orderid)).statusCode).toBe(200);
      await orderModel(app.mongoose.connection).updateOne(
        { orderid: order.orderid },
        { $set: { state: 'ready' } },
      );
      await putFigures(order.orderid, [
        { field: 'budget', value: 1500, reason: 'Relevé du syndic plus récent' },
      ]);
      expect((await finish(order.orderid)).statusCode).toBe(200);

      const v1 = await get(`/order/${order.orderid}/document?version=1`, 'owner');
      const v2 = await get(`/order/${order.orderid}/document?version=2`, 'owner');
      expect(v1.headers['content-disposition']).toBe(
        `attachment; filename="pre-etat-date-${order.orderid}-v1.pdf"`,
      );
      const [t1, t2] = [(await pdfText(v1.rawPayload)).text, (await pdfText(v2.rawPayload)).text];
      expect(t1).toContain('1 234,56 €');
      expect(t2).toContain('1 500,00 €');
      expect(t2).toMatch(/n° PED-\w+, version 2/);
      expect(
        (await get(`/order/${order.orderid}/document`, 'owner')).rawPayload.equals(v2.rawPayload),
      ).toBe(true);
      expect(
        (await get(`/order/${order.orderid}/document?version=3`, 'owner')).json().message,
      ).toBe('Cette version du pré-état daté n’existe pas pour cette commande.');

      // « Ce qui a changé »: the figure staff corrected, old and new value in cents
      const listed = await get(`/order/${order.orderid}/versions`, 'owner');
      expect(listed.statusCode).toBe(200);
      expect(listed.json().payload).toEqual([
        { version: 1, delivered: expect.any(String), changes: null },
        {
          version: 2,
          delivered: expect.any(String),
          changes: [
            {
              kind: 'changed',
              field: 'budget',
              label: 'Provisions exigibles du budget prévisionnel',
              lot: '12',
              before: 123456,
              after: 150000,
            },
          ],
        },
      ]);
      expect((await get(`/order/${order.orderid}/versions`, 'otherOwner')).statusCode).toBe(404);

      const code = /Code de vérification\s*([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(t1)![1]!;
      // signed in: the visitors' rate limit of the earlier tests does not apply
      const checked = await get(`/verification/${code.toLowerCase()}`, 'owner');
      expect(checked.statusCode).toBe(200);
      expect(checked.json().payload).toEqual({
        orderid: order.orderid,
        number: `PED-${order.orderid}`,
        version: 1,
        latest_version: 2,
        delivered: expect.any(String),
        sha256: createHash('sha256').update(v1.rawPayload).digest('hex'),
        mode: 'verified',
      });
      expect(JSON.stringify(checked.json())).not.toMatch(/1234|€/);
      const unknown = await get('/verification/ZZZZZ-ZZZZZ', 'owner');
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        'Aucun pré-état daté ne correspond à ce code de vérification : vérifiez sa saisie.',
      ]);
    });

    it('seals each delivered version: pdfsig finds the signature intact and the verification’s SHA-256 is the sealed file’s; a copy with one byte changed fails both', async () => {
      const order = await createOrder({ singleLot: true, state: 'ready' });
      expect((await finish(order.orderid)).statusCode).toBe(200);
      const delivered = (await get(`/order/${order.orderid}/document`, 'owner')).rawPayload;
      const code = /Code de vérification\s*([0-9A-Z]{5}-[0-9A-Z]{5})/.exec(
        (await pdfText(delivered)).text,
      )![1]!;
      const { sha256 } = (await get(`/verification/${code}`, 'owner')).json().payload;
      const dir = mkdtempSync(path.join(tmpdir(), 'seal-'));
      // pdfsig (poppler) checks the seal independently of the code that made it
      const pdfsig = (pdf: Buffer) => {
        const file = path.join(dir, `${createHash('sha256').update(pdf).digest('hex')}.pdf`);
        writeFileSync(file, pdf);
        return execFileSync('pdfsig', [file], { encoding: 'utf8' });
      };
      const fingerprint = (pdf: Buffer) => createHash('sha256').update(pdf).digest('hex');

      const report = pdfsig(delivered);
      expect(report).toContain('Signature Type: ETSI.CAdES.detached');
      expect(report).toContain('Signing Hash Algorithm: SHA-256');
      expect(report).toContain('Total document signed');
      expect(report).toContain('Signature Validation: Signature is Valid.');
      expect(report).toMatch(/Signer Certificate Common Name: Pré-état daté en ligne SAS/);
      expect(fingerprint(delivered)).toBe(sha256);

      // « %PDF-1.3 » read as « %PDF-1.4 »: one byte inside the signed range
      const altered = Buffer.from(delivered);
      altered[7] = altered[7]! + 1;
      expect(pdfsig(altered)).toContain('Signature Validation: Digest Mismatch.');
      expect(fingerprint(altered)).not.toBe(sha256);
    });

    it('refuses unknown fields, amounts with more than two decimals, foreign documents and non-admins', async () => {
      const order = await createOrder();
      const put = (role: Role, payload: unknown) =>
        app.inject({
          method: 'PUT',
          url: `/order/${order.orderid}/figures`,
          headers: bearer(world.tokens[role]),
          payload: payload as object,
        });
      expect(
        (
          await put('admin', {
            account: world.emails.owner,
            figures: [{ field: 'salaire', value: 1 }],
          })
        ).statusCode,
      ).toBe(400);
      const decimals = await put('admin', {
        account: world.emails.owner,
        figures: [{ field: 'budget', value: 1.234 }],
      });
      expect(decimals.statusCode).toBe(400);
      expect(decimals.json().message).toBe(
        'Le montant doit être un nombre avec au plus deux décimales',
      );
      const foreign = await put('admin', {
        account: world.emails.owner,
        figures: [{ field: 'budget', value: 1, document_id: '0123456789abcdef01234567' }],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('Document source introuvable pour cette commande');
      for (const role of ['visitor', 'owner', 'collaborateur'] as Role[])
        expect([401, 403]).toContain(
          (
            await put(role, {
              account: world.emails.owner,
              figures: [{ field: 'budget', value: 1 }],
            })
          ).statusCode,
        );
    });
  });

  describe('life of the copropriété and technical file', () => {
    const record = (orderid: string) => `/order/${orderid}/building-record`;
    const putRecord = (orderid: string, payload: unknown, role: Role = 'admin') =>
      app.inject({
        method: 'PUT',
        url: record(orderid),
        headers: bearer(world.tokens[role]),
        payload: payload as object,
      });
    const works = {
      status: 'voted',
      list: [
        {
          resolution: 'Résolution n° 12 — ravalement',
          voted: '2024-03-12',
          amount: 120000,
          key: null,
          loan: null,
          calls: [],
          lots: [{ lot: '12', share: 1824, called: null, remaining: null, loan: null }],
        },
        {
          resolution: 'Résolution n° 14 — toiture',
          voted: '2024-03-12',
          amount: 45000.5,
          key: { name: 'bâtiment B', total: 1000, lots: [{ lot: '12', tantiemes: 15 }] },
          loan: null,
          calls: [
            { due: '2024-06-01', percent: 50 },
            { due: '2027-06-01', percent: 50 },
          ],
          lots: [{ lot: '12', share: 684.01, called: 342.01, remaining: 342, loan: 0 }],
        },
      ],
    };

    it('starts « Non communiqué », records statements with their source and prints them', async () => {
      const [pv] = await createRegisterWithDocuments('AA0000003', 1);
      const order = await createOrder({ registration_id: 'AA0000003' });
      const initial = await get(
        `${record(order.orderid)}?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      expect(initial.statusCode).toBe(200);
      const items = initial.json().payload.items as Array<{
        key: string;
        value: unknown;
        source: unknown;
      }>;
      expect(items.map((i) => i.key)).toEqual([
        'organisation',
        'works',
        'proceedings',
        'loan',
        'orders',
        'amendments',
        'private_equipment',
        'insurance',
        'difficulty',
        'next_ag',
        'dtg',
        'ppt',
        'dpe',
        'dta',
        'lead',
        'termites',
        'lift',
      ]);
      expect(items.every((i) => i.value === null && i.source === null)).toBe(true);
      expect(initial.json().payload.documents).toContainEqual({
        id: String(pv!._id),
        label: 'Procès-Verbal (PVs) du 12 mars 2024',
        dated: true,
      });

      const saved = await putRecord(order.orderid, {
        account: world.emails.owner,
        document_id: String(pv!._id),
        items: {
          works,
          proceedings: { status: 'none', date: null, details: '' },
          next_ag: { status: 'planned', date: '2026-06-12', details: '' },
          dpe: { status: 'done', date: '2023-11-05', grade: 'D', details: 'Étiquette climat C' },
          lift: { status: 'no_lift', date: null, details: '' },
        },
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().message).toBe('Dossier de la copropriété enregistré');
      const proceedings = saved
        .json()
        .payload.items.find((i: { key: string }) => i.key === 'proceedings');
      expect(proceedings).toMatchObject({
        value: { status: 'none', date: null, details: '' },
        source: {
          document_id: String(pv!._id),
          document_label: 'Procès-Verbal (PVs) du 12 mars 2024',
          document_date: '2024-03-12',
          by: world.emails.admin,
        },
        entries: 1,
      });

      const mine = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: { insurance: { status: 'insured', date: null, details: 'MAAF, contrat n° 123456' } },
      });
      expect(
        mine.json().payload.items.find((i: { key: string }) => i.key === 'insurance').source,
      ).toMatchObject({ document_id: null, by: world.emails.admin });

      const preview = await get(
        `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      const text = (await pdfText(preview.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain('Aucune procédure judiciaire en cours au 12 mars 2024');
      expect(sourceLineOf(text, 'Aucune procédure judiciaire en cours au 12 mars 2024')).toMatch(
        /^Procès-Verbal \(PVs\) — AG ordinaire\s*12 mars 2024\s*annexé/,
      );
      // one line per lot sold; a lot the resolution gives nothing for reads « Non communiqué »
      expect(text).toMatch(
        /Résolution n° 12 — ravalement, votée le 12 mars 2024 : 120 000,00 € \(tantièmes généraux\)\s*12\s*1 824,00 €\s*Non communiqué\s*Non communiqué\s*Non communiqué\s*45\s*Non communiqué/,
      );
      expect(text).toMatch(
        /Résolution n° 14 — toiture, votée le 12 mars 2024 : 45 000,50 € \(clé « bâtiment B », total 1 000\)\s*12\s*684,01 €\s*342,01 €\s*342,00 €\s*0,00 €/,
      );
      expect(text).toContain(
        'Date annoncée, pas encore convoquée (date de l’assemblée : 12 juin 2026)',
      );
      // the figures hold until the next assembly: one announced for a past day is no limit
      expect(text).toContain(
        'Informations valables jusqu’à la prochaine assemblée générale (celle annoncée pour le 12 juin 2026 est passée : date non communiquée)',
      );
      expect(text).toMatch(
        /DPE collectif\s*À déterminer \(nombre de lots de la copropriété non communiqué\) — fourni le 5 novembre 2023\s*Classe énergie D\s*Étiquette climat C/,
      );
      expect(text).toContain('Immeuble assuré — MAAF, contrat n° 123456');
      expect(sourceLineOf(text, 'Immeuble assuré — MAAF, contrat n° 123456')).toMatch(
        /^Saisie du rédacteur\s*\d{1,2} \S+ \d{4}/,
      );
      expect(text).toMatch(
        /Ascenseur \(contrôle technique quinquennal\)\s*Non requis \(pas d’ascenseur\)/,
      );
      expect(text).toMatch(/Emprunt collectif\s*Non communiqué/);
      // without the building's size, the obligation is stated as to be checked, never silence
      expect(text).toMatch(
        /Plan pluriannuel de travaux \(PPT\)\s*À déterminer \(nombre de lots de la copropriété non communiqué\)/,
      );

      const cleared = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: { proceedings: null },
      });
      expect(
        cleared.json().payload.items.find((i: { key: string }) => i.key === 'proceedings'),
      ).toMatchObject({ value: null, entries: 2 });
      const after = (
        await pdfText(
          (
            await get(
              `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
              'admin',
            )
          ).rawPayload,
        )
      ).text;
      expect(after).not.toMatch(/aucune procédure/i);
    });

    it('records the building’s organisation from the panel, prints it « à fournir », and names what a deed lacks', async () => {
      const order = await createOrder();
      const organisation = {
        regulation: {
          date: '1972-05-12',
          notary: 'Maître Paul Durand, notaire à Lyon',
          published: '1972-06-02',
          publication: 'SPF de Lyon 1, volume 1972 P n° 1234',
          object: '',
        },
        division: null,
        divisionInRegulation: true,
        amendments: [
          {
            date: '1998-03-04',
            notary: 'Maître Anne Petit',
            published: null,
            publication: '',
            object: 'Division du lot 7',
          },
        ],
        assemblies: [],
      };
      const saved = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: { organisation },
      });
      expect(saved.statusCode).toBe(200);
      expect(
        saved.json().payload.items.find((i: { key: string }) => i.key === 'organisation'),
      ).toMatchObject({ value: organisation, source: { by: world.emails.admin }, entries: 1 });
      const preview = await get(
        `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      const text = (await pdfText(preview.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain(
        'acte du 12 mai 1972 reçu par Maître Paul Durand, notaire à Lyon ; publié le 2 juin 1972 (SPF de Lyon 1, volume 1972 P n° 1234)',
      );
      // no register document carries the deed's day: it is to be provided, never « annexé »
      expect(text).toMatch(/\(SPF de Lyon 1, volume 1972 P n° 1234\)\s*À fournir/);
      expect(text).toContain('dans l’acte du règlement de copropriété');
      expect(text).toContain(
        'Division du lot 7 ; acte du 4 mars 1998 reçu par Maître Anne Petit ; publication non communiquée',
      );

      const lacking = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: {
          organisation: {
            ...organisation,
            regulation: { ...organisation.regulation, date: null, published: '1972-06-02' },
            amendments: [{ ...organisation.amendments[0], object: '' }],
          },
        },
      });
      expect(lacking.statusCode).toBe(400);
      expect(lacking.json().payload.errors).toEqual({
        'organisation.regulation.date': 'La date est requise',
        'organisation.amendments.0.object': 'Indiquez l’objet de l’acte modificatif',
      });
    });

    it('refuses a statement of absence without a dated source, and bad answers, in French', async () => {
      const order = await createOrder();
      const absent = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: { proceedings: { status: 'none', date: null, details: '' } },
      });
      expect(absent.statusCode).toBe(400);
      expect(absent.json()).toMatchObject({
        success: false,
        message: expect.stringMatching(/^Une absence ne se déclare qu’avec une source datée/),
        payload: { errors: { 'proceedings.status': expect.any(String) } },
      });
      const several = await putRecord(order.orderid, {
        account: world.emails.owner,
        items: {
          dtg: { status: 'done', date: null, details: '' },
          works: {
            status: 'voted',
            list: [
              {
                resolution: '',
                voted: '2024-03-12',
                amount: 10,
                key: null,
                loan: null,
                calls: [{ due: '2024-06-01', percent: 60 }],
                lots: [
                  { lot: '12', share: 20, called: null, remaining: null, loan: null },
                  { lot: '99', share: 1, called: null, remaining: null, loan: null },
                ],
              },
            ],
          },
        },
      });
      expect(several.statusCode).toBe(400);
      expect(several.json().payload.errors).toEqual({
        'works.0.resolution': 'Le numéro de résolution est requis',
        'works.0.calls': 'Les appels votés totalisent 100 % de la part appelée',
        'works.0.lots.0.share': 'La quote-part du lot ne peut dépasser le montant voté',
        'works.0.lots.1.lot': 'Ce lot n’est pas un lot de la vente',
        'dtg.date': 'La date est requise',
      });
      const cases: Array<[unknown, string]> = [
        [{ dpe: { status: 'peut-être', date: null, details: '' } }, 'Choix inconnu'],
        [{ lift: { status: 'checked', date: '12/03/2024', details: '' } }, 'Date invalide'],
        [{}, 'Indiquez au moins une rubrique'],
      ];
      for (const [items, message] of cases) {
        const response = await putRecord(order.orderid, { account: world.emails.owner, items });
        expect({ items, status: response.statusCode, message: response.json().message }).toEqual({
          items,
          status: 400,
          message,
        });
      }
      expect(
        (await putRecord(order.orderid, { account: world.emails.owner, items: { piscine: null } }))
          .statusCode,
      ).toBe(400);
      const foreign = await putRecord(order.orderid, {
        account: world.emails.owner,
        document_id: '0123456789abcdef01234567',
        items: { lift: null },
      });
      expect(foreign.json().message).toBe('Document source introuvable pour cette commande');
      for (const role of ['visitor', 'owner', 'collaborateur'] as Role[])
        expect([401, 403]).toContain(
          (
            await putRecord(
              order.orderid,
              { account: world.emails.owner, items: { lift: null } },
              role,
            )
          ).statusCode,
        );
      const done = await createOrder({ state: 'done' });
      expect(
        (await putRecord(done.orderid, { account: world.emails.owner, items: { lift: null } }))
          .statusCode,
      ).toBe(409);
    });
  });

  describe('PUT /order/:orderid/sale-details', () => {
    const putDetails = (orderid: string, details: unknown, role: Role = 'admin') =>
      app.inject({
        method: 'PUT',
        url: `/order/${orderid}/sale-details`,
        headers: bearer(world.tokens[role]),
        payload: { account: world.emails.owner, details } as object,
      });

    it('lets staff complete the dates, years, lots and syndic, printed and kept in the history', async () => {
      const order = await createOrder();
      const saved = await putDetails(order.orderid, {
        dt_n_start: '2025-01-01',
        dt_n_end: '2025-12-31',
        building_lots: 48,
        syndic_address: ' 12 quai Saint-Antoine, 69002 Lyon ',
        syndic_contact: '04 72 00 00 00',
        dt_based: '2025-06-20',
      });
      expect(saved.statusCode).toBe(200);
      const view = saved.json().payload;
      expect(view.stored).toMatchObject({
        dt_n_start: '2025-01-01',
        building_lots: 48,
        syndic_address: '12 quai Saint-Antoine, 69002 Lyon',
      });
      // dt_based was already the same: only what changed is in the history
      expect(view.history.at(-1)).toMatchObject({
        by: world.emails.admin,
        action: 'sale-details',
        detail:
          'Début de l’exercice N-1 ; Fin de l’exercice N-1 ; Nombre de lots de la copropriété ; Adresse du syndic ; Contact du syndic',
      });

      const preview = await get(
        `/order/${order.orderid}/preview?account=${encodeURIComponent(world.emails.owner)}`,
        'admin',
      );
      const text = (await pdfText(preview.rawPayload)).text.replace(/\s+/g, ' ');
      expect(text).toContain('Exercice 2025, du 1er janvier au 31 décembre 2025');
      expect(text).toContain('12 quai Saint-Antoine, 69002 Lyon');
      expect(text).toContain('04 72 00 00 00');
    });

    it('refuses an impossible date or a year ending before it starts, in French, and changes nothing', async () => {
      const order = await createOrder();
      const impossible = await putDetails(order.orderid, { dt_based: '2025-02-30' });
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json().message).toBe('Date invalide');
      const backwards = await putDetails(order.orderid, {
        dt_n_start: '2025-12-31',
        dt_n_end: '2025-01-01',
      });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('La fin de l’exercice doit suivre son début');
      const unknownField = await putDetails(order.orderid, { budget: 12 });
      expect(unknownField.statusCode).toBe(400);
      const stored = (await orderModel(app.mongoose.connection).findById(order._id).lean())!
        .stored as Record<string, unknown>;
      expect(stored.dt_based).toBe('2025-06-20');
      expect(stored.dt_n_end).toBeNull();
    });

    it('records the calls’ rhythm and the loan’s key, checked against the sale’s lots', async () => {
      const order = await createOrder();
      const loanKey = {
        name: 'participants à l’emprunt',
        total: 8000,
        lots: [
          { lot: '12', tantiemes: 152 },
          { lot: '45', tantiemes: 0 },
        ],
      };
      const saved = await putDetails(order.orderid, {
        budget_calls: 12,
        loan_period: 3,
        dt_loan_next: '2027-01-05',
        loan_key: loanKey,
      });
      expect(saved.statusCode).toBe(200);
      const stored = (await orderModel(app.mongoose.connection).findById(order._id).lean())!
        .stored as Record<string, unknown>;
      expect(stored).toMatchObject({ budget_calls: 12, loan_period: 3, loan_key: loanKey });
      // the same key again changes nothing
      expect((await putDetails(order.orderid, { loan_key: loanKey })).json().message).toBe(
        'Aucune donnée modifiée',
      );
      const foreign = await putDetails(order.orderid, {
        loan_key: { ...loanKey, lots: [{ lot: '99', tantiemes: 1 }] },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().message).toBe('Ce lot n’est pas un lot de la vente');
      const odd = await putDetails(order.orderid, { budget_calls: 5 });
      expect(odd.json().message).toBe('Choisissez une valeur de la liste');
    });

    it('is for staff only, and not once the document is delivered', async () => {
      const order = await createOrder();
      for (const role of ['owner', 'collaborateur', 'visitor'] as Role[])
        expect([401, 403, 404]).toContain(
          (await putDetails(order.orderid, { building_lots: 12 }, role)).statusCode,
        );
      const done = await createOrder({ state: 'done' });
      expect((await putDetails(done.orderid, { building_lots: 12 })).statusCode).toBe(409);
    });
  });

  describe('GET /documents/pre-etat-date-vierge.pdf', () => {
    it('is public and cacheable', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/documents/pre-etat-date-vierge.pdf',
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      expect((await pdfText(response.rawPayload)).text).toContain('Sources et documents annexés');
    });
  });
});
