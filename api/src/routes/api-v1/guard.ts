import type { FastifyRequest } from 'fastify';
import type { Session, SessionOrganisation } from '@ped/domain';
import { API_KEY_HEADER } from '../../plugins/app/api-keys';
import { apiError } from '../../services/integrations/api-errors';
import type { ApiCaller } from '../../services/integrations/caller';

const KEY_REQUIRED = 'Clé d’API requise (en-tête X-Api-Key)';

/**
 * onRequest of every /api/v1 route, before app.authenticateApiKey: the organisation's API
 * key is the only credential. A session token alone is refused, and so is one sent with a
 * key: the caller must be the organisation's software, not a person. The key itself
 * (revoked, plan without use_api, its budget) is then checked by plugins/app/api-keys.ts,
 * re-read on every request.
 */
export async function requireApiKeyHeader(request: FastifyRequest) {
  if (!request.headers[API_KEY_HEADER]) throw apiError(401, 'api_key_required', KEY_REQUIRED);
  if (request.headers.authorization) {
    throw apiError(
      401,
      'api_key_required',
      `${KEY_REQUIRED}, sans en-tête Authorization : l’API s’utilise avec la clé seule`,
    );
  }
}

/** The key's session and organisation, which requireApiKey guarantees on every route. */
export function keySession(request: FastifyRequest): Session & {
  organisation: SessionOrganisation;
} {
  const session = request.session;
  if (!session?.organisation || !request.apiKey) {
    throw apiError(401, 'api_key_invalid', 'Clé d’API invalide');
  }
  return session as Session & { organisation: SessionOrganisation };
}

/** The caller of a route: the key's session, its organisation, live or test. */
export function apiCaller(request: FastifyRequest): ApiCaller {
  const session = keySession(request);
  return {
    session,
    organisation: session.organisation.id,
    test: request.apiKey?.mode === 'test',
  };
}
