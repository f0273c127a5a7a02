import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Types } from 'mongoose';
import type { Session } from '@ped/domain';
import { invoiceModel, type Invoice } from '../../models/invoice';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { forbidden, notFound } from '../../lib/http-errors';
import { InvoiceView, invoiceView } from './view';
import orderInvoice from './order-invoice';

const ListQuery = Type.Object(
  {
    account: Type.Optional(
      Type.String({ minLength: 3, maxLength: 254, errorMessage: 'Adresse e-mail invalide' }),
    ),
  },
  { additionalProperties: false },
);
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
 * Invoices and credit notes (SPEC §7 "Orders": GET /invoices/, GET /invoices/{account}/{invoiceId}).
 * Admins may list anyone's (query account) and issue a credit note for a refund.
 */
const invoices: FastifyPluginAsyncTypebox = async (app) => {
  const Invoices = invoiceModel(app.mongoose.connection);
  await app.register(orderInvoice);

  app.get(
    '/invoices/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['factures'],
        querystring: ListQuery,
        response: { 200: Envelope(Type.Array(InvoiceView)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const session = request.session as Session;
      if (request.query.account && !session.is_admin)
        throw forbidden('Réservé aux administrateurs');
      const filter = request.query.account
        ? { account: request.query.account.toLowerCase() }
        : ownerFilter(session);
      const list = await Invoices.find({ ...filter, status: 'issued' })
        .sort({ created: -1, seq: -1 })
        .lean<Invoice[]>();
      return ok(list.map(invoiceView), `${list.length} facture${list.length > 1 ? 's' : ''}`);
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
