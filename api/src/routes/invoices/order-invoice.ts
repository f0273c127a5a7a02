import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceModel, type Invoice } from '../../models/invoice';
import { ErrorEnvelope, errorResponses } from '../../schemas/envelope';
import { notFound } from '../../lib/http-errors';
import { visitorRateLimit } from '../order/schemas';
import { findOrderByLink, findOrderForReader } from '../documents/order-access';
import { Binary, OrderFileQuery, OrderIdParams } from '../documents/schemas';

export const ORDER_INVOICE_NOT_READY =
  'La facture de cette commande n’est pas encore disponible : elle l’est dès le paiement reçu.';

/**
 * The invoice of a paid order, for whoever may read the order (ADR 010): the visitor with
 * the order's e-mail or the signed link of the payment e-mail, its owner, its organisation.
 */
const orderInvoice: FastifyPluginAsyncTypebox = async (app) => {
  const Invoices = invoiceModel(app.mongoose.connection);

  app.get(
    '/order/:orderid/invoice',
    {
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['factures'],
        summary:
          'La facture d’une commande payée (PDF) : client, organisation, administrateurs, visiteur avec l’e-mail de la commande ou lien signé',
        params: OrderIdParams,
        querystring: OrderFileQuery,
        response: { 200: Binary, ...errorResponses(400, 404, 429), 410: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const { account, token } = request.query;
      const orderid = request.params.orderid.toUpperCase();
      const order = token
        ? await findOrderByLink(app, orderid, token)
        : await findOrderForReader(app, request.session, orderid, account);
      const invoice = await Invoices.findOne({
        kind: 'invoice',
        status: 'issued',
        orderids: order.orderid,
      })
        .sort({ created: -1 })
        .lean<Invoice>();
      if (!invoice) throw notFound(ORDER_INVOICE_NOT_READY);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="facture-${invoice.number}.pdf"`)
        .send(await app.invoices.renderPdf(invoice));
    },
  );
};

export default orderInvoice;
