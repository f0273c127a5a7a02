import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { FINANCIAL_FIELD_KEYS, isLotField, type FinancialField } from '@ped/domain';
import { orderModel } from '../src/models/order';
import { registerModel } from '../src/models/register';
import { registerDocumentModel, registerUploadReadingModel } from '../src/models/register-document';
import type { FigureSource } from '../src/services/pre-etat-date/figures';
import { bearer, createAccount, tokenFor } from './helpers/accounts';
import { multipartFile } from './helpers/multipart';
import { completeForm, storeOrderAs } from './helpers/orders';
import { createTestApp } from './helpers/test-app';
import { pdfText } from './documents/pdf-text';
import { loadCorpus, type CorpusFile } from './corpus/render';

/** OCR starts a worker (a few seconds) then reads a page in one or two. */
const OCR_TIMEOUT = 60_000;
const EMAIL = 'vendeur@figures.test';

interface Guess {
  field: string;
  amount?: number;
  date?: string;
  page: number;
  excerpt: string;
  confidence: number;
  lot?: string;
}

const expectedAmount = (doc: CorpusFile, field: string) =>
  doc.figures.find((f) => f.field === field)!.amount!;

describe('figures read from uploaded documents', () => {
  let app: FastifyInstance;
  let admin: string;
  let appel: CorpusFile;
  let scan: CorpusFile;
  let minutes: CorpusFile;

  beforeAll(async () => {
    app = await createTestApp({ SCHEDULER_ENABLED: 'false' });
    admin = await tokenFor(
      app,
      String((await createAccount(app, { email: 'staff@figures.test', is_admin: true }))._id),
    );
    const corpus = await loadCorpus(
      path.join(__dirname, 'corpus'),
      (doc) => doc.split === 'train' && ['appel-de-fonds', 'pv-ag'].includes(doc.kind),
    );
    appel = corpus.find((doc) => doc.kind === 'appel-de-fonds' && !doc.scan)!;
    minutes = corpus.find(
      (doc) => doc.kind === 'pv-ag' && !doc.scan && doc.figures.some((f) => f.field === 'dt_based'),
    )!;
    const scans = corpus.filter((doc) => doc.kind === 'appel-de-fonds' && doc.scan);
    scan = scans.find((doc) => doc.scan?.as === 'png') ?? scans[0]!;
  }, OCR_TIMEOUT);
  afterAll(async () => {
    await app.close();
  });

  const upload = (url: string, doc: CorpusFile, token: string | null) => {
    const { payload, headers } = multipartFile(doc.bytes, {
      filename: doc.file,
      contentType: doc.mimetype,
    });
    return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...bearer(token) } });
  };

  /**
   * Sends a document, lets its reading run (ADR 064), and answers the upload's answer with
   * what the reading found, as the order form (GET /order/:orderid/readings) and the admin
   * panel (GET /resources/readings/:id) are told.
   */
  async function uploadAndRead(url: string, doc: CorpusFile, token: string | null) {
    const response = await upload(url, doc, token);
    expect(response.statusCode).toBe(200);
    const sent = response.json().payload;
    await app.readings.drain();
    const reading = sent.reading_id
      ? (
          await app.inject({
            method: 'GET',
            url: `/resources/readings/${sent.reading_id}`,
            headers: bearer(token),
          })
        ).json().payload
      : await readingOfUpload(url.replace('/upload', '/readings'), sent.upload.id);
    expect(reading.status).toBe('done');
    return { ...sent, doctypeGuess: reading.guess, figuresGuess: reading.figures as Guess[] };
  }

  /** An order upload's reading, with its figures, as GET /order/:orderid/readings gives it. */
  async function readingOfUpload(url: string, uploadId: string) {
    const { uploads } = (await app.inject({ method: 'GET', url })).json().payload as {
      uploads: Array<{ id: string; reading: object; figures: Guess[] }>;
    };
    const upload = uploads.find(({ id }) => id === uploadId)!;
    return { ...upload.reading, figures: upload.figures } as {
      status: string;
      guess: unknown;
      figures: Guess[];
    };
  }

  /** A draft sending its documents by upload, for the lot `lot`, the seller's budget given. */
  async function draft(lot: string, expectedBudget: number) {
    const form = completeForm(EMAIL);
    const { orderid } = await storeOrderAs(app, null, {
      account: EMAIL,
      stored: {
        ...form,
        method: 'upload',
        syndic: { name: 'Cabinet Durand' },
        lots: [{ ...form.lots[0], number: lot }],
        expected_budget: expectedBudget,
      },
    });
    return orderid as string;
  }

  const figuresOf = async (orderid: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/order/${orderid}/figures?account=${encodeURIComponent(EMAIL)}`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    return response.json().payload.figures as Array<{
      field: string;
      value: number | null;
      disagreement: boolean;
      source: FigureSource;
      sources: FigureSource[];
      proposals: Array<{
        value: number;
        document_id: string;
        page: number;
        excerpt: string;
        confidence: number;
        disagrees: boolean;
      }>;
    }>;
  };

  it('answers the figures of a PDF sent with an order and stores them with the upload', async () => {
    const orderid = await draft('1', 100);
    const {
      doctypeGuess,
      figuresGuess,
      upload: saved,
    } = await uploadAndRead(`/order/${orderid}/upload?account=${EMAIL}`, appel, null);
    expect(doctypeGuess).toMatchObject({ doctype: 10, dateISO: appel.dateISO });
    const budget = (figuresGuess as Guess[]).find((g) => g.field === 'expected_budget');
    expect(budget).toMatchObject({
      amount: expectedAmount(appel, 'expected_budget'),
      page: 1,
      excerpt: expect.stringMatching(/pour votre lot/),
    });
    expect(budget!.confidence).toBeGreaterThanOrEqual(0.9);
    const order = await orderModel(app.mongoose.connection).findOne({ orderid }).lean();
    const stored = order!.uploads.find((u) => String(u._id) === saved.id)!;
    expect(stored.figures_guess.map((g) => g.field)).toEqual(
      (figuresGuess as Guess[]).map((g) => g.field),
    );
  });

  it('answers the figures of a register upload and keeps them under the file’s key', async () => {
    const { doctypeGuess, figuresGuess, url } = await uploadAndRead(
      '/resources/registers/upload',
      appel,
      admin,
    );
    expect(doctypeGuess.doctype).toBe(10);
    expect(figuresGuess).toContainEqual(
      expect.objectContaining({
        field: 'works_funds_last_contribution',
        amount: expectedAmount(appel, 'works_funds_last_contribution'),
      }),
    );
    const key = (url as string).split('/files/')[1]!;
    const reading = await registerUploadReadingModel(app.mongoose.connection)
      .findOne({ key })
      .lean();
    expect(reading!.figures_guess).toHaveLength((figuresGuess as Guess[]).length);
  });

  it(
    'reads the figures of a scan by OCR',
    async () => {
      const { figuresGuess } = await uploadAndRead('/resources/registers/upload', scan, admin);
      expect(figuresGuess).toContainEqual(
        expect.objectContaining({
          field: 'expected_budget',
          amount: expectedAmount(scan, 'expected_budget'),
        }),
      );
    },
    OCR_TIMEOUT,
  );

  it('shows a proposal in the figure review, flags it against the seller, and records its page when accepted', async () => {
    const read = await uploadAndRead('/resources/registers/upload', appel, admin);
    const lot = read.figuresGuess[0]!.lot!;
    const right = expectedAmount(appel, 'expected_budget') / 100;
    const orderid = await draft(lot, right + 10);
    const sent = await uploadAndRead(`/order/${orderid}/upload?account=${EMAIL}`, appel, null);
    const uploadId = sent.upload.id as string;

    const before = (await figuresOf(orderid)).find((f) => f.field === 'expected_budget')!;
    expect(before.value).toBe(right + 10);
    expect(before.proposals).toEqual([
      expect.objectContaining({
        value: right,
        document_id: uploadId,
        page: 1,
        excerpt: expect.stringMatching(/pour votre lot/),
        disagrees: true,
      }),
    ]);
    expect(before.disagreement).toBe(true);

    const accepted = await app.inject({
      method: 'PUT',
      url: `/order/${orderid}/figures`,
      headers: bearer(admin),
      payload: {
        account: EMAIL,
        figures: [
          {
            field: 'expected_budget',
            value: right,
            document_id: uploadId,
            page: 1,
            reason: 'Montant de l’appel de fonds',
          },
        ],
      },
    });
    expect(accepted.statusCode).toBe(200);
    const after = (await figuresOf(orderid)).find((f) => f.field === 'expected_budget')!;
    expect(after.source).toMatchObject({ kind: 'document', document_id: uploadId, page: 1 });
    expect(after.value).toBe(right);

    // the pré-état daté numbers that provenance beside the amount and names it in its sources
    const preview = await app.inject({
      method: 'GET',
      url: `/order/${orderid}/preview?account=${encodeURIComponent(EMAIL)}`,
      headers: bearer(admin),
    });
    expect(preview.statusCode).toBe(200);
    const { text } = await pdfText(preview.rawPayload);
    // a long file name wraps after one of its hyphens: read the line as one
    const printed = text.replace(/-\s+/g, '-').replace(/\s+/g, ' ');
    const cited = printed.match(
      /\[(\d+)\] ?Appel de fonds \(.+?\) ?\d{1,2}(er)? \p{L}+ \d{4} ?1 ?non annexé/u,
    );
    expect(cited).not.toBeNull();
    expect(printed).toMatch(
      new RegExp(`Quote-part du budget prévisionnel de l’exercice.{0,40}€ ?\\[${cited![1]}\\]`),
    );
  });

  it('says which lot an owner’s paper names, and proposes none of its lot amounts for another lot', async () => {
    const read = await uploadAndRead('/resources/registers/upload', appel, admin);
    const named = read.figuresGuess[0]!.lot!;
    // the seller of another lot sent this call by mistake (their other flat, a neighbour's)
    const orderid = await draft(`4${named}`, 100);
    const sent = await uploadAndRead(`/order/${orderid}/upload?account=${EMAIL}`, appel, null);
    expect(sent.doctypeGuess.lots).toEqual([named]);
    const figures = await figuresOf(orderid);
    expect(figures.find((f) => f.field === 'expected_budget')!.proposals).toEqual([]);
    // its building's figures still are: it is the same copropriété's paper
    const building = sent.figuresGuess.filter(
      (g: Guess) =>
        FINANCIAL_FIELD_KEYS.includes(g.field as FinancialField) && !isLotField(g.field),
    );
    expect(building.length).toBeGreaterThan(0);
    for (const guess of building)
      expect(figures.find((f) => f.field === guess.field)!.proposals).not.toEqual([]);
  });

  it('proposes the figures of the register’s documents, matched by the file’s key', async () => {
    const { url, figuresGuess } = await uploadAndRead('/resources/registers/upload', appel, admin);
    await registerModel(app.mongoose.connection).create({
      _id: 'FG0000001',
      name: 'Résidence des Figures',
      address: '1 rue des Comptes, 69003 Lyon',
    });
    const document = await registerDocumentModel(app.mongoose.connection).create({
      registration_id: 'FG0000001',
      doctype: 10,
      delivered: new Date(`${appel.dateISO}T00:00:00Z`),
      url,
      key: url.split('/files/')[1],
      mimetype: 'application/pdf',
    });
    const right = expectedAmount(appel, 'expected_budget') / 100;
    const orderid = await draft(figuresGuess[0]!.lot!, right);
    await orderModel(app.mongoose.connection).updateOne(
      { orderid },
      { registration_id: 'FG0000001' },
    );
    const figure = (await figuresOf(orderid)).find((f) => f.field === 'expected_budget')!;
    expect(figure.proposals).toEqual([
      expect.objectContaining({
        value: right,
        document_id: String(document._id),
        disagrees: false,
      }),
    ]);
    expect(figure.disagreement).toBe(false);
  });

  it('proposes the date of the AG that approved the accounts, read in its minutes, against the order’s', async () => {
    const orderid = await draft('1', 100);
    await orderModel(app.mongoose.connection).updateOne(
      { orderid },
      { 'stored.dt_based': '2020-01-15' },
    );
    const sent = await uploadAndRead(`/order/${orderid}/upload?account=${EMAIL}`, minutes, null);
    const response = await app.inject({
      method: 'GET',
      url: `/order/${orderid}/figures?account=${encodeURIComponent(EMAIL)}`,
      headers: bearer(admin),
    });
    const { dates } = response.json().payload as {
      dates: Array<{ field: string; proposals: Array<Record<string, unknown>> }>;
    };
    const expected = minutes.figures.find((f) => f.field === 'dt_based')!;
    expect(dates.find((d) => d.field === 'dt_based')!.proposals).toEqual([
      expect.objectContaining({
        date: expected.date,
        document_id: sent.upload.id,
        page: expected.page,
        disagrees: true,
      }),
    ]);
  });

  it('refuses a page without the document it belongs to', async () => {
    const orderid = await draft('1', 100);
    const response = await app.inject({
      method: 'PUT',
      url: `/order/${orderid}/figures`,
      headers: bearer(admin),
      payload: { account: EMAIL, figures: [{ field: 'expected_budget', value: 1, page: 2 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Une page se rapporte à un document : indiquez-le');
  });
});
