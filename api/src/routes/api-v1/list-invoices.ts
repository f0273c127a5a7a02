import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { listApiInvoices } from '../../services/integrations/invoices';
import { ApiInvoiceList, ListInvoicesQuery } from '../../services/integrations/schemas';
import { apiCaller } from './guard';

const listInvoices: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Les factures et avoirs de l’organisation, les plus récents d’abord',
        description:
          'Factures des commandes et de l’abonnement, avoirs ; montants HT, TVA et TTC en centimes. Filtre orderid : les factures d’une commande. Une clé de test n’en voit aucune : les commandes de test ne sont jamais facturées.',
        querystring: ListInvoicesQuery,
        response: { 200: Envelope(ApiInvoiceList), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      ok(await listApiInvoices(app, apiCaller(request), request.query), 'Factures'),
  );
};

export default listInvoices;
