import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Types } from 'mongoose';
import { apiKeyModel, API_KEY_PREFIX, type ApiKey } from '../../models/api-key';
import { accountModel } from '../../models/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { assertFeature, callerOrganisation } from '../../services/organisations/access';
import { forbidden, notFound } from '../../lib/http-errors';
import { hashToken, newToken } from '../../lib/tokens';

const ApiKeyView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  prefix: Type.String(),
  created_by: Type.String(),
  created: Type.String({ format: 'date-time' }),
  last_used: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  revoked: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

const CreateBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 80,
      // a name of spaces alone is no name (trimmed, it was stored empty: 500)
      pattern: '\\S',
      errorMessage: 'Donnez un nom à la clé (80 caractères au plus)',
    }),
  },
  { additionalProperties: false },
);
const IdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);

const PREFIX_LENGTH = API_KEY_PREFIX.length + 6;

/**
 * API keys of the organisation (Paramètres), for plans with use_api: create (the secret
 * is in the answer once), list, revoke. Any member creates keys acting as themselves; the
 * owner or the key's creator revokes it.
 */
const apiKeys: FastifyPluginAsyncTypebox = async (app) => {
  const ApiKeys = apiKeyModel(app.mongoose.connection);
  const Accounts = accountModel(app.mongoose.connection);

  const viewOf = (key: ApiKey, creator: string) => ({
    id: String(key._id),
    name: key.name,
    prefix: key.prefix,
    created_by: creator,
    created: key.created.toISOString(),
    last_used: key.last_used?.toISOString() ?? null,
    revoked: key.revoked?.toISOString() ?? null,
  });

  async function view(keys: ApiKey[]) {
    const creators = await Accounts.find(
      { _id: { $in: keys.map((k) => k.account) } },
      { email: 1 },
    ).lean();
    const emails = new Map(creators.map((a) => [String(a._id), a.email]));
    return keys.map((key) => viewOf(key, emails.get(String(key.account)) ?? ''));
  }

  app.get(
    '/account/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        response: { 200: Envelope(Type.Array(ApiKeyView)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organisation, plan } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      const keys = await ApiKeys.find({ organisation: organisation._id })
        .sort({ created: -1 })
        .lean<ApiKey[]>();
      return ok(await view(keys), 'Clés d’API');
    },
  );

  app.post(
    '/account/api-keys',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        body: CreateBody,
        response: {
          201: Envelope(Type.Object({ key: ApiKeyView, secret: Type.String() })),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { organisation, plan, session } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      const { token } = newToken();
      const secret = `${API_KEY_PREFIX}${token}`;
      const created = await ApiKeys.create({
        name: request.body.name.trim(),
        prefix: secret.slice(0, PREFIX_LENGTH),
        hash: hashToken(secret),
        account: new Types.ObjectId(session.account_id),
        organisation: organisation._id,
      });
      const key = viewOf(created.toObject(), session.account);
      return reply
        .status(201)
        .send(ok({ key, secret }, 'Clé créée : copiez-la maintenant, elle ne sera plus affichée'));
    },
  );

  app.delete(
    '/account/api-keys/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['clés d’API'],
        params: IdParams,
        response: { 200: Envelope(ApiKeyView), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { organisation, plan, session } = await callerOrganisation(app, request.session);
      assertFeature(plan, 'use_api');
      if (!Types.ObjectId.isValid(request.params.id)) throw notFound('Clé d’API introuvable');
      const key = await ApiKeys.findOne({ _id: request.params.id, organisation: organisation._id });
      if (!key) throw notFound('Clé d’API introuvable');
      if (session.role !== 'owner' && String(key.account) !== session.account_id) {
        throw forbidden(
          'Seuls l’administrateur du compte et l’auteur de la clé peuvent la révoquer',
        );
      }
      if (!key.revoked) {
        key.revoked = new Date();
        await key.save();
      }
      const [revoked] = await view([key.toObject()]);
      if (!revoked) throw notFound('Clé d’API introuvable');
      return ok(revoked, 'Clé révoquée : elle n’est plus acceptée');
    },
  );
};

export default apiKeys;
