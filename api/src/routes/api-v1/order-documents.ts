import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrderIdParams, OrderUploadSchema } from '@ped/schemas';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import { addApiDocument } from '../../services/integrations/documents';
import { IdempotencyHeaders } from '../../services/integrations/schemas';
import { apiCaller } from './guard';

const orderDocuments: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:orderid/documents',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Envoie un document du vendeur pour la commande (PDF ou image)',
        description:
          'Corps multipart/form-data, le fichier dans le champ « file » (20 Mo au plus ; PDF, JPEG, PNG, WEBP, HEIC ou TIFF). Accepté tant que la commande est un brouillon, puis jusqu’à ce que nos experts aient marqué les documents reçus (409 documents_closed ensuite). Son type est deviné à la lecture.',
        consumes: ['multipart/form-data'],
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        response: {
          201: Envelope(OrderUploadSchema),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
          422: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const upload = await addApiDocument(app, apiCaller(request), request.params.orderid, request);
      return reply.code(201).send(ok(upload, 'Document reçu'));
    },
  );
};

export default orderDocuments;
