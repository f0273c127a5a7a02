import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normaliseEmail } from '@ped/domain';
import { Type } from '@sinclair/typebox';
import { accountModel } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import {
  consumeAccountToken,
  createAccountToken,
  peekAccountToken,
  setPasswordFromLink,
} from '../../lib/account-tokens';
import { hashPassword } from '../../lib/passwords';
import { throttle } from '../../lib/throttle';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { validationMail } from '../../mail/account';
import { Email, IssuedSessionSchema, MailToken, NewPassword } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { PRO_ACCOUNT_PATHS } from '@ped/contracts/paths';
import { isDuplicateKey } from '../../lib/mongo-errors';

const DUPLICATE_EMAIL = 'Un compte existe déjà avec cette adresse e-mail';

const CreateAccountBody = Type.Object(
  {
    email: Email,
    password: NewPassword,
    organisation: Type.String({
      minLength: 2,
      maxLength: 120,
      errorMessage: 'Le nom de votre société doit contenir entre 2 et 120 caractères',
    }),
  },
  { additionalProperties: false },
);

/**
 * Registration: a professional creates an account and its organisation (plan free), then
 * validates the e-mail; an admin may validate in their place; an invited collaborateur
 * sets a password.
 */
const INVITATION_INVALID =
  'Invitation invalide ou expirée : demandez-en une nouvelle à l’administrateur du compte';

const registration: FastifyPluginAsyncTypebox = async (app) => {
  const Account = accountModel(app.mongoose.connection);
  const Organisation = organisationModel(app.mongoose.connection);
  const appUrl = app.config.PUBLIC_APP_URL.replace(/\/$/, '');
  // each creation sends a mail to the address given: one machine may not spray an inbox
  const signUpThrottle = throttle(app, 'Trop de comptes créés depuis cette adresse', [
    {
      name: 'signup-ip',
      max: app.config.SIGNUP_RATE_LIMIT_PER_IP,
      windowMs: 60 * 60 * 1000,
      key: (request) => request.ip,
    },
  ]);

  app.post(
    '/account/',
    {
      preHandler: signUpThrottle,
      schema: {
        tags: ['compte'],
        summary: 'Créer un compte professionnel et son organisation (formule Gratuit)',
        body: CreateAccountBody,
        response: {
          200: Envelope(Type.Object({ email: Type.String() })),
          ...errorResponses(400, 409, 429),
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      if (await Account.exists({ email })) throw conflict(DUPLICATE_EMAIL);
      const organisation = await Organisation.create({
        name: request.body.organisation.trim(),
        subscription_plan: 'free',
      });
      let accountId: string;
      try {
        const account = await Account.create({
          email,
          password_hash: await hashPassword(request.body.password),
          role: 'owner',
          organisation: organisation._id,
        });
        accountId = String(account._id);
      } catch (error) {
        await Organisation.deleteOne({ _id: organisation._id });
        if (isDuplicateKey(error)) throw conflict(DUPLICATE_EMAIL);
        throw error;
      }
      const token = await createAccountToken(app.mongoose.connection, accountId, 'validation');
      await app.mailQueue.send({
        to: email,
        ...validationMail(`${appUrl}${PRO_ACCOUNT_PATHS.login}?validation=${token}`),
      });
      return ok({ email }, 'Compte créé : consultez vos e-mails pour valider votre adresse');
    },
  );

  app.post(
    '/account/validate',
    {
      schema: {
        tags: ['compte'],
        summary: 'Valider l’adresse e-mail avec le lien reçu (usage unique, 7 jours)',
        body: Type.Object({ token: MailToken }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Object({ email: Type.String() })), ...errorResponses(400) },
      },
    },
    async (request) => {
      const accountId = await consumeAccountToken(
        app.mongoose.connection,
        request.body.token,
        'validation',
      );
      const account = accountId
        ? await Account.findByIdAndUpdate(
            accountId,
            { $set: { validated: true } },
            { new: true },
          ).lean()
        : null;
      if (!account) throw badRequest('Lien de validation invalide ou expiré');
      return ok({ email: account.email }, 'Adresse e-mail validée, vous pouvez vous connecter');
    },
  );

  app.post(
    '/account/validate/admin',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['compte', 'administration'],
        summary: 'Valider un compte à la place de son titulaire (administrateurs)',
        security: [{ bearerAuth: [] }],
        body: Type.Object({ email: Email }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ email: Type.String() })),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const account = await Account.findOneAndUpdate(
        { email: normaliseEmail(request.body.email) },
        { $set: { validated: true } },
        { new: true },
      ).lean();
      if (!account) throw notFound('Compte introuvable');
      return ok({ email: account.email }, `Compte ${account.email} validé`);
    },
  );

  app.get(
    '/account/invitation',
    {
      schema: {
        tags: ['compte', 'utilisateurs'],
        summary: 'L’invitation d’un lien e-mailé : l’adresse invitée et son organisation',
        querystring: Type.Object({ token: MailToken }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ email: Type.String(), organisation: Type.String() })),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request) => {
      const accountId = await peekAccountToken(
        app.mongoose.connection,
        request.query.token,
        'invitation',
      );
      const account = accountId ? await Account.findById(accountId).lean() : null;
      const organisation = account?.organisation
        ? await Organisation.findById(account.organisation, { name: 1 }).lean()
        : null;
      if (!account || !organisation) throw notFound(INVITATION_INVALID);
      return ok(
        { email: account.email, organisation: organisation.name },
        `Invitation de ${organisation.name}`,
      );
    },
  );

  app.post(
    '/account/invitation/accept',
    {
      schema: {
        tags: ['compte', 'utilisateurs'],
        summary:
          'Accepter une invitation : choisir son mot de passe, rejoindre l’organisation et être connecté',
        body: Type.Object(
          { token: MailToken, password: NewPassword },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(IssuedSessionSchema), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const account = await setPasswordFromLink(
        app.mongoose.connection,
        token,
        'invitation',
        password,
      );
      if (!account) throw badRequest(INVITATION_INVALID);
      // the link proved the mailbox and the password is new: the collaborator is in at once
      const issued = await app.sessions.signIn(reply, account.id);
      const name = issued.session.organisation?.name;
      return ok(issued, name ? `Bienvenue dans ${name} !` : 'Invitation acceptée');
    },
  );
};

export default registration;
