import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Types } from 'mongoose';
import type { Session } from '@ped/domain';
import { INVOICE_LIST_SORTS, listParams, ListPageSchema } from '@ped/schemas';
import { invoiceModel, type Invoice } from '../../models/invoice';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { forbidden, notFound } from '../../lib/http-errors';
import { allOf, pagedList, type ListSpec } from '../../services/lists/paged-list';
import { searchFilter } from '../../services/lists/search';
import { InvoiceView, invoiceView } from './view';
import orderInvoice from './order-invoice';
import { named } from '../../lib/named-plugin';

const ListQuery = Type.Object(
  {
    account: Type.Optional(
      Type.String({ minLength: 3, maxLength: 254, errorMessage: 'Adresse e-mail invalide' }),
    ),
    ...listParams(INVOICE_LIST_SORTS),
  },
  { additionalProperties: false },
);
const LIST: ListSpec<(typeof INVOICE_LIST_SORTS)[number]> = {
  sorts: {
    date: 'created',
    number: 'number',
    kind: 'kind',
    ht_cents: 'ht_cents',
    ttc_cents: 'ttc_cents',
  },
  defaultSort: { key: 'date', direction: 'desc' },
  // invoiceView reads these; the seller's and buyer's details stay for the PDF
  projection: {
    number: 1,
    kind: 1,
    created: 1,
    account: 1,
    'buyer.name': 1,
    orderids: 1,
    'lines.label': 1,
    ht_cents: 1,
    tva_cents: 1,
    ttc_cents: 1,
    'payment.paid_at': 1,
    credited_number: 1,
  },
};
const PdfParams = Type.Object(
  {
    account: Type.String({ minLength: 1, maxLength: 254 }),
    invoiceId: Type.String({ minLength: 1, maxLength: 40 }),
  },
  { additionalProperties: false },
);
/** A PDF file (Fastify sends buffers as they are). */
const PdfFile = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'PDF' });
const CreditParams = Type.Object(
  { invoiceId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
const CreditBody = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 300,
      errorMessage: 'Indiquez le motif de l’avoir (3 à 300 caractères)',
    }),
  },
  { additionalProperties: false },
);

/** Whose invoices a session may read: its organisation's, or its own when it has none. */
function ownerFilter(session: Session) {
  return session.organisation
    ? { organisation: new Types.ObjectId(session.organisation.id) }
    : { account: session.account.toLowerCase() };
}

function mayRead(session: Session, invoice: Invoice): boolean {
  if (session.is_admin) return true;
  if (invoice.organisation && session.organisation)
    return String(invoice.organisation) === session.organisation.id;
  return !invoice.organisation && invoice.account === session.account.toLowerCase();
}

/**
 * Invoices and credit notes (docs/product.md §7.2: GET /invoices/, a page at a time (ADR 050),
 * GET /invoices/{account}/{invoiceId}).
 * Admins may list anyone's (query account) and issue a credit note for a refund.
 */
const invoices: FastifyPluginAsyncTypebox = async (app) => {
  const Invoices = invoiceModel(app.mongoose.connection);
  await app.register(named(orderInvoice));

  app.get(
    '/invoices/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['factures'],
        querystring: ListQuery,
        response: {
          200: Envelope(ListPageSchema(InvoiceView)),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const session = request.session as Session;
      if (request.query.account && !session.is_admin)
        throw forbidden('Réservé aux administrateurs');
      const { account, ...params } = request.query;
      const owner = account ? { account: account.toLowerCase() } : ownerFilter(session);
      const filter = allOf(
        { ...owner, status: 'issued' },
        searchFilter(params.q, ['number', 'orderids', 'lines.label', 'buyer.name']),
      );
      const page = await pagedList(Invoices, filter, params, LIST);
      const items = page.items.map((invoice) => invoiceView(invoice as Invoice));
      return ok({ ...page, items }, `${page.total} facture${page.total > 1 ? 's' : ''}`);
    },
  );

  app.get(
    '/invoices/:account/:invoiceId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['factures'],
        params: PdfParams,
        produces: ['application/pdf'],
        response: { 200: PdfFile, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { invoiceId } = request.params;
      const byId = Types.ObjectId.isValid(invoiceId)
        ? { _id: new Types.ObjectId(invoiceId) }
        : { number: invoiceId };
      const invoice = await Invoices.findOne({ ...byId, status: 'issued' }).lean<Invoice>();
      // another customer's invoice answers like an unknown one: numbers cannot be probed
      if (!invoice || !mayRead(request.session as Session, invoice))
        throw notFound('Facture introuvable');
      const pdf = await app.invoices.renderPdf(invoice);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/invoices/:invoiceId/credit-note',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['factures'],
        params: CreditParams,
        body: CreditBody,
        response: { 201: Envelope(InvoiceView), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const note = await app.invoices.creditNote(
        request.params.invoiceId,
        request.body.reason.trim(),
      );
      return reply.status(201).send(ok(invoiceView(note), `Avoir ${note.number} émis`));
    },
  );
};

export default invoices;
