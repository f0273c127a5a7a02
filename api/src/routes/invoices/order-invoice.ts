import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invoiceModel, type Invoice } from '../../models/invoice';
import { notFound } from '../../lib/http-errors';
import { findOrderForFile } from '../../services/orders/find-order';
import { orderFileRoute } from '../documents/order-file-route';

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
    orderFileRoute(app, 'factures', 'La facture d’une commande payée (PDF)'),
    async (request, reply) => {
      const order = await findOrderForFile(
        app,
        request.session,
        request.params.orderid,
        request.query,
      );
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
