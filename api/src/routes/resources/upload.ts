import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DocumentReadingResultSchema, UploadResultSchema } from '@ped/schemas';
import { documentReadingModel } from '../../models/document-reading';
import { notFound } from '../../lib/http-errors';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { STAFF_TENANT } from '../../services/document-reading/queue';
import { readingResult } from '../../services/document-reading/view';
import { receiveUpload } from '../../services/uploads/receive-upload';

const ReadingId = Type.Object(
  { id: Type.String({ pattern: '^[a-f0-9]{24}$', errorMessage: 'Lecture introuvable' }) },
  { additionalProperties: false },
);

/**
 * docs/product.md §7.7 POST /resources/registers/upload (admin, multipart field `file`): the file is
 * stored and its reading queued; the type, date and figures it finds come from
 * GET /resources/readings/:id to prefill the document form, which then creates the document
 * (POST /resources/documents/:registrationId with the returned url). The figure review
 * finds the figures under the file's storage key (document-reading/apply.ts).
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  const Reading = documentReadingModel(app.mongoose.connection);

  app.post(
    '/resources/registers/upload',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        consumes: ['multipart/form-data'],
        response: {
          200: Envelope(
            Type.Composite([UploadResultSchema, Type.Object({ reading_id: Type.String() })]),
          ),
          ...errorResponses(400, 401, 403, 413, 415),
        },
      },
    },
    async (request) => {
      const { key, url, mimetype } = await receiveUpload(app, request, 'registers/uploads');
      const reading = await app.readings.enqueue({ key, mimetype }, STAFF_TENANT, {
        kind: 'register-upload',
      });
      await reading.start();
      return ok({ url, mimetype, reading_id: reading.id }, 'Document téléchargé');
    },
  );

  app.get(
    '/resources/readings/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        params: ReadingId,
        response: {
          200: Envelope(DocumentReadingResultSchema),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const reading = await Reading.findById(request.params.id).lean();
      if (!reading) throw notFound('Lecture introuvable');
      const view = readingResult(reading);
      return ok(view, view.status === 'pending' ? 'Lecture en cours' : 'Lecture terminée');
    },
  );
};

export default upload;
