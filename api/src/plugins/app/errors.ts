import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { frenchValidationMessage } from '../../lib/validation-messages';

/**
 * One error handler for the whole API: every failure answers the envelope with a French
 * message and the right status; a 5xx never leaks internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError & { payload?: unknown }, request, reply) => {
      if (error.validation) {
        const message = frenchValidationMessage(
          error.validation[0] as Parameters<typeof frenchValidationMessage>[0],
        );
        return reply
          .status(400)
          .send({ success: false, message, payload: { context: error.validationContext } });
      }
      if (error instanceof HttpError) {
        return reply
          .status(error.statusCode)
          .send({ success: false, message: error.message, payload: error.payload });
      }
      const status = error.statusCode ?? 500;
      if (status === 429)
        return reply.status(429).send({ success: false, message: error.message, payload: null });
      if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_FILES_LIMIT'
      ) {
        return reply
          .status(413)
          .send({ success: false, message: 'Fichier trop volumineux', payload: null });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return reply
          .status(415)
          .send({ success: false, message: 'Type de contenu non pris en charge', payload: null });
      }
      if (
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
        error.code === 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' ||
        (status === 400 && error.code?.startsWith('FST_ERR_CTP'))
      ) {
        return reply
          .status(400)
          .send({ success: false, message: 'Corps de requête invalide', payload: null });
      }
      if (status === 400 && error instanceof SyntaxError) {
        return reply.status(400).send({ success: false, message: 'JSON invalide', payload: null });
      }
      if (status >= 400 && status < 500) {
        return reply
          .status(status)
          .send({ success: false, message: error.message || 'Requête invalide', payload: null });
      }
      request.log.error({ err: error }, 'Erreur inattendue');
      return reply.status(500).send({
        success: false,
        message: 'Une erreur inattendue est survenue, réessayez plus tard',
        payload: null,
      });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        success: false,
        message: `Route introuvable : ${request.method} ${request.url.split('?')[0]}`,
        payload: null,
      });
    });
  },
  { name: 'errors' },
);
