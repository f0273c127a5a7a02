import fp from 'fastify-plugin';
import {
  hasFeature,
  INSUFFICIENT_SCOPE,
  scopeAllows,
  type ApiKeyMode,
  type ApiKeyScope,
} from '@ped/domain';
import { apiKeyModel } from '../../models/api-key';
import { hashToken } from '../../lib/tokens';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { API_V1_PREFIX } from '../../services/integrations/order-view';

export const API_KEY_HEADER = 'x-api-key';
/** last_used is a hint for people, not an audit log: writing it at most once a minute is enough */
const LAST_USED_PRECISION_MS = 60_000;

/** The key a request was authenticated with: what /api/v1 counts, filters and allows by. */
export interface RequestApiKey {
  id: string;
  mode: ApiKeyMode;
  scope: ApiKeyScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the API key that authenticated the request, null for any other credential */
    apiKey: RequestApiKey | null;
  }
}

const TEST_KEY_OUTSIDE_API = `Une clé de test ne s’utilise qu’avec l’API des professionnels (${API_V1_PREFIX})`;

/**
 * Lets `X-Api-Key: ped_...` authenticate a request with the rights of the account that
 * created the key, as long as the key is not revoked and the organisation's plan still has
 * use_api. Plugged into auth through its session-reader extension point, so every guard
 * (authenticate, identify) accepts it; a Bearer access token still wins when both are sent.
 * A read-only key only reads, wherever it is sent; a test key only opens /api/v1, the one
 * place that keeps test orders apart from real ones (docs/decisions/049-api-keys-scopes-test-mode.md).
 */
export default fp(
  async (app) => {
    const ApiKey = apiKeyModel(app.mongoose.connection);
    app.decorateRequest('apiKey', null);
    app.addSessionReader(async (request) => {
      const header = request.headers[API_KEY_HEADER];
      const secret = Array.isArray(header) ? header[0] : header;
      if (!secret) return null;
      const key = await ApiKey.findOne({ hash: hashToken(secret.trim()) }).lean();
      if (!key || key.revoked) throw unauthorized('Clé d’API invalide ou révoquée');
      const session = await app.sessions.sessionFor(String(key.account));
      if (!session) throw unauthorized('Clé d’API invalide ou révoquée');
      const plan = session.organisation?.subscription_plan;
      if (
        !plan ||
        !hasFeature(plan, 'use_api') ||
        session.organisation?.id !== String(key.organisation)
      ) {
        throw forbidden(
          'Votre formule ne donne plus accès à l’API : les clés d’API sont suspendues',
        );
      }
      // keys made before ADR 049 have neither field (lean reads skip defaults): live, complete
      const apiKey: RequestApiKey = {
        id: String(key._id),
        mode: key.mode ?? 'live',
        scope: key.scope ?? 'full',
      };
      // /api/v1 counts the request against the key's limit first, then checks its scope itself
      if (!request.url.startsWith(`${API_V1_PREFIX}/`)) {
        if (!scopeAllows(apiKey.scope, request.method)) throw forbidden(INSUFFICIENT_SCOPE);
        if (apiKey.mode === 'test') throw forbidden(TEST_KEY_OUTSIDE_API);
      }
      const now = new Date();
      if (!key.last_used || now.getTime() - key.last_used.getTime() > LAST_USED_PRECISION_MS) {
        await ApiKey.updateOne({ _id: key._id }, { $set: { last_used: now } });
      }
      request.apiKey = apiKey;
      return session;
    });
  },
  { name: 'api-keys', dependencies: ['auth', 'sessions', 'mongoose'] },
);
