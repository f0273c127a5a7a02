import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseEmail, canInvite, quotaMessage, roleLabel, type Session } from '@ped/domain';
import { accountModel } from '../../models/account';
import { accountTokenModel } from '../../models/account-token';
import { createAccountToken } from '../../lib/account-tokens';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-errors';
import { invitationMail } from '../../mail/account';
import { Email } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { isDuplicateKey } from '../../lib/mongo-errors';

const UserSchema = Type.Object({
  email: Type.String(),
  role: Type.Union([Type.Literal('owner'), Type.Literal('member')]),
  role_label: Type.Union([Type.Literal('Administrateur'), Type.Literal('Collaborateur')]),
  validated: Type.Boolean(),
  /** invited, has not chosen a password yet */
  pending: Type.Boolean(),
  created: Type.String(),
});

const EmailBody = Type.Object({ email: Email }, { additionalProperties: false });
const bearer = [{ bearerAuth: [] }];

type ProSession = Session & { organisation: NonNullable<Session['organisation']> };

/**
 * docs/product.md §7.5: the members of the caller's organisation. Everyone in it sees the list;
 * only the owner (Administrateur) invites and removes, within the plan's user quota.
 */
const users: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const AccountToken = accountTokenModel(app.mongoose.connection);
  const appUrl = app.config.PUBLIC_APP_URL.replace(/\/$/, '');

  /** The caller's session as stored now (role and plan may have changed since the token). */
  async function professional(session: Session | null): Promise<ProSession> {
    const current = session && (await app.sessions.sessionFor(session.account_id));
    if (!current) throw unauthorized('Compte introuvable');
    if (!current.organisation) throw forbidden('Réservé aux comptes professionnels');
    return current as ProSession;
  }

  async function owner(session: Session | null): Promise<ProSession> {
    const current = await professional(session);
    if (current.role !== 'owner')
      throw forbidden('Seul l’Administrateur du compte peut gérer les collaborateurs');
    if (!current.validated)
      throw forbidden('Validez votre adresse e-mail avant de gérer les collaborateurs');
    return current;
  }

  app.get(
    '/users/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['utilisateurs'],
        summary: 'Les utilisateurs de mon organisation',
        security: bearer,
        response: { 200: Envelope(Type.Array(UserSchema)), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { organisation } = await professional(request.session);
      const members = await Account.find({ organisation: organisation.id })
        .select('+password_hash')
        .sort({ created: 1 })
        .lean();
      return ok(
        members.map((member) => {
          const role = member.role === 'owner' ? 'owner' : 'member';
          return {
            email: member.email,
            role,
            role_label: roleLabel(role),
            validated: member.validated,
            pending: !member.password_hash,
            created: member.created.toISOString(),
          } as const;
        }),
        `${members.length} utilisateur(s)`,
      );
    },
  );

  app.post(
    '/users/invit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['utilisateurs'],
        summary:
          'Inviter un collaborateur par e-mail (Administrateur, dans la limite de la formule)',
        security: bearer,
        body: EmailBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const { organisation, account: inviter } = await owner(request.session);
      const email = normaliseEmail(request.body.email);
      if (await Account.exists({ email }))
        throw conflict('Un compte existe déjà avec cette adresse e-mail');
      // Invited people count from the invitation on (domain rule canInvite).
      const count = await Account.countDocuments({ organisation: organisation.id });
      if (!canInvite(organisation.subscription_plan, count))
        throw conflict(
          `${quotaMessage(organisation.subscription_plan)} : passez à une formule supérieure pour inviter d’autres collaborateurs`,
        );
      let invited;
      try {
        invited = await Account.create({ email, role: 'member', organisation: organisation.id });
      } catch (error) {
        if (isDuplicateKey(error))
          throw conflict('Un compte existe déjà avec cette adresse e-mail');
        throw error;
      }
      const token = await createAccountToken(app.mongoose.connection, invited._id, 'invitation');
      await app.mailer.send({
        to: email,
        ...invitationMail(
          `${appUrl}${PRO_ACCOUNT_PATHS.signup}?invitation=${token}`,
          organisation.name,
          inviter,
        ),
      });
      return ok(null, `Invitation envoyée à ${email}`);
    },
  );

  app.post(
    '/users/remove',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['utilisateurs'],
        summary: 'Retirer un collaborateur de l’organisation (Administrateur)',
        security: bearer,
        body: EmailBody,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { organisation } = await owner(request.session);
      const email = normaliseEmail(request.body.email);
      const member = await Account.findOne({ email, organisation: organisation.id }).lean();
      if (!member)
        throw notFound('Aucun utilisateur de votre organisation ne porte cette adresse e-mail');
      if (member.role === 'owner')
        throw forbidden('L’Administrateur du compte ne peut pas être retiré');
      await Account.deleteOne({ _id: member._id });
      await Account.updateMany(
        { linked_accounts: member._id },
        { $pull: { linked_accounts: member._id } },
      );
      await AccountToken.deleteMany({ account: member._id });
      await app.sessions.revokeAll(String(member._id));
      return ok(null, `${email} a été retiré de votre organisation`);
    },
  );
};

export default users;
