import type { FastifyInstance } from 'fastify';
import { Types } from 'mongoose';
import { invoiceModel, type Invoice } from '../../models/invoice';
import { orderIdKey } from '../orders/find-order';
import { apiError } from './api-errors';
import type { ApiCaller } from './caller';
import { API_V1_PREFIX } from './order-view';
import { pagingOf, type ApiInvoice, type ApiInvoiceList, type ListInvoicesQuery } from './schemas';

const INVOICE_NOT_FOUND = 'Facture introuvable';

function apiInvoice(invoice: Invoice): ApiInvoice {
  const number = invoice.number ?? '';
  return {
    number,
    kind: invoice.kind,
    date: invoice.created.toISOString(),
    orderids: invoice.orderids,
    label: invoice.lines[0]?.label ?? '',
    ht_cents: invoice.ht_cents,
    tva_cents: invoice.tva_cents,
    ttc_cents: invoice.ttc_cents,
    paid_at: invoice.payment?.paid_at ? new Date(invoice.payment.paid_at).toISOString() : null,
    credited_number: invoice.credited_number,
    links: { pdf: `${API_V1_PREFIX}/invoices/${encodeURIComponent(number)}` },
  };
}

/** The organisation's issued invoices and credit notes: never a pending one, never another's. */
const issuedOf = (caller: Pick<ApiCaller, 'organisation'>) => ({
  organisation: new Types.ObjectId(caller.organisation),
  status: 'issued',
});

/**
 * GET /api/v1/invoices: the organisation's invoices (orders, subscription) and credit notes,
 * newest first, paged by MongoDB. A test key has none: test orders are never billed.
 */
export async function listApiInvoices(
  app: FastifyInstance,
  caller: ApiCaller,
  query: ListInvoicesQuery,
): Promise<ApiInvoiceList> {
  const page = pagingOf(query);
  if (caller.test) return { items: [], total: 0, ...page };
  const Invoices = invoiceModel(app.mongoose.connection);
  const filter = {
    ...issuedOf(caller),
    ...(query.orderid ? { orderids: orderIdKey(query.orderid) } : {}),
  };
  const [invoices, total] = await Promise.all([
    Invoices.find(filter)
      .sort({ created: -1, seq: -1 })
      .skip((page.page - 1) * page.page_size)
      .limit(page.page_size)
      .lean<Invoice[]>(),
    Invoices.countDocuments(filter),
  ]);
  return { items: invoices.map(apiInvoice), total, ...page };
}

/** One invoice of the organisation by its number; any other answers like an unknown one. */
export async function findApiInvoice(
  app: FastifyInstance,
  caller: ApiCaller,
  number: string,
): Promise<Invoice> {
  const invoice = caller.test
    ? null
    : await invoiceModel(app.mongoose.connection)
        .findOne({ ...issuedOf(caller), number })
        .lean<Invoice>();
  if (!invoice) throw apiError(404, 'invoice_not_found', INVOICE_NOT_FOUND);
  return invoice;
}
