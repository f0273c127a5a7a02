import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { OrderId, OrderIdParams, OrderUploadSchema } from '@ped/schemas';
import { Envelope, ErrorEnvelope, errorResponses, ok } from '../../schemas/envelope';
import {
  addApiDocument,
  apiDocumentPath,
  getApiDocument,
  listApiDocuments,
} from '../../services/integrations/documents';
import { IdempotencyHeaders } from '../../services/integrations/schemas';
import { orderIdKey } from '../../services/orders/find-order';
import { apiCaller } from './guard';

const DocumentParams = Type.Object(
  {
    orderid: OrderId,
    documentId: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Document introuvable' }),
  },
  { additionalProperties: false },
);

const READING_NOTE =
  'La lecture automatique (type, date, montants) suit l’envoi : `reading.status` vaut `pending` pendant la lecture, puis `done` (avec `reading.guess`) ou `failed` (« lecture automatique impossible », avec `reading.reason`) ; l’événement webhook `document.read` le signale.';

const orderDocuments: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/orders/:orderid/documents',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Envoie un document du vendeur pour la commande (PDF ou image)',
        description: `Corps multipart/form-data, le fichier dans le champ « file » (20 Mo au plus ; PDF, JPEG, PNG, WEBP, HEIC ou TIFF). Accepté tant que la commande est un brouillon, puis jusqu’à ce que nos experts aient marqué les documents reçus (409 documents_closed ensuite). Répond 202 dès que le fichier est enregistré, l’en-tête Location donnant l’adresse du document. ${READING_NOTE}`,
        consumes: ['multipart/form-data'],
        params: OrderIdParams,
        headers: IdempotencyHeaders,
        response: {
          202: Envelope(OrderUploadSchema),
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
          422: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const { orderid } = request.params;
      const upload = await addApiDocument(app, apiCaller(request), orderid, request);
      return reply
        .code(202)
        .header('Location', apiDocumentPath(orderIdKey(orderid), upload.id))
        .send(ok(upload, 'Document reçu, lecture en cours'));
    },
  );

  app.get(
    '/orders/:orderid/documents',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Les documents du vendeur envoyés pour la commande, avec leur lecture',
        description: READING_NOTE,
        params: OrderIdParams,
        response: {
          200: Envelope(Type.Array(OrderUploadSchema)),
          ...errorResponses(400, 401, 403, 404, 429),
        },
      },
    },
    async (request) => {
      const documents = await listApiDocuments(app, apiCaller(request), request.params.orderid);
      return ok(documents, `${documents.length} document(s)`);
    },
  );

  app.get(
    '/orders/:orderid/documents/:documentId',
    {
      schema: {
        tags: ['api-v1'],
        summary: 'Un document du vendeur et où en est sa lecture automatique',
        description: READING_NOTE,
        params: DocumentParams,
        response: { 200: Envelope(OrderUploadSchema), ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { orderid, documentId } = request.params;
      const document = await getApiDocument(app, apiCaller(request), orderid, documentId);
      return ok(document, document.reading.status === 'pending' ? 'Lecture en cours' : 'Document');
    },
  );
};

export default orderDocuments;
