import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '@ped/domain';
import { Type } from '@sinclair/typebox';
import { accountModel } from '../../models/account';
import { createAccountToken, setPasswordFromLink } from '../../lib/account-tokens';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { throttle } from '../../lib/throttle';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { passwordResetMail } from '../../mail/account';
import { Email, IssuedSessionSchema, MailToken, NewPassword } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';

const FORGOT_MESSAGE =
  'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé';

/** Forgotten password (single-use link valid 1 h) and password change. */
const password: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const appUrl = app.config.PUBLIC_APP_URL.replace(/\/$/, '');
  const windowMs = app.config.SIGNIN_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
  const forgotThrottle = throttle(app, 'Trop de demandes de réinitialisation', [
    {
      name: 'forgot-ip',
      max: app.config.SIGNIN_RATE_LIMIT_PER_IP,
      windowMs,
      key: (request) => request.ip,
    },
    {
      // per e-mail (not per IP): the mail goes to the account holder, whoever asks, so this
      // bounds what anyone can send to one inbox
      name: 'forgot-email',
      max: app.config.SIGNIN_RATE_LIMIT_PER_EMAIL,
      windowMs,
      key: (request) => normaliseEmail(String((request.body as { email?: unknown }).email ?? '')),
    },
  ]);

  app.post(
    '/account/password/forgot',
    {
      preHandler: forgotThrottle,
      schema: {
        tags: ['compte'],
        summary:
          'Mot de passe oublié : envoie un lien de réinitialisation (même réponse que le compte existe ou non)',
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const account = await Account.findOne({ email: normaliseEmail(request.body.email) }).lean();
      if (account) {
        const token = await createAccountToken(
          app.mongoose.connection,
          account._id,
          'password_reset',
        );
        await app.mailer.send({
          to: account.email,
          ...passwordResetMail(
            `${appUrl}${PRO_ACCOUNT_PATHS.forgotPassword}?reinitialisation=${token}`,
          ),
        });
      }
      return ok(null, FORGOT_MESSAGE);
    },
  );

  app.post(
    '/account/password/reset',
    {
      schema: {
        tags: ['compte'],
        summary: 'Choisir un nouveau mot de passe avec le lien reçu (usage unique, 1 h)',
        body: Type.Object(
          { token: MailToken, password: NewPassword },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Object({ email: Type.String() })), ...errorResponses(400) },
      },
    },
    async (request) => {
      const { token, password } = request.body;
      const account = await setPasswordFromLink(
        app.mongoose.connection,
        token,
        'password_reset',
        password,
      );
      if (!account) throw badRequest('Lien de réinitialisation invalide ou expiré');
      await app.sessions.revokeAll(account.id);
      return ok({ email: account.email }, 'Mot de passe modifié, vous pouvez vous connecter');
    },
  );

  app.post(
    '/account/password',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary: 'Changer son mot de passe (les autres sessions sont fermées)',
        security: [{ bearerAuth: [] }],
        body: Type.Object(
          {
            current: Type.String({
              minLength: 1,
              maxLength: 200,
              errorMessage: 'Le mot de passe actuel est requis',
            }),
            next: NewPassword,
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const account = await Account.findById(session.account_id).select('+password_hash').lean();
      if (!account) throw unauthorized('Compte introuvable');
      if (!(await verifyPassword(account.password_hash, request.body.current)))
        throw badRequest('Mot de passe actuel incorrect');
      await Account.updateOne(
        { _id: account._id },
        { $set: { password_hash: await hashPassword(request.body.next) } },
      );
      await app.sessions.revokeAll(String(account._id));
      const issued = await app.sessions.signIn(reply, String(account._id), {
        impersonatedBy: session.impersonated_by,
        ssoProvider: session.sso_provider,
      });
      return ok(issued, 'Mot de passe modifié');
    },
  );
};

export default password;
