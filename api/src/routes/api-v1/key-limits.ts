import type { FastifyRequest } from 'fastify';
import { INSUFFICIENT_SCOPE, scopeAllows } from '@ped/domain';
import { apiError } from '../../services/integrations/api-errors';

/** onRequest of /api/v1, after the key's budget: a read-only key reads and nothing else. */
export async function requireKeyScope(request: FastifyRequest) {
  if (request.apiKey && !scopeAllows(request.apiKey.scope, request.method)) {
    throw apiError(403, 'insufficient_scope', INSUFFICIENT_SCOPE);
  }
}
