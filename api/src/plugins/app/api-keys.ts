import fp from 'fastify-plugin';
import { hasFeature } from '@ped/domain';
import { apiKeyModel } from '../../models/api-key';
import { hashToken } from '../../lib/tokens';
import { forbidden, unauthorized } from '../../lib/http-errors';

export const API_KEY_HEADER = 'x-api-key';
/** last_used is a hint for people, not an audit log: writing it at most once a minute is enough */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * Lets `X-Api-Key: ped_...` authenticate a request with the rights of the account that
 * created the key, as long as the key is not revoked and the organisation's plan still has
 * use_api. Plugged into auth through its session-reader extension point, so every guard
 * (authenticate, identify) accepts it; a Bearer access token still wins when both are sent.
 */
export default fp(
  async (app) => {
    const ApiKey = apiKeyModel(app.mongoose.connection);
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
      const now = new Date();
      if (!key.last_used || now.getTime() - key.last_used.getTime() > LAST_USED_PRECISION_MS) {
        await ApiKey.updateOne({ _id: key._id }, { $set: { last_used: now } });
      }
      return session;
    });
  },
  { name: 'api-keys', dependencies: ['auth', 'sessions', 'mongoose'] },
);
