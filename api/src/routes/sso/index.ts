import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '@ped/domain';
import { Type } from '@sinclair/typebox';
import { accountModel } from '../../models/account';
import { usedPartnerTokenModel } from '../../models/used-partner-token';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import { IssuedSessionSchema } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { parsePartnerSecrets, verifyPartnerToken } from './partner-token';
import { isDuplicateKey } from '../../lib/mongo-errors';

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
 * Partner single sign-on (docs/product.md §2.4, /sso): a partner network sends its agent here with a
 * token it signed; we find or create that person's customer account and open a session
 * marked with the partner, so that orders made in it carry `sso_provider`.
 *
 * A partner vouches only for the accounts it brought (issue 16, finding 2): it may create
 * a customer account, and open again the ones it created; never an account made another
 * way (an admin, a professional, a customer who signed up with a password) nor another
 * partner's. Each token is exchanged once.
 */
const sso: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = parsePartnerSecrets(app.config.SSO_PARTNERS);
  const Account = accountModel(app.mongoose.connection);
  const UsedToken = usedPartnerTokenModel(app.mongoose.connection);

  app.post(
    '/sso/exchange',
    {
      schema: {
        tags: ['compte'],
        summary:
          'Connexion d’un partenaire : échange un jeton signé (HMAC-SHA256) contre une session',
        body: ExchangeBody,
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { partner, token } = request.body;
      const secret = secrets.get(partner);
      if (!secret) throw badRequest('Partenaire inconnu');
      const check = verifyPartnerToken(token, secret, app.config.SSO_TOKEN_MAX_AGE_SECONDS);
      if (!check.ok) throw unauthorized(REFUSALS[check.reason]);

      try {
        await UsedToken.create({
          token_hash: hashToken(token),
          partner,
          expires: new Date(check.payload.exp * 1000),
        });
      } catch (error) {
        if (isDuplicateKey(error))
          throw unauthorized(
            'Jeton de connexion déjà utilisé : reconnectez-vous depuis le site de votre réseau',
          );
        throw error;
      }

      const email = normaliseEmail(check.payload.email);
      // The partner vouches for the address: an account it creates is validated from the start.
      const account = await Account.findOneAndUpdate(
        { email },
        { $setOnInsert: { email, validated: true, sso_partner: partner } },
        { upsert: true, new: true, lean: true },
      );
      if (!account) throw unauthorized('Compte introuvable');
      const partnersOwn =
        account.sso_partner === partner && !account.is_admin && !account.organisation;
      if (!partnersOwn) {
        request.log.warn(
          { partner, account: String(account._id) },
          'SSO refusée : compte non rattaché au partenaire',
        );
        throw forbidden(
          'Ce compte existe déjà sur pré-état daté : connectez-vous avec votre adresse e-mail et votre mot de passe',
        );
      }
      const issued = await app.sessions.signIn(reply, String(account._id), {
        ssoProvider: partner,
      });
      return ok(issued, 'Connexion réussie');
    },
  );
};

export default sso;
