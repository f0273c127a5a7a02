import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Socket } from 'node:net';
import { HttpError } from '../../lib/http-errors';
import { frenchValidationMessage } from '../../lib/validation-messages';
import {
  DATABASE_OUTAGE_MESSAGE,
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseOutage,
} from '../../lib/database-outage';

/** What a 4xx raised by Fastify or a plugin says, in French (their own messages are English). */
const FRENCH_BY_STATUS: Record<number, string> = {
  400: 'Requête invalide',
  401: 'Authentification requise',
  403: 'Accès refusé',
  404: 'Ressource introuvable',
  405: 'Méthode non autorisée',
  406: 'Format de réponse non disponible',
  408: 'Délai de requête dépassé',
  411: 'Longueur du corps de requête requise',
  413: 'Fichier trop volumineux',
  414: 'Adresse trop longue',
  415: 'Type de contenu non pris en charge',
  431: 'En-têtes de requête trop volumineux',
};

/** The envelope of a failure: the status, and a French sentence that never leaks internals. */
function envelopeOf(error: FastifyError & { payload?: unknown }): {
  status: number;
  message: string;
  payload: unknown;
} {
  if (error.validation) {
    return {
      status: 400,
      message: frenchValidationMessage(
        error.validation[0] as Parameters<typeof frenchValidationMessage>[0],
      ),
      payload: { context: error.validationContext },
    };
  }
  if (error instanceof HttpError)
    return { status: error.statusCode, message: error.message, payload: error.payload };
  if (isDatabaseOutage(error))
    return { status: 503, message: DATABASE_OUTAGE_MESSAGE, payload: null };
  const status = error.statusCode ?? 500;
  // @fastify/rate-limit's answer is already French (plugins/external/rate-limit.ts)
  if (status === 429) return { status, message: error.message, payload: null };
  if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT')
    return { status: 413, message: FRENCH_BY_STATUS[413]!, payload: null };
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, message: FRENCH_BY_STATUS[415]!, payload: null };
  if (status === 400 && error.code?.startsWith('FST_ERR_CTP'))
    return { status, message: 'Corps de requête invalide', payload: null };
  if (status === 400 && error instanceof SyntaxError)
    return { status, message: 'JSON invalide', payload: null };
  if (status >= 400 && status < 500)
    return { status, message: FRENCH_BY_STATUS[status] ?? 'Requête invalide', payload: null };
  return {
    status: 500,
    message: 'Une erreur inattendue est survenue, réessayez plus tard',
    payload: null,
  };
}

function send(reply: FastifyReply, { status, message, payload }: ReturnType<typeof envelopeOf>) {
  if (status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.status(status).send({ success: false, message, payload });
}

/**
 * Errors Fastify raises before any route is found (a malformed URL, a path parameter over
 * its length limit): the same French envelope instead of Fastify's English JSON.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  _request,
  reply,
) => {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  return send(reply, {
    status,
    message: status === 414 ? FRENCH_BY_STATUS[414]! : 'Adresse invalide',
    payload: null,
  });
};

/**
 * What the HTTP server answers on a request it could not even parse (headers or URL over
 * Node's size limit, broken syntax), written on the socket as no reply exists yet.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    success: false,
    message: FRENCH_BY_STATUS[status],
    payload: null,
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}

/**
 * One error handler for the whole API: every failure answers the envelope with a French
 * message and the right status; a 5xx never leaks internals. A lost database answers 503
 * with Retry-After at once instead of hanging (see also the readiness hook below).
 */
export default fp(
  async (app) => {
    app.setErrorHandler(
      (error: FastifyError & { payload?: unknown }, request: FastifyRequest, reply) => {
        const envelope = envelopeOf(error);
        if (envelope.status === 500) request.log.error({ err: error }, 'Erreur inattendue');
        else if (envelope.status === 503)
          request.log.warn({ err: error }, 'Base de données indisponible');
        return send(reply, envelope);
      },
    );

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({
        success: false,
        message: `Route introuvable : ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`,
        payload: null,
      });
    });
  },
  { name: 'errors' },
);
