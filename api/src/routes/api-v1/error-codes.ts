import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultErrorCode } from '../../services/integrations/api-errors';

/**
 * onSend of /api/v1: every error envelope carries `payload.code`. Errors raised for the API
 * bring their own code; those raised by shared code (validator, key plugin, order store,
 * the global error handler) get the one of their status, keeping their payload.
 */
export async function addErrorCode(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
  let body: { success?: unknown; payload?: unknown };
  try {
    body = JSON.parse(payload) as typeof body;
  } catch {
    return payload;
  }
  if (body.success !== false) return payload;
  const details =
    body.payload && typeof body.payload === 'object'
      ? (body.payload as Record<string, unknown>)
      : {};
  if (typeof details.code === 'string') return payload;
  return JSON.stringify({
    ...body,
    payload: { ...details, code: defaultErrorCode(reply.statusCode) },
  });
}
