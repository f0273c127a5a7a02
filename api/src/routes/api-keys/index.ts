import type { FastifyPluginAsync } from 'fastify';
import listApiKeys from './list';
import createApiKey from './create';
import revokeApiKey from './revoke';
import { named } from '../../lib/named-plugin';

/**
 * API keys of the organisation (Paramètres), for plans with use_api: list, create (the
 * secret is in the answer once), revoke (docs/decisions/049-api-keys-scopes-test-mode.md).
 */
const apiKeys: FastifyPluginAsync = async (app) => {
  await app.register(named(listApiKeys));
  await app.register(named(createApiKey));
  await app.register(named(revokeApiKey));
};

export default apiKeys;
