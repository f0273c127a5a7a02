import { COMPANY } from '@ped/domain';
import type { FastifyInstance } from 'fastify';
import pdfParse from 'pdf-parse';
import { counterModel } from '../../src/models/counter';
import { invoiceModel, INVOICE_IMMUTABLE } from '../../src/models/invoice';
import { claimNumber } from '../../src/services/invoicing/numbering';
import { createTestApp } from '../helpers/test-app';
import { bearer, createAccount, createProfessional, tokenFor } from '../helpers/accounts';

const PAID_AT = new Date('2026-03-12T10:00:00Z');
const order = (orderid: string, account: string) => ({
  orderid,
  account,
  created: PAID_AT,
  payload: { offer: 'cle' as const, options: [], lots: 1 },
});

describe('invoices', () => {
  let app: FastifyInstance;
  let pro: Awaited<ReturnType<typeof createProfessional>>;

  beforeAll(async () => {
    app = await createTestApp();
    pro = await createProfessional(app, 'compta@agence.test', 'experts', 'Agence du Port');
    pro.organisation.set('billing_address', {
      name: 'Agence du Port SARL',
      address: '3 quai Est',
      additional: '',
      zipcode: '13002',
      city: 'Marseille',
      country: 'France',
    });
    await pro.organisation.save();
  });
  afterAll(async () => {
    await app.close();
  });

  it('numbers 50 concurrent payments from 1 to 50, without a gap or a duplicate', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `C${String(i).padStart(5, '0')}`);
    const issued = await Promise.all(
      ids.map((id) =>
        app.invoices.issueForOrder(order(id, pro.account.email), {
          paymentRef: `pi_${id}`,
          paidAt: PAID_AT,
        }),
      ),
    );
    const numbers = issued.map((invoice) => invoice.number).sort();
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[0]).toBe('F2026-000001');
    expect(numbers[49]).toBe('F2026-000050');
    expect(issued.map((invoice) => invoice.seq).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('issues one invoice per payment, even when the payment is reported twice', async () => {
    const first = await app.invoices.issueForOrder(order('TWICE1', pro.account.email), {
      paymentRef: 'pi_twice',
      paidAt: PAID_AT,
    });
    const again = await app.invoices.issueForOrder(order('TWICE1', pro.account.email), {
      paymentRef: 'pi_twice',
      paidAt: PAID_AT,
    });
    expect(again.number).toBe(first.number);
  });

  it('prices at the business rate from @ped/domain and names seller and buyer', async () => {
    const invoice = await app.invoices.issueForOrder(order('PRICE1', pro.account.email), {
      paymentRef: 'pi_price',
      paidAt: PAID_AT,
    });
    expect(invoice).toMatchObject({ ht_cents: 4990, tva_cents: 998, ttc_cents: 5988 });
    expect(invoice.buyer).toMatchObject({ name: 'Agence du Port SARL', city: 'Marseille' });
    // the one company of @ped/domain, the one the footer, the CGV and the document name
    expect(invoice.seller).toMatchObject({
      name: COMPANY.legalName,
      siren: COMPANY.siren,
      rcs: COMPANY.rcs,
      vat_number: COMPANY.vat,
      address: COMPANY.street,
      zipcode: COMPANY.zipcode,
      city: COMPANY.city,
    });
  });

  it('never loses a number handed to a process that stopped before writing it', async () => {
    const Invoice = invoiceModel(app.mongoose.connection);
    const pending = await Invoice.create({
      kind: 'invoice',
      source: 'order:CRASH1',
      series: 'F2026',
      account: pro.account.email,
      seller: {},
      buyer: { name: 'x' },
      ht_cents: 100,
      tva_cents: 20,
      ttc_cents: 120,
      created: PAID_AT,
    });
    const handed = await claimNumber(app.mongoose.connection, 'F2026', String(pending._id));
    // the process "dies" here; the next start repairs
    expect(await app.invoices.repairPending(0)).toBe(1);
    const repaired = await Invoice.findById(pending._id).lean();
    expect(repaired?.seq).toBe(handed);
    const next = await app.invoices.issueForOrder(order('AFTER1', pro.account.email), {
      paymentRef: 'pi_after',
      paidAt: PAID_AT,
    });
    expect(next.seq).toBe(handed + 1);
    expect((await counterModel(app.mongoose.connection).findById('F2026').lean())?.seq).toBe(
      handed + 1,
    );
  });

  it('refuses to change or delete an issued invoice', async () => {
    const Invoice = invoiceModel(app.mongoose.connection);
    const invoice = await app.invoices.issueForOrder(order('LOCK01', pro.account.email), {
      paymentRef: 'pi_lock',
      paidAt: PAID_AT,
    });
    await expect(
      Invoice.updateOne({ _id: invoice._id }, { $set: { ttc_cents: 1 } }),
    ).rejects.toThrow(INVOICE_IMMUTABLE);
    await expect(Invoice.deleteOne({ _id: invoice._id })).rejects.toThrow(INVOICE_IMMUTABLE);
    const doc = await Invoice.findById(invoice._id);
    doc?.set('ttc_cents', 1);
    await expect(doc?.save()).rejects.toThrow(INVOICE_IMMUTABLE);
  });

  it('cancels an invoice with a credit note of its own numbering, once', async () => {
    const admin = await createAccount(app, { email: 'admin@invoices.test', is_admin: true });
    const invoice = await app.invoices.issueForOrder(order('REFUND', pro.account.email), {
      paymentRef: 'pi_refund',
      paidAt: PAID_AT,
    });
    const response = await app.inject({
      method: 'POST',
      url: `/invoices/${invoice._id}/credit-note`,
      headers: bearer(await tokenFor(app, String(admin._id))),
      payload: { reason: 'Commande annulée' },
    });
    expect(response.statusCode).toBe(201);
    const note = response.json().payload;
    expect(note).toMatchObject({
      kind: 'credit_note',
      ttc_cents: -5988,
      credited_number: invoice.number,
    });
    expect(note.number).toMatch(/^A\d{4}-000001$/);
    const again = await app.inject({
      method: 'POST',
      url: `/invoices/${invoice._id}/credit-note`,
      headers: bearer(await tokenFor(app, String(admin._id))),
      payload: { reason: 'Commande annulée' },
    });
    expect(again.json().payload.number).toBe(note.number);
    const byOwner = await app.inject({
      method: 'POST',
      url: `/invoices/${invoice._id}/credit-note`,
      headers: bearer(pro.token),
      payload: { reason: 'Moi aussi' },
    });
    expect(byOwner.statusCode).toBe(403);
  });

  it('lists the organisation’s invoices and serves each PDF only to its organisation', async () => {
    const list = await app.inject({ method: 'GET', url: '/invoices/', headers: bearer(pro.token) });
    expect(list.statusCode).toBe(200);
    const { items: invoices, total } = list.json().payload as {
      items: Array<{ id: string; number: string; account: string; kind: string }>;
      total: number;
    };
    // a page of the newest, and how many there are in all
    expect(invoices).toHaveLength(10);
    expect(total).toBeGreaterThanOrEqual(50);
    const first = invoices.find((invoice) => invoice.kind === 'invoice');
    const pdf = await app.inject({
      method: 'GET',
      url: `/invoices/${encodeURIComponent(first!.account)}/${first!.number}`,
      headers: bearer(pro.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfParse(pdf.rawPayload)).text;
    expect(text).toContain(first!.number);
    expect(text).toContain('Agence du Port SARL');
    expect(text).toMatch(/Payée le .* par carte bancaire/);
    expect(text).toContain('TVA intracommunautaire');

    const stranger = await createProfessional(app, 'autre@agence.test', 'experts');
    const refused = await app.inject({
      method: 'GET',
      url: `/invoices/${encodeURIComponent(first!.account)}/${first!.id}`,
      headers: bearer(stranger.token),
    });
    // like an unknown invoice (issue 16): whether a number exists is not told
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Facture introuvable');
    expect(
      (
        await app.inject({ method: 'GET', url: '/invoices/', headers: bearer(stranger.token) })
      ).json().payload,
    ).toEqual({ items: [], total: 0, page: 1, pageSize: 10 });
  });
});
