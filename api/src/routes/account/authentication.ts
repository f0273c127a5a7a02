import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '@ped/domain';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { accountModel } from '../../models/account';
import { verifyPassword } from '../../lib/passwords';
import { throttle } from '../../lib/throttle';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import {
  AccountPayloadSchema,
  Email,
  IssuedSessionSchema,
  SessionSchema,
} from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { accountPayload } from './account-payload';

const Credentials = Type.Object(
  {
    email: Email,
    password: Type.String({
      minLength: 1,
      maxLength: 200,
      errorMessage: 'Le mot de passe est requis',
    }),
  },
  { additionalProperties: false },
);
const NoBody = Type.Object({}, { additionalProperties: false });
/** Calls without a body (refresh, logout) are checked as an empty object, so extra fields are still refused. */
const bodyOrEmpty = async (request: FastifyRequest) => {
  request.body ??= {};
};
const bearer = [{ bearerAuth: [] }];

const bodyEmail = (request: FastifyRequest) =>
  normaliseEmail(String((request.body as { email?: unknown } | undefined)?.email ?? ''));

/**
 * Signing in and out, the refresh cookie, the session check, and switching between the
 * accounts a person may use.
 */
const authentication: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const windowMs = app.config.SIGNIN_RATE_LIMIT_WINDOW_MINUTES * 60 * 1000;
  // Per IP stops one machine from trying many accounts; per e-mail *from that IP* stops it
  // hammering one account. Not per e-mail alone: a stranger could then lock the owner of the
  // right password out of their own account (issue 16, finding 6; docs/security.md).
  const signInThrottle = throttle(app, 'Trop de tentatives de connexion', [
    {
      name: 'signin-ip',
      max: app.config.SIGNIN_RATE_LIMIT_PER_IP,
      windowMs,
      key: (request) => request.ip,
    },
    {
      name: 'signin-email-ip',
      max: app.config.SIGNIN_RATE_LIMIT_PER_EMAIL,
      windowMs,
      key: (request) => `${bodyEmail(request)}|${request.ip}`,
    },
  ]);

  /** The account whose password this is, or a 401 that does not say which part was wrong. */
  async function checkCredentials(email: string, password: string) {
    const account = await Account.findOne({ email: normaliseEmail(email) })
      .select('+password_hash')
      .lean();
    if (!(await verifyPassword(account?.password_hash, password)) || !account)
      throw unauthorized('Adresse e-mail ou mot de passe incorrect');
    return account;
  }

  app.post(
    '/account/auth',
    {
      preHandler: signInThrottle,
      schema: {
        tags: ['compte'],
        summary: 'Se connecter : jeton d’accès (15 min) et cookie de renouvellement',
        body: Credentials,
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const account = await checkCredentials(request.body.email, request.body.password);
      const issued = await app.sessions.signIn(reply, String(account._id));
      return ok(
        issued,
        account.validated
          ? 'Connexion réussie'
          : 'Connexion réussie : validez votre adresse e-mail pour accéder à votre espace',
      );
    },
  );

  app.post(
    '/account/refresh-token',
    {
      preValidation: bodyOrEmpty,
      schema: {
        tags: ['compte'],
        summary: 'Renouveler le jeton d’accès à partir du cookie (qui est remplacé)',
        body: NoBody,
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => ok(await app.sessions.refresh(request, reply), 'Session renouvelée'),
  );

  app.post(
    '/account/logout',
    {
      preValidation: bodyOrEmpty,
      schema: {
        tags: ['compte'],
        summary: 'Se déconnecter : révoque le cookie de renouvellement',
        body: NoBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await app.sessions.signOut(request, reply, { endAccess: true });
      return ok(null, 'Vous êtes déconnecté');
    },
  );

  app.get(
    '/account/session',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary: 'Vérifier la session : la session actuelle, relue en base',
        security: bearer,
        response: { 200: Envelope(SessionSchema), ...errorResponses(401) },
      },
    },
    async (request) => {
      const current = request.session!;
      const session = await app.sessions.sessionFor(current.account_id, {
        impersonatedBy: current.impersonated_by,
        ssoProvider: current.sso_provider,
      });
      if (!session) throw unauthorized('Compte introuvable');
      return ok(session, 'Session active');
    },
  );

  app.post(
    '/account/auth/switch',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary:
          'Passer sur un autre compte : compte associé, retour à son compte d’administrateur, ou « Se Connecter » d’un administrateur',
        security: bearer,
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = request.session!;
      const target = await Account.findOne({ email: normaliseEmail(request.body.email) }).lean();
      if (!target) throw notFound('Compte introuvable');
      if (String(target._id) === caller.account_id)
        throw badRequest('Vous utilisez déjà ce compte');

      // The admin behind this session: the caller, or whoever is logged in as the caller.
      const adminEmail = caller.impersonated_by ?? (caller.is_admin ? caller.account : null);
      const admin = adminEmail
        ? await Account.findOne({ email: adminEmail, is_admin: true }).lean()
        : null;
      const self = await Account.findById(caller.account_id).lean();
      let impersonatedBy: string | null;
      if (admin && String(admin._id) === String(target._id)) impersonatedBy = null;
      // an admin's rights are never borrowed, as in 'Se Connecter': staff act under their own name
      else if (admin && target.is_admin)
        throw forbidden('Impossible de se connecter en tant qu’administrateur');
      else if (admin) impersonatedBy = admin.email;
      else if (self?.linked_accounts.some((id) => String(id) === String(target._id)))
        impersonatedBy = null;
      else throw forbidden('Vous n’avez pas accès à ce compte');

      await app.sessions.signOut(request, reply);
      const issued = await app.sessions.signIn(reply, String(target._id), { impersonatedBy });
      return ok(issued, `Vous utilisez maintenant le compte ${target.email}`);
    },
  );

  app.post(
    '/account/link',
    {
      preHandler: [app.authenticate, signInThrottle],
      schema: {
        tags: ['compte'],
        summary:
          'Associer un autre de ses comptes (prouvé par son mot de passe) pour passer de l’un à l’autre',
        security: bearer,
        body: Credentials,
        response: { 200: Envelope(AccountPayloadSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const callerId = request.session!.account_id;
      const other = await checkCredentials(request.body.email, request.body.password);
      if (String(other._id) === callerId) throw badRequest('Ce compte est celui que vous utilisez');
      const self = await Account.findById(callerId).lean();
      if (!self) throw unauthorized('Compte introuvable');
      if (self.linked_accounts.some((id) => String(id) === String(other._id)))
        throw conflict('Ces comptes sont déjà associés');
      await Account.updateOne({ _id: self._id }, { $addToSet: { linked_accounts: other._id } });
      await Account.updateOne({ _id: other._id }, { $addToSet: { linked_accounts: self._id } });
      return ok(
        (await accountPayload(app.mongoose.connection, callerId))!,
        `Compte ${other.email} associé`,
      );
    },
  );

  // Links made before ADR 065 may come from a leaked API key (it linked the key's creator
  // to a stranger's account without the creator's password): nothing tells them apart, so
  // every link is listed in Mon compte and each side may end it, without a password.
  app.post(
    '/account/unlink',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['compte'],
        summary: 'Dissocier un compte associé : ni l’un ni l’autre ne peut plus passer sur l’autre',
        security: bearer,
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Envelope(AccountPayloadSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const callerId = request.session!.account_id;
      const other = await Account.findOne({ email: normaliseEmail(request.body.email) }).lean();
      const self = await Account.findById(callerId).lean();
      if (!self) throw unauthorized('Compte introuvable');
      if (!other || !self.linked_accounts.some((id) => String(id) === String(other._id)))
        throw notFound('Ce compte n’est pas associé au vôtre');
      await Account.updateOne({ _id: self._id }, { $pull: { linked_accounts: other._id } });
      await Account.updateOne({ _id: other._id }, { $pull: { linked_accounts: self._id } });
      return ok(
        (await accountPayload(app.mongoose.connection, callerId))!,
        `Compte ${other.email} dissocié`,
      );
    },
  );
};

export default authentication;
