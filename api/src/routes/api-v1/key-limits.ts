import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { INSUFFICIENT_SCOPE, scopeAllows } from '@ped/domain';
import { countRequest } from '../../lib/mongo-rate-limit-store';
import { apiError } from '../../services/integrations/api-errors';

const WINDOW_MS = 60_000;

/**
 * onRequest of /api/v1, once the key is known: each key has its own budget per minute
 * (API_KEY_RATE_LIMIT_PER_MINUTE), counted in MongoDB so that it holds across every API
 * instance, and told on every answer with the RateLimit-* headers (seconds until the window
 * resets); over it, 429 `rate_limited` with Retry-After.
 */
export function keyRateLimit(app: FastifyInstance) {
  const limit = app.config.API_KEY_RATE_LIMIT_PER_MINUTE;
  return async function limitKey(request: FastifyRequest, reply: FastifyReply) {
    if (!request.apiKey) return;
    const { current, ttl } = await countRequest(
      app.mongoose.connection,
      `api-key:${request.apiKey.id}`,
      WINDOW_MS,
    );
    const reset = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('RateLimit-Limit', limit);
    reply.header('RateLimit-Remaining', Math.max(0, limit - current));
    reply.header('RateLimit-Reset', reset);
    if (current > limit) {
      reply.header('Retry-After', reset);
      throw apiError(
        429,
        'rate_limited',
        `Trop de requêtes avec cette clé d’API (${limit} par minute) : réessayez dans ${reset} s`,
      );
    }
  };
}

/** onRequest of /api/v1, after the limit: a read-only key reads and nothing else. */
export async function requireKeyScope(request: FastifyRequest) {
  if (request.apiKey && !scopeAllows(request.apiKey.scope, request.method)) {
    throw apiError(403, 'insufficient_scope', INSUFFICIENT_SCOPE);
  }
}
