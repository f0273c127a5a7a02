import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Types } from 'mongoose';
import { apiKeySecretPrefix } from '@ped/domain';
import { CreatedApiKeySchema, NewApiKeySchema } from '@ped/schemas';
import { apiKeyModel } from '../../models/api-key';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { assertFeature, callerOrganisation } from '../../services/organisations/access';
import { hashToken, newToken } from '../../lib/tokens';
import { viewOf } from './view';

/** what the list shows of a secret: its mode prefix and 6 characters, never enough to use it */
const SHOWN_CHARACTERS = 6;

/**
 * POST /account/api-keys: any member creates a key acting as themselves, for production or
 * test, complete or read-only. The secret is in this answer only: it is stored hashed.
 */
const createApiKey: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/account/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        summary: 'Créer une clé d’API (production ou test, complète ou en lecture seule)',
        body: NewApiKeySchema,
        response: { 201: Envelope(CreatedApiKeySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { organisation, plan, session } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      const { name, mode = 'live', scope = 'full' } = request.body;
      const prefix = apiKeySecretPrefix(mode);
      const secret = `${prefix}${newToken().token}`;
      const created = await apiKeyModel(app.mongoose.connection).create({
        name: name.trim(),
        prefix: secret.slice(0, prefix.length + SHOWN_CHARACTERS),
        hash: hashToken(secret),
        mode,
        scope,
        account: new Types.ObjectId(session.account_id),
        organisation: organisation._id,
      });
      const key = viewOf(created.toObject(), session.account);
      return reply
        .status(201)
        .send(ok({ key, secret }, 'Clé créée : copiez-la maintenant, elle ne sera plus affichée'));
    },
  );
};

export default createApiKey;
