import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Types } from 'mongoose';
import { API_KEYS_PER_MODE_MAX, apiKeyCapMessage, apiKeySecretPrefix } from '@ped/domain';
import { CreatedApiKeySchema, NewApiKeySchema } from '@ped/schemas';
import { apiKeyModel } from '../../models/api-key';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { assertFeature, callerOrganisation } from '../../services/organisations/access';
import { hashToken, newToken } from '../../lib/tokens';
import { conflict } from '../../lib/http-errors';
import { viewOf } from './view';

/** what the list shows of a secret: its mode prefix and 6 characters, never enough to use it */
const SHOWN_CHARACTERS = 6;

/**
 * POST /account/api-keys: any member, signed in, creates a key for the organisation's
 * software, for production or test, complete or read-only; API_KEYS_PER_MODE_MAX active keys
 * per mode at most. The secret is in this answer only: it is stored hashed.
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
        response: { 201: Envelope(CreatedApiKeySchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { organisation, plan, session } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      const { name, mode = 'live', scope = 'full' } = request.body;
      const ApiKey = apiKeyModel(app.mongoose.connection);
      // keys made before ADR 049 have no mode: they are live
      const sameMode = {
        organisation: organisation._id,
        revoked: null,
        mode: mode === 'live' ? { $in: ['live', null] } : mode,
      };
      if ((await ApiKey.countDocuments(sameMode)) >= API_KEYS_PER_MODE_MAX)
        throw conflict(apiKeyCapMessage(mode));
      const prefix = apiKeySecretPrefix(mode);
      const secret = `${prefix}${newToken().token}`;
      const created = await ApiKey.create({
        name: name.trim(),
        prefix: secret.slice(0, prefix.length + SHOWN_CHARACTERS),
        hash: hashToken(secret),
        mode,
        scope,
        account: new Types.ObjectId(session.account_id),
        organisation: organisation._id,
      });
      // two creations at once may both have counted below the cap: the keys beyond it, in
      // creation order, are taken back (no transaction needed, and nobody saw their secret)
      const kept = await ApiKey.find(sameMode, { _id: 1 })
        .sort({ _id: 1 })
        .limit(API_KEYS_PER_MODE_MAX)
        .lean();
      if (!kept.some(({ _id }) => _id.equals(created._id))) {
        await ApiKey.deleteOne({ _id: created._id });
        throw conflict(apiKeyCapMessage(mode));
      }
      const key = viewOf(created.toObject(), session.account);
      return reply
        .status(201)
        .send(ok({ key, secret }, 'Clé créée : copiez-la maintenant, elle ne sera plus affichée'));
    },
  );
};

export default createApiKey;
