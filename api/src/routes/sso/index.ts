import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '@ped/domain';
import { Type } from '@sinclair/typebox';
import { accountModel } from '../../models/account';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { IssuedSessionSchema } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { parsePartnerSecrets, verifyPartnerToken } from './partner-token';

const ExchangeBody = Type.Object(
  {
    partner: Type.String({
      minLength: 1,
      maxLength: 50,
      pattern: '^[a-z0-9-]+$',
      errorMessage: 'Le partenaire est requis',
    }),
    token: Type.String({
      minLength: 1,
      maxLength: 4000,
      errorMessage: 'Le jeton de connexion est requis',
    }),
  },
  { additionalProperties: false },
);

const REFUSALS = {
  malformed: 'Jeton de connexion invalide',
  signature: 'Jeton de connexion invalide',
  expired: 'Jeton de connexion expiré : reconnectez-vous depuis le site de votre réseau',
  'too-long': 'Jeton de connexion invalide : durée de validité trop longue',
} as const;

/**
 * Partner single sign-on (SPEC §2 /sso): a partner network sends its agent here with a
 * token it signed; we find or create that person's customer account and open a session
 * marked with the partner, so that orders made in it carry `sso_provider`.
 */
const sso: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = parsePartnerSecrets(app.config.SSO_PARTNERS);
  const Account = accountModel(app.mongoose.connection);

  app.post(
    '/sso/exchange',
    {
      schema: {
        tags: ['compte'],
        summary:
          'Connexion d’un partenaire : échange un jeton signé (HMAC-SHA256) contre une session',
        body: ExchangeBody,
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { partner, token } = request.body;
      const secret = secrets.get(partner);
      if (!secret) throw badRequest('Partenaire inconnu');
      const check = verifyPartnerToken(token, secret, app.config.SSO_TOKEN_MAX_AGE_SECONDS);
      if (!check.ok) throw unauthorized(REFUSALS[check.reason]);

      const email = normaliseEmail(check.payload.email);
      // The partner vouches for the address: the account is validated from the start.
      const account = await Account.findOneAndUpdate(
        { email },
        { $setOnInsert: { email, validated: true } },
        { upsert: true, new: true, lean: true },
      );
      if (!account) throw unauthorized('Compte introuvable');
      const issued = await app.sessions.signIn(reply, String(account._id), {
        ssoProvider: partner,
      });
      return ok(issued, 'Connexion réussie');
    },
  );
};

export default sso;
