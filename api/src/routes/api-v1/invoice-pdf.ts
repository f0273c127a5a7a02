import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../schemas/envelope';
import { findApiInvoice } from '../../services/integrations/invoices';
import { InvoiceParams } from '../../services/integrations/schemas';
import { Binary } from '../documents/schemas';
import { apiCaller } from './guard';

const invoicePdf: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices/:number',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Une facture ou un avoir de l’organisation (PDF), par son numéro',
        description:
          'Le numéro est celui de la liste (GET /api/v1/invoices). Une facture d’une autre organisation répond 404 invoice_not_found, comme une facture inconnue.',
        produces: ['application/pdf'],
        params: InvoiceParams,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const invoice = await findApiInvoice(app, apiCaller(request), request.params.number);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="facture-${invoice.number}.pdf"`)
        .send(await app.invoices.renderPdf(invoice));
    },
  );
};

export default invoicePdf;
