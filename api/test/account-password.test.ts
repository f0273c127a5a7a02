import type { FastifyInstance } from 'fastify';
import { accountTokenModel } from '../src/models/account-token';
import type { TestMailCatcher } from './helpers/mail-catcher';
import { appWithMailForFile } from './helpers/app-with-mail';
import {
  bearer,
  createAccount,
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
const resetTokenOf = (text: string) =>
  new URL(/https:\/\/app\.example\.fr\S+/.exec(text)![0]).searchParams.get('reinitialisation')!;
const FORGOT =
  'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé';

describe('forgotten password', () => {
  it('answers the same message whether the account exists or not, and mails only real accounts', async () => {
    await createAccount(app, { email: 'oubli@agence.fr', validated: false });
    // the unknown address first: once the known one's mail is in, the other's would be too
    const unknown = await post('/account/password/forgot', { email: 'personne@agence.fr' });
    const known = await post('/account/password/forgot', { email: 'Oubli@agence.fr' });
    expect(known.json()).toEqual({ success: true, message: FORGOT, payload: null });
    expect(unknown.json()).toEqual(known.json());
    const mail = await catcher.waitFor((m) => m.to === 'oubli@agence.fr');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toMatch(
      /https:\/\/app\.example\.fr\/mon-compte-professionnel\/mot-de-passe-oublie\?reinitialisation=[\w-]{43}/,
    );
    expect(catcher.messages().some((m) => m.to === 'personne@agence.fr')).toBe(false);
  });

  it('resets the password with a single-use link, validates the address and closes the other sessions', async () => {
    await createAccount(app, { email: 'reset@agence.fr', validated: false });
    const oldCookie = refreshCookieOf(
      await post('/account/auth', { email: 'reset@agence.fr', password: TEST_PASSWORD }),
    )!;
    catcher.clear();
    await post('/account/password/forgot', { email: 'reset@agence.fr' });
    const token = resetTokenOf((await catcher.waitFor((m) => m.to === 'reset@agence.fr')).text);

    const tooShort = await post('/account/password/reset', { token, password: 'court' });
    expect(tooShort.json()).toMatchObject({
      success: false,
      message: 'Le mot de passe doit contenir au moins 10 caractères (et au plus 200)',
    });

    const reset = await post('/account/password/reset', {
      token,
      password: 'nouveau-mot-de-passe',
    });
    expect(reset.json()).toEqual({
      success: true,
      message: 'Mot de passe modifié, vous pouvez vous connecter',
      payload: { email: 'reset@agence.fr' },
    });
    expect(
      (await post('/account/password/reset', { token, password: 'encore-un-autre-mdp' })).json(),
    ).toMatchObject({ success: false, message: 'Lien de réinitialisation invalide ou expiré' });

    expect(
      (await post('/account/auth', { email: 'reset@agence.fr', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(401);
    const signedIn = await post('/account/auth', {
      email: 'reset@agence.fr',
      password: 'nouveau-mot-de-passe',
    });
    expect(signedIn.json().payload.session.validated).toBe(true);
    expect(
      (await post('/account/refresh-token', undefined, { cookie: oldCookie })).statusCode,
    ).toBe(401);
  });

  it('refuses a link older than one hour, and a newer request voids the earlier link', async () => {
    const account = await createAccount(app, { email: 'vieux@agence.fr' });
    await post('/account/password/forgot', { email: 'vieux@agence.fr' });
    const first = resetTokenOf((await catcher.waitFor((m) => m.to === 'vieux@agence.fr')).text);
    catcher.clear();
    await post('/account/password/forgot', { email: 'vieux@agence.fr' });
    const second = resetTokenOf((await catcher.waitFor((m) => m.to === 'vieux@agence.fr')).text);
    expect(
      (await post('/account/password/reset', { token: first, password: 'nouveau-mot-de-passe' }))
        .statusCode,
    ).toBe(400);

    const stored = await accountTokenModel(app.mongoose.connection)
      .findOne({ account: account._id, purpose: 'password_reset', used_at: null })
      .lean();
    expect(stored!.expires.getTime() - stored!.created.getTime()).toBe(60 * 60 * 1000);
    await accountTokenModel(app.mongoose.connection).updateOne(
      { _id: stored!._id },
      { $set: { expires: new Date(Date.now() - 1) } },
    );
    expect(
      (await post('/account/password/reset', { token: second, password: 'nouveau-mot-de-passe' }))
        .statusCode,
    ).toBe(400);
  });

  it('rate-limits reset requests per e-mail (429) and refuses bad input', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await post('/account/password/forgot', { email: 'spam@agence.fr' })).statusCode).toBe(
        200,
      );
    const blocked = await post('/account/password/forgot', { email: 'spam@agence.fr' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Trop de demandes de réinitialisation, réessayez dans \d+ minute\(s\)$/,
    );
    expect((await post('/account/password/forgot', { email: 'pas-un-email' })).statusCode).toBe(
      400,
    );
    expect(
      (
        await post('/account/password/reset', { token: 'abc', password: 'nouveau-mot-de-passe' })
      ).json(),
    ).toMatchObject({ message: 'Lien invalide ou expiré' });
  });
});

describe('password change', () => {
  it('needs the current password, then issues a new session and revokes the old refresh cookies', async () => {
    const account = await createAccount(app, { email: 'change@agence.fr' });
    const token = await tokenFor(app, String(account._id));
    const oldCookie = refreshCookieOf(
      await post('/account/auth', { email: 'change@agence.fr', password: TEST_PASSWORD }),
    )!;
    const wrong = await post(
      '/account/password',
      { current: 'pas-le-bon', next: 'nouveau-mot-de-passe' },
      bearer(token),
    );
    expect(wrong.json()).toMatchObject({
      success: false,
      message: 'Mot de passe actuel incorrect',
    });
    expect(
      (await post('/account/password', { current: TEST_PASSWORD, next: 'court' }, bearer(token)))
        .statusCode,
    ).toBe(400);
    const changed = await post(
      '/account/password',
      { current: TEST_PASSWORD, next: 'nouveau-mot-de-passe' },
      bearer(token),
    );
    expect(changed.json()).toMatchObject({
      success: true,
      message: 'Mot de passe modifié',
      payload: { session: { account: 'change@agence.fr' } },
    });
    expect(refreshCookieOf(changed)).toBeDefined();
    expect(
      (await post('/account/refresh-token', undefined, { cookie: oldCookie })).statusCode,
    ).toBe(401);
    expect(
      (await post('/account/auth', { email: 'change@agence.fr', password: 'nouveau-mot-de-passe' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('/account/password', { current: TEST_PASSWORD, next: 'nouveau-mot-de-passe' }))
        .statusCode,
    ).toBe(401);
  });
});
