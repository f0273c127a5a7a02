import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasFeature, KEY_OUTSIDE_API, type ApiKeyMode, type ApiKeyScope } from '@ped/domain';
import { apiKeyModel } from '../../models/api-key';
import { hashToken } from '../../lib/tokens';
import { forbidden } from '../../lib/http-errors';
import { countRequest } from '../../lib/mongo-rate-limit-store';
import { apiError } from '../../services/integrations/api-errors';
import { API_V1_PREFIX } from '../../services/integrations/order-view';

export const API_KEY_HEADER = 'x-api-key';
/** last_used is a hint for people, not an audit log: writing it at most once a minute is enough */
const LAST_USED_PRECISION_MS = 60_000;
const RATE_WINDOW_MS = 60_000;

/** The key a request was authenticated with: what /api/v1 counts, filters and allows by. */
export interface RequestApiKey {
  id: string;
  mode: ApiKeyMode;
  scope: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest guard of the routes an API key opens, and of no other: /api/v1
     * (docs/decisions/065-keys-integrate-and-nothing-else.md). The key must exist, not be
     * revoked, and its organisation's plan must still have use_api; the request is counted
     * against the key's one budget. Sets request.session (the key's creator, in its
     * organisation) and request.apiKey.
     */
    authenticateApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    /** the API key that authenticated the request, null for any other credential */
    apiKey: RequestApiKey | null;
  }
}

const keyHeader = (request: FastifyRequest) => {
  const header = request.headers[API_KEY_HEADER];
  return (Array.isArray(header) ? header[0] : header)?.trim() || null;
};

/** Whether a URL is one an API key opens: the professionals' API, and nothing else. */
export const keyOpens = (url: string) => url.startsWith(`${API_V1_PREFIX}/`);

/**
 * API keys are the credential of an organisation's software, for /api/v1 only (ADR 065):
 * never a session of their creator on the site's routes, so a key leaked from an
 * integrator's configuration cannot link accounts, mint keys, invite members, change
 * settings or pay. Anywhere else a request carrying a key is refused before anything is
 * read, whatever its other headers: a key is never silently ignored either, so the
 * integrator learns at once where it goes.
 */
export default fp(
  async (app) => {
    const ApiKey = apiKeyModel(app.mongoose.connection);
    const limit = app.config.API_KEY_RATE_LIMIT_PER_MINUTE;
    app.decorateRequest('apiKey', null);

    app.addHook('onRequest', async (request) => {
      if (request.headers[API_KEY_HEADER] !== undefined && !keyOpens(request.url))
        throw forbidden(KEY_OUTSIDE_API);
    });

    /**
     * One budget per key, counted in MongoDB so that it holds across every API instance,
     * told on every answer (RateLimit-*, seconds until the window resets); over it, 429
     * `rate_limited` with Retry-After. Counted before anything else the route checks:
     * refused calls spend the budget too.
     */
    async function spendBudget(keyId: string, reply: FastifyReply) {
      const { current, ttl } = await countRequest(
        app.mongoose.connection,
        `api-key:${keyId}`,
        RATE_WINDOW_MS,
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
    }

    app.decorate('authenticateApiKey', async (request: FastifyRequest, reply: FastifyReply) => {
      const secret = keyHeader(request);
      if (!secret) throw apiError(401, 'api_key_required', 'Clé d’API requise (en-tête X-Api-Key)');
      const key = await ApiKey.findOne({ hash: hashToken(secret) }).lean();
      if (!key || key.revoked)
        throw apiError(401, 'api_key_invalid', 'Clé d’API invalide ou révoquée');
      await spendBudget(String(key._id), reply);
      const session = await app.sessions.sessionFor(String(key.account));
      if (!session) throw apiError(401, 'api_key_invalid', 'Clé d’API invalide ou révoquée');
      const plan = session.organisation?.subscription_plan;
      if (
        !plan ||
        !hasFeature(plan, 'use_api') ||
        session.organisation?.id !== String(key.organisation)
      ) {
        throw apiError(
          403,
          'api_not_in_plan',
          'Votre formule ne donne plus accès à l’API : les clés d’API sont suspendues',
        );
      }
      const now = new Date();
      if (!key.last_used || now.getTime() - key.last_used.getTime() > LAST_USED_PRECISION_MS) {
        await ApiKey.updateOne({ _id: key._id }, { $set: { last_used: now } });
      }
      // keys made before ADR 049 have neither field (lean reads skip defaults): live, complete
      request.apiKey = {
        id: String(key._id),
        mode: key.mode ?? 'live',
        scope: key.scope ?? 'full',
      };
      request.session = session;
    });
  },
  { name: 'api-keys', dependencies: ['auth', 'sessions', 'mongoose'] },
);
