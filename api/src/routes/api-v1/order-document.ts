import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams } from '@ped/schemas';
import { errorResponses } from '../../schemas/envelope';
import { apiError } from '../../services/integrations/api-errors';
import {
  deliveredDocument,
  DOCUMENT_NOT_READY,
  VERSION_NOT_FOUND,
} from '../../services/pre-etat-date/delivered-document';
import { findOrganisationOrder } from '../../services/integrations/find-order';
import { DocumentQuery } from '../../services/integrations/schemas';
import { Binary } from '../documents/schemas';
import { apiCaller } from './guard';

const orderDocument: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/orders/:orderid/document',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Le pré-état daté livré (PDF) : la dernière version, ou celle demandée',
        params: OrderIdParams,
        querystring: DocumentQuery,
        response: { 200: Binary, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const order = await findOrganisationOrder(app, apiCaller(request), request.params.orderid);
      const document = await deliveredDocument(app, order, request.query.version);
      if (document.status === 'unknown-version') {
        throw apiError(404, 'document_not_found', VERSION_NOT_FOUND);
      }
      if (document.status === 'not-delivered') {
        throw apiError(409, 'not_delivered', DOCUMENT_NOT_READY);
      }
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `attachment; filename="${document.name}"`)
        .send(document.pdf);
    },
  );
};

export default orderDocument;
