import type { FastifyInstance } from 'fastify';
import type { Session } from '@ped/domain';
import { accountModel } from '../src/models/account';
import { organisationModel } from '../src/models/organisation';
import { refreshTokenModel } from '../src/models/refresh-token';
import { REFRESH_REUSE_GRACE_MS } from '../src/plugins/app/sessions';
import type { TestMailCatcher } from './helpers/mail-catcher';
import { appWithMailForFile } from './helpers/app-with-mail';
import {
  bearer,
  createAccount,
  createProfessional,
  refreshCookieOf,
  TEST_PASSWORD,
  tokenFor,
} from './helpers/accounts';

const context = appWithMailForFile({
  SIGNIN_RATE_LIMIT_PER_EMAIL: '3',
  SIGNIN_RATE_LIMIT_PER_IP: '1000',
});
let app: FastifyInstance;
let catcher: TestMailCatcher;
beforeAll(() => {
  ({ app, catcher } = context);
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers });
const signIn = (email: string, password = TEST_PASSWORD) =>
  post('/account/auth', { email, password });
const linkIn = (text: string) => /https:\/\/app\.example\.fr\S+/.exec(text)?.[0] ?? '';
/** The claims of an access token, as the frontends read them. */
const decodeToken = (token: string) =>
  app.jwt.decode<{ sub: string; session: Session; exp: number }>(token)!;
const tokenIn = (url: string, name: string) => new URL(url).searchParams.get(name) ?? '';

describe('POST /account/ (create) and validation', () => {
  it('creates the account and its free organisation, hashes the password, and e-mails a validation link that works once', async () => {
    const response = await post('/account/', {
      email: 'Nouvelle@Agence.FR',
      password: 'un-bon-mot-de-passe',
      organisation: 'Agence Nouvelle',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Compte créé : consultez vos e-mails pour valider votre adresse',
      payload: { email: 'nouvelle@agence.fr' },
    });

    const stored = await accountModel(app.mongoose.connection)
      .findOne({ email: 'nouvelle@agence.fr' })
      .select('+password_hash')
      .lean();
    expect(stored).toMatchObject({
      role: 'owner',
      validated: false,
      is_admin: false,
      billing_frequency: 'per_order',
    });
    expect(stored!.password_hash).toMatch(/^\$argon2id\$/);
    const organisation = await organisationModel(app.mongoose.connection)
      .findById(stored!.organisation)
      .lean();
    expect(organisation).toMatchObject({
      name: 'Agence Nouvelle',
      subscription_plan: 'free',
      stripe_customer_id: null,
    });

    const mail = await catcher.waitFor(
      (m) => m.to === 'nouvelle@agence.fr' && m.subject === 'Validez votre compte professionnel',
    );
    const link = linkIn(mail.text);
    expect(link).toMatch(
      /^https:\/\/app\.example\.fr\/mon-compte-professionnel\/connexion\?validation=[\w-]{43}$/,
    );
    expect(mail.html).toContain('Valider mon adresse e-mail');

    // Until validated the account signs in, but the session says so.
    const before = await signIn('nouvelle@agence.fr', 'un-bon-mot-de-passe');
    expect(before.statusCode).toBe(200);
    expect(before.json().payload.session).toMatchObject({
      validated: false,
      role: 'owner',
      organisation: { name: 'Agence Nouvelle', subscription_plan: 'free' },
    });

    const validated = await post('/account/validate', { token: tokenIn(link, 'validation') });
    expect(validated.json()).toEqual({
      success: true,
      message: 'Adresse e-mail validée, vous pouvez vous connecter',
      payload: { email: 'nouvelle@agence.fr' },
    });
    expect(
      (await signIn('nouvelle@agence.fr', 'un-bon-mot-de-passe')).json().payload.session.validated,
    ).toBe(true);

    const again = await post('/account/validate', { token: tokenIn(link, 'validation') });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      message: 'Lien de validation invalide ou expiré',
    });
  });

  it('refuses a second account with the same e-mail, whatever its case (409), and keeps no orphan organisation', async () => {
    await createAccount(app, { email: 'deja@agence.fr' });
    const organisations = await organisationModel(app.mongoose.connection).countDocuments();
    const response = await post('/account/', {
      email: 'DEJA@agence.fr',
      password: 'un-bon-mot-de-passe',
      organisation: 'Doublon',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Un compte existe déjà avec cette adresse e-mail',
    });
    expect(await organisationModel(app.mongoose.connection).countDocuments()).toBe(organisations);
  });

  it.each([
    [
      { email: 'pas-un-email', password: 'un-bon-mot-de-passe', organisation: 'A B' },
      'Adresse e-mail invalide (« email »)',
    ],
    [
      { email: 'court@agence.fr', password: 'court', organisation: 'A B' },
      'Le mot de passe doit contenir au moins 10 caractères (et au plus 200)',
    ],
    [
      { email: 'x@agence.fr', password: 'un-bon-mot-de-passe' },
      'Le nom de votre société doit contenir entre 2 et 120 caractères',
    ],
    [
      {
        email: 'x@agence.fr',
        password: 'un-bon-mot-de-passe',
        organisation: 'A B',
        is_admin: true,
      },
      'Champ non autorisé : « is_admin »',
    ],
  ])('refuses bad input with a French message (%o)', async (payload, message) => {
    const response = await post('/account/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('rejects an expired validation link', async () => {
    await post('/account/', {
      email: 'expire@agence.fr',
      password: 'un-bon-mot-de-passe',
      organisation: 'Agence Expirée',
    });
    const mail = await catcher.waitFor((m) => m.to === 'expire@agence.fr');
    const { accountTokenModel } = await import('../src/models/account-token');
    await accountTokenModel(app.mongoose.connection).updateMany(
      {},
      { $set: { expires: new Date(Date.now() - 1000) } },
    );
    const response = await post('/account/validate', {
      token: tokenIn(linkIn(mail.text), 'validation'),
    });
    expect(response.statusCode).toBe(400);
  });

  it('lets an admin validate an account (404 for an unknown e-mail, 403 for others)', async () => {
    const admin = await createAccount(app, { email: 'admin@plateforme.fr', is_admin: true });
    const adminToken = await tokenFor(app, String(admin._id));
    const pending = await createAccount(app, { email: 'en-attente@agence.fr', validated: false });
    const response = await post(
      '/account/validate/admin',
      { email: 'En-Attente@agence.fr' },
      bearer(adminToken),
    );
    expect(response.json()).toEqual({
      success: true,
      message: 'Compte en-attente@agence.fr validé',
      payload: { email: 'en-attente@agence.fr' },
    });
    expect(
      (await accountModel(app.mongoose.connection).findById(pending._id).lean())!.validated,
    ).toBe(true);
    expect(
      (await post('/account/validate/admin', { email: 'personne@agence.fr' }, bearer(adminToken)))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/account/validate/admin',
          { email: 'en-attente@agence.fr' },
          bearer(await tokenFor(app, String(pending._id))),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('sign-in, refresh, session, logout', () => {
  it('signs in with a JWT carrying the session and a 15-minute expiry, and sets an httpOnly refresh cookie', async () => {
    const { account } = await createProfessional(
      app,
      'pro@connexion.fr',
      'experts',
      'Cabinet Connexion',
    );
    const response = await signIn('PRO@connexion.fr');
    expect(response.statusCode).toBe(200);
    const { access_token, session } = response.json().payload;
    const decoded = decodeToken(access_token);
    expect(decoded.session).toEqual(session);
    expect(session).toMatchObject({
      connected: true,
      account: 'pro@connexion.fr',
      account_id: String(account._id),
      validated: true,
      is_admin: false,
      role: 'owner',
      organisation: { name: 'Cabinet Connexion', subscription_plan: 'experts' },
      impersonated_by: null,
    });
    expect(decoded.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(14 * 60);
    expect(decoded.exp - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(15 * 60);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/ped_refresh=[\w-]{43}/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/account');
    expect(cookie).not.toContain('Secure');
    expect(response.body).not.toContain('password');
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    await createAccount(app, { email: 'mdp@connexion.fr' });
    const wrong = await signIn('mdp@connexion.fr', 'pas-le-bon-mot-de-passe');
    const unknown = await signIn('inconnu@connexion.fr');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      message: 'Adresse e-mail ou mot de passe incorrect',
      payload: null,
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rate-limits sign-in per e-mail with a French 429', async () => {
    await createAccount(app, { email: 'cible@connexion.fr' });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await signIn('cible@connexion.fr', 'mauvais-mot-de-passe')).statusCode).toBe(401);
    const blocked = await signIn('CIBLE@connexion.fr');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Trop de tentatives de connexion, réessayez dans \d+ minute\(s\)$/,
      ),
    });
    // Another e-mail from the same address is not blocked by this counter.
    expect((await signIn('autre-cible@connexion.fr')).statusCode).toBe(401);
  });

  it('keeps the session of a page reloaded while its refresh was in flight (the old cookie within the grace delay)', async () => {
    await createAccount(app, { email: 'rechargement@connexion.fr' });
    const first = refreshCookieOf(await signIn('rechargement@connexion.fr'))!;
    expect((await post('/account/refresh-token', undefined, { cookie: first })).statusCode).toBe(
      200,
    );
    // the answer carrying the new cookie never reached the browser: it presents the old one
    const again = await post('/account/refresh-token', undefined, { cookie: first });
    expect(again.statusCode).toBe(200);
    expect(decodeToken(again.json().payload.access_token).session.account).toBe(
      'rechargement@connexion.fr',
    );
    const next = refreshCookieOf(again)!;
    expect((await post('/account/refresh-token', undefined, { cookie: next })).statusCode).toBe(
      200,
    );
  });

  it('rotates the refresh cookie; a reused cookie revokes the whole family', async () => {
    await createAccount(app, { email: 'rotation@connexion.fr' });
    const first = refreshCookieOf(await signIn('rotation@connexion.fr'))!;
    const refreshed = await post('/account/refresh-token', undefined, { cookie: first });
    expect(refreshed.statusCode).toBe(200);
    expect(decodeToken(refreshed.json().payload.access_token).session.account).toBe(
      'rotation@connexion.fr',
    );
    const second = refreshCookieOf(refreshed)!;
    expect(second).not.toBe(first);

    // a replaced cookie presented again after the grace delay (a stolen one) revokes the family
    await refreshTokenModel(app.mongoose.connection).updateMany(
      { replaced_at: { $ne: null } },
      { $set: { replaced_at: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) } },
    );
    const reused = await post('/account/refresh-token', undefined, { cookie: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toBe('Session révoquée, reconnectez-vous');
    expect((await post('/account/refresh-token', undefined, { cookie: second })).statusCode).toBe(
      401,
    );
    const stored = await refreshTokenModel(app.mongoose.connection)
      .find({
        account: (await accountModel(app.mongoose.connection).findOne({
          email: 'rotation@connexion.fr',
        }))!._id,
      })
      .lean();
    expect(stored.every((token) => token.revoked_at)).toBe(true);
    expect(stored.every((token) => !JSON.stringify(token).includes(first.split('=')[1]!))).toBe(
      true,
    );
  });

  it('refuses a refresh without cookie or with an unknown one, and unknown body fields', async () => {
    expect((await post('/account/refresh-token')).json()).toMatchObject({
      success: false,
      message: 'Session expirée, reconnectez-vous',
    });
    expect(
      (await post('/account/refresh-token', undefined, { cookie: 'ped_refresh=inconnu' }))
        .statusCode,
    ).toBe(401);
    expect((await post('/account/refresh-token', { extra: 1 })).statusCode).toBe(400);
  });

  it('logs out: the refresh cookie is revoked and cleared', async () => {
    await createAccount(app, { email: 'sortie@connexion.fr' });
    const cookie = refreshCookieOf(await signIn('sortie@connexion.fr'))!;
    const response = await post('/account/logout', undefined, { cookie });
    expect(response.json()).toEqual({
      success: true,
      message: 'Vous êtes déconnecté',
      payload: null,
    });
    expect(String(response.headers['set-cookie'])).toMatch(
      /ped_refresh=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await post('/account/refresh-token', undefined, { cookie })).statusCode).toBe(401);
  });

  it('GET /account/session re-reads the session from the database; 401 without, with a bad or an expired token', async () => {
    const { account, organisation, token } = await createProfessional(
      app,
      'session@connexion.fr',
      'free',
      'Agence Session',
    );
    await organisationModel(app.mongoose.connection).updateOne(
      { _id: organisation._id },
      { $set: { subscription_plan: 'premium' } },
    );
    const response = await app.inject({
      method: 'GET',
      url: '/account/session',
      headers: bearer(token),
    });
    expect(response.json()).toMatchObject({
      success: true,
      payload: { account: 'session@connexion.fr', organisation: { subscription_plan: 'premium' } },
    });
    expect((await app.inject({ method: 'GET', url: '/account/session' })).json()).toMatchObject({
      message: 'Authentification requise',
    });
    expect(
      (
        await app.inject({ method: 'GET', url: '/account/session', headers: bearer('abc.def.ghi') })
      ).json(),
    ).toMatchObject({ message: 'Session invalide' });
    const expired = app.jwt.sign(
      { sub: String(account._id), session: decodeToken(token).session },
      { expiresIn: -10 },
    );
    expect(
      (
        await app.inject({ method: 'GET', url: '/account/session', headers: bearer(expired) })
      ).json(),
    ).toMatchObject({ message: 'Session expirée' });
  });
});

describe('GET /account/v2, plan, billing frequency', () => {
  it('returns the account with its organisation and role label, never the password', async () => {
    const { token } = await createProfessional(app, 'v2@compte.fr', 'experts', 'Cabinet V2');
    const response = await app.inject({
      method: 'GET',
      url: '/account/v2',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      email: 'v2@compte.fr',
      role: 'owner',
      role_label: 'Administrateur',
      validated: true,
      billing_frequency: 'per_order',
      organisation: {
        name: 'Cabinet V2',
        subscription_plan: 'experts',
        subscription_expires: null,
        subscription_canceled: false,
        billing_address: { country: 'France' },
      },
      linked_accounts: [],
    });
    expect(response.body).not.toMatch(/password/);
  });

  it('lets an admin change the plan of an account’s organisation; refuses unknown plans, unknown and plain accounts', async () => {
    const admin = await createAccount(app, { email: 'admin@plan.fr', is_admin: true });
    const adminToken = await tokenFor(app, String(admin._id));
    await createProfessional(app, 'cible@plan.fr');
    await createAccount(app, { email: 'particulier@plan.fr' });
    const response = await post(
      '/account/plan',
      { email: 'cible@plan.fr', subscription_plan: 'premium' },
      bearer(adminToken),
    );
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Formule Premium appliquée à cible@plan.fr',
      payload: { organisation: { subscription_plan: 'premium' } },
    });
    expect(
      (
        await post(
          '/account/plan',
          { email: 'cible@plan.fr', subscription_plan: 'syndic' },
          bearer(adminToken),
        )
      ).json(),
    ).toMatchObject({ message: 'Formule inconnue : choisissez free, experts ou premium' });
    expect(
      (
        await post(
          '/account/plan',
          { email: 'personne@plan.fr', subscription_plan: 'free' },
          bearer(adminToken),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/account/plan',
          { email: 'particulier@plan.fr', subscription_plan: 'free' },
          bearer(adminToken),
        )
      ).statusCode,
    ).toBe(409);
  });

  it('sets the billing frequency; monthly needs a plan with grouped invoicing', async () => {
    const free = await createProfessional(app, 'gratuit@frequence.fr', 'free');
    const experts = await createProfessional(app, 'experts@frequence.fr', 'experts');
    const refused = await post(
      '/account/billing/frequency',
      { billing_frequency: 'monthly' },
      bearer(free.token),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'La facturation mensuelle regroupée est réservée aux formules Experts, Premium et Syndic',
    );
    const accepted = await post(
      '/account/billing/frequency',
      { billing_frequency: 'monthly' },
      bearer(experts.token),
    );
    expect(accepted.json()).toMatchObject({
      success: true,
      message: 'Vous serez facturé une fois par mois',
      payload: { billing_frequency: 'monthly' },
    });
    expect(
      (
        await post(
          '/account/billing/frequency',
          { billing_frequency: 'weekly' },
          bearer(experts.token),
        )
      ).json(),
    ).toMatchObject({
      success: false,
      message: 'Fréquence de facturation inconnue : per_order ou monthly',
    });
  });
});

describe('switching accounts', () => {
  it('links two accounts of the same person (proved by the password) and switches between them, moving the refresh cookie', async () => {
    const first = await createProfessional(app, 'moi@agence-a.fr', 'experts', 'Agence A');
    await createProfessional(app, 'moi@agence-b.fr', 'premium', 'Agence B');
    expect(
      (await post('/account/auth/switch', { email: 'moi@agence-b.fr' }, bearer(first.token)))
        .statusCode,
    ).toBe(403);

    expect(
      (
        await post(
          '/account/link',
          { email: 'moi@agence-b.fr', password: 'mauvais-mot-de-passe' },
          bearer(first.token),
        )
      ).statusCode,
    ).toBe(401);
    const linked = await post(
      '/account/link',
      { email: 'moi@agence-b.fr', password: TEST_PASSWORD },
      bearer(first.token),
    );
    expect(linked.json()).toMatchObject({
      success: true,
      payload: { linked_accounts: [{ email: 'moi@agence-b.fr', organisation_name: 'Agence B' }] },
    });
    expect(
      (
        await post(
          '/account/link',
          { email: 'moi@agence-b.fr', password: TEST_PASSWORD },
          bearer(first.token),
        )
      ).statusCode,
    ).toBe(409);

    const switched = await post(
      '/account/auth/switch',
      { email: 'moi@agence-b.fr' },
      bearer(first.token),
    );
    expect(switched.statusCode).toBe(200);
    const { access_token, session } = switched.json().payload;
    expect(session).toMatchObject({
      account: 'moi@agence-b.fr',
      organisation: { name: 'Agence B', subscription_plan: 'premium' },
      impersonated_by: null,
    });
    const cookie = refreshCookieOf(switched)!;
    expect(
      decodeToken(
        (await post('/account/refresh-token', undefined, { cookie })).json().payload.access_token,
      ).session.account,
    ).toBe('moi@agence-b.fr');

    const back = await post(
      '/account/auth/switch',
      { email: 'moi@agence-a.fr' },
      bearer(access_token),
    );
    expect(back.json().payload.session.account).toBe('moi@agence-a.fr');
    expect(
      (await post('/account/auth/switch', { email: 'moi@agence-a.fr' }, bearer(first.token)))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/account/auth/switch', { email: 'personne@agence.fr' }, bearer(first.token)))
        .statusCode,
    ).toBe(404);
  });

  it('lets an admin log in as any account, marked as impersonated, and come back to the admin account', async () => {
    const admin = await createAccount(app, { email: 'admin@switch.fr', is_admin: true });
    await createProfessional(app, 'client@switch.fr', 'free', 'Agence Client');
    const adminToken = await tokenFor(app, String(admin._id));
    const asClient = await post(
      '/account/auth/switch',
      { email: 'client@switch.fr' },
      bearer(adminToken),
    );
    expect(asClient.json().payload.session).toMatchObject({
      account: 'client@switch.fr',
      is_admin: false,
      impersonated_by: 'admin@switch.fr',
    });
    const clientToken = asClient.json().payload.access_token;
    // The impersonated session is refused admin routes and keeps its mark on refresh.
    expect(
      (
        await post(
          '/account/plan',
          { email: 'client@switch.fr', subscription_plan: 'experts' },
          bearer(clientToken),
        )
      ).statusCode,
    ).toBe(403);
    const refreshed = await post('/account/refresh-token', undefined, {
      cookie: refreshCookieOf(asClient)!,
    });
    expect(refreshed.json().payload.session.impersonated_by).toBe('admin@switch.fr');
    const back = await post(
      '/account/auth/switch',
      { email: 'admin@switch.fr' },
      bearer(clientToken),
    );
    expect(back.json().payload.session).toMatchObject({
      account: 'admin@switch.fr',
      is_admin: true,
      impersonated_by: null,
    });
  });
});
