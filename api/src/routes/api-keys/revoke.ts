import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Types } from 'mongoose';
import { ApiKeySchema } from '@ped/schemas';
import { apiKeyModel } from '../../models/api-key';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { assertFeature, callerOrganisation } from '../../services/organisations/access';
import { forbidden, notFound } from '../../lib/http-errors';
import { viewKeys } from './view';

const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

const KEY_NOT_FOUND = 'Clé d’API introuvable';

/**
 * DELETE /account/api-keys/:id: the owner or the key's creator revokes it; it stays listed
 * for the record and is refused from the next request on (keys are re-read every time).
 */
const revokeApiKey: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/account/api-keys/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        summary: 'Révoquer une clé d’API : elle n’est plus acceptée',
        params: IdParams,
        response: { 200: Envelope(ApiKeySchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { organisation, plan, session } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      if (!Types.ObjectId.isValid(request.params.id)) throw notFound(KEY_NOT_FOUND);
      const key = await apiKeyModel(app.mongoose.connection).findOne({
        _id: request.params.id,
        organisation: organisation._id,
      });
      if (!key) throw notFound(KEY_NOT_FOUND);
      if (session.role !== 'owner' && String(key.account) !== session.account_id) {
        throw forbidden(
          'Seuls l’administrateur du compte et l’auteur de la clé peuvent la révoquer',
        );
      }
      if (!key.revoked) {
        key.revoked = new Date();
        await key.save();
      }
      const [revoked] = await viewKeys(app, [key.toObject()]);
      if (!revoked) throw notFound(KEY_NOT_FOUND);
      return ok(revoked, 'Clé révoquée : elle n’est plus acceptée');
    },
  );
};

export default revokeApiKey;
