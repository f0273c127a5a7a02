import type { FastifyInstance } from 'fastify';
import { accountModel } from '../src/models/account';
import type { TestMailCatcher } from './helpers/mail-catcher';
import { appWithMailForFile } from './helpers/app-with-mail';
import {
  bearer,
  createAccount,
  createProfessional,
  TEST_PASSWORD,
  tokenFor,
} from './helpers/accounts';

const context = appWithMailForFile();
let app: FastifyInstance;
let catcher: TestMailCatcher;
beforeAll(() => {
  ({ app, catcher } = context);
});

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(token) });
const list = (token: string) =>
  app.inject({ method: 'GET', url: '/users/', headers: bearer(token) });

describe('users of an organisation', () => {
  it('invites a collaborateur who sets a password through the e-mailed link, then appears in the list', async () => {
    const owner = await createProfessional(
      app,
      'patron@invitations.fr',
      'free',
      'Agence Invitations',
    );
    const invited = await post('/users/invit', { email: 'Recrue@Invitations.fr' }, owner.token);
    expect(invited.json()).toEqual({
      success: true,
      message: 'Invitation envoyée à recrue@invitations.fr',
      payload: null,
    });

    const mail = await catcher.waitFor((m) => m.to === 'recrue@invitations.fr');
    expect(mail.subject).toBe('Invitation à rejoindre Agence Invitations');
    expect(mail.text).toContain(
      'patron@invitations.fr vous invite à rejoindre l’Espace Pro de Agence Invitations en tant que Collaborateur.',
    );
    const link = /https:\/\/app\.example\.fr\S+/.exec(mail.text)![0];
    expect(link).toMatch(
      /^https:\/\/app\.example\.fr\/mon-compte-professionnel\/creation\?invitation=[\w-]{43}$/,
    );

    const pending = (await list(owner.token)).json().payload;
    expect(pending).toEqual([
      {
        email: 'patron@invitations.fr',
        role: 'owner',
        role_label: 'Administrateur',
        validated: true,
        pending: false,
        created: expect.any(String),
      },
      {
        email: 'recrue@invitations.fr',
        role: 'member',
        role_label: 'Collaborateur',
        validated: false,
        pending: true,
        created: expect.any(String),
      },
    ]);
    expect(
      (await post('/account/auth', { email: 'recrue@invitations.fr', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);

    const token = new URL(link).searchParams.get('invitation')!;
    expect(
      (await post('/account/invitation/accept', { token, password: 'court' })).statusCode,
    ).toBe(400);
    // the page names the organisation and the invited address before anything is chosen
    const invitation = await app.inject({
      method: 'GET',
      url: `/account/invitation?token=${encodeURIComponent(token)}`,
    });
    expect(invitation.json().payload).toEqual({
      email: 'recrue@invitations.fr',
      organisation: 'Agence Invitations',
    });
    const accepted = await post('/account/invitation/accept', { token, password: TEST_PASSWORD });
    expect(accepted.json()).toMatchObject({
      success: true,
      message: 'Bienvenue dans Agence Invitations !',
      payload: {
        access_token: expect.any(String),
        session: { account: 'recrue@invitations.fr', role: 'member', validated: true },
      },
    });
    // signed in at once: the refresh cookie comes with the answer
    expect(String(accepted.headers['set-cookie'])).toMatch(/=/);
    const invalid =
      'Invitation invalide ou expirée : demandez-en une nouvelle à l’administrateur du compte';
    expect(
      (await post('/account/invitation/accept', { token, password: TEST_PASSWORD })).json(),
    ).toMatchObject({ success: false, message: invalid });
    const used = await app.inject({
      method: 'GET',
      url: `/account/invitation?token=${encodeURIComponent(token)}`,
    });
    expect([used.statusCode, used.json().message]).toEqual([404, invalid]);

    const signedIn = await post('/account/auth', {
      email: 'recrue@invitations.fr',
      password: TEST_PASSWORD,
    });
    expect(signedIn.json().payload.session).toMatchObject({
      validated: true,
      role: 'member',
      organisation: { name: 'Agence Invitations' },
    });
    const memberList = await list(signedIn.json().payload.access_token);
    expect(
      memberList
        .json()
        .payload.map((u: { email: string; pending: boolean }) => [u.email, u.pending]),
    ).toEqual([
      ['patron@invitations.fr', false],
      ['recrue@invitations.fr', false],
    ]);
  });

  it('enforces the plan quota, invitations included, with the domain’s French message (409)', async () => {
    const owner = await createProfessional(app, 'patron@quota.fr', 'free', 'Agence Quota');
    expect((await post('/users/invit', { email: 'un@quota.fr' }, owner.token)).statusCode).toBe(
      200,
    );
    const refused = await post('/users/invit', { email: 'deux@quota.fr' }, owner.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message:
        'Votre formule Gratuit permet 2 utilisateurs au maximum : passez à une formule supérieure pour inviter d’autres collaborateurs',
    });
    expect(
      await accountModel(app.mongoose.connection).exists({ email: 'deux@quota.fr' }),
    ).toBeNull();
  });

  it('refuses an e-mail that already has an account (409) and bad input (400)', async () => {
    const owner = await createProfessional(app, 'patron@doublon.fr', 'experts');
    await createAccount(app, { email: 'existe@doublon.fr' });
    expect(
      (await post('/users/invit', { email: 'EXISTE@doublon.fr' }, owner.token)).statusCode,
    ).toBe(409);
    expect(
      (await post('/users/invit', { email: 'pas-un-email' }, owner.token)).json(),
    ).toMatchObject({ message: 'Adresse e-mail invalide (« email »)' });
    expect(
      (await post('/users/invit', { email: 'a@doublon.fr', role: 'owner' }, owner.token)).json(),
    ).toMatchObject({ message: 'Champ non autorisé : « role »' });
  });

  it('lets only the owner invite and remove; a collaborateur and a plain customer are refused', async () => {
    const owner = await createProfessional(app, 'patron@droits.fr', 'experts', 'Agence Droits');
    const member = await createAccount(app, {
      email: 'collab@droits.fr',
      role: 'member',
      organisation: owner.organisation._id,
    });
    const memberToken = await tokenFor(app, String(member._id));
    const invite = await post('/users/invit', { email: 'nouveau@droits.fr' }, memberToken);
    expect(invite.statusCode).toBe(403);
    expect(invite.json().message).toBe(
      'Seul l’Administrateur du compte peut gérer les collaborateurs',
    );
    expect(
      (await post('/users/remove', { email: 'patron@droits.fr' }, memberToken)).statusCode,
    ).toBe(403);
    const customer = await createAccount(app, { email: 'particulier@droits.fr' });
    const customerList = await list(await tokenFor(app, String(customer._id)));
    expect(customerList.statusCode).toBe(403);
    expect(customerList.json().message).toBe('Réservé aux comptes professionnels');
    expect((await app.inject({ method: 'GET', url: '/users/' })).statusCode).toBe(401);
  });

  it('refuses invitations from an owner who has not validated the address', async () => {
    const { organisation } = await createProfessional(app, 'patron@non-valide.fr');
    const owner = await createAccount(app, {
      email: 'autre-patron@non-valide.fr',
      role: 'owner',
      organisation: organisation._id,
      validated: false,
    });
    const response = await post(
      '/users/invit',
      { email: 'x@non-valide.fr' },
      await tokenFor(app, String(owner._id)),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Validez votre adresse e-mail avant de gérer les collaborateurs',
    );
  });

  it('removes a collaborateur (account, links and sessions gone); the owner and outsiders cannot be removed', async () => {
    const owner = await createProfessional(app, 'patron@retrait.fr', 'experts', 'Agence Retrait');
    const other = await createProfessional(app, 'patron@ailleurs.fr', 'experts', 'Agence Ailleurs');
    await createAccount(app, {
      email: 'partant@retrait.fr',
      role: 'member',
      organisation: owner.organisation._id,
    });
    const removed = await post('/users/remove', { email: 'Partant@retrait.fr' }, owner.token);
    expect(removed.json()).toEqual({
      success: true,
      message: 'partant@retrait.fr a été retiré de votre organisation',
      payload: null,
    });
    expect(
      await accountModel(app.mongoose.connection).exists({ email: 'partant@retrait.fr' }),
    ).toBeNull();
    expect(
      (await post('/account/auth', { email: 'partant@retrait.fr', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);

    const self = await post('/users/remove', { email: 'patron@retrait.fr' }, owner.token);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('L’Administrateur du compte ne peut pas être retiré');
    const outsider = await post('/users/remove', { email: 'patron@ailleurs.fr' }, owner.token);
    expect(outsider.statusCode).toBe(404);
    expect((await list(other.token)).json().payload).toHaveLength(1);
  });
});
