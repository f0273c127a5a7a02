import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { UploadResultSchema } from '@ped/schemas';
import { registerUploadReadingModel } from '../../models/register-document';
import { receiveUpload } from '../../services/uploads/receive-upload';

/**
 * SPEC §7 POST /resources/registers/upload (admin, multipart field `file`): the file is
 * stored and its type and date guessed to prefill the document form; the document itself
 * is created by POST /resources/documents/:registrationId with the returned url. The
 * figures read from it are kept under its storage key for the figure review.
 */
const upload: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/resources/registers/upload',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['ressources'],
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(UploadResultSchema), ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const { key, url, mimetype, doctypeGuess, figuresGuess } = await receiveUpload(
        app,
        request,
        'registers/uploads',
      );
      if (figuresGuess.length)
        await registerUploadReadingModel(app.mongoose.connection).create({
          key,
          figures_guess: figuresGuess,
        });
      return ok({ url, mimetype, doctypeGuess, figuresGuess }, 'Document téléchargé');
    },
  );
};

export default upload;
