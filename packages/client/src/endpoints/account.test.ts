import {
  configureApi,
  ApiError,
  NO_RESPONSE_MESSAGE,
  memoryTokenStorage,
} from '@ped/client-runtime';
import {
  acceptInvitation,
  fetchInvitation,
  changePassword,
  createAccount,
  fetchAccount,
  fetchSession,
  forgotPassword,
  linkAccount,
  logout,
  refreshToken,
  resetPassword,
  setBillingFrequency,
  setPlan,
  signIn,
  switchAccount,
  unlinkAccount,
  validateAccount,
  validateAccountAsAdmin,
} from './account';
import { fetchOffers } from './catalog';
import { fetchUsers, inviteUser, removeUser } from './users';

interface Call {
  url: string;
  method: string;
  body: unknown;
  authorization: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** Configures the client with a fetch that answers `answer` and records each call. */
function answering(
  answer: { status?: number; body?: unknown; raw?: string; fail?: boolean },
  token: string | null = 'jeton',
) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: string, init: RequestInit) => {
    calls.push({
      url: input,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: (init.headers as Record<string, string>).Authorization,
      credentials: init.credentials,
    });
    if (answer.fail) throw new TypeError('');
    return new Response(answer.raw ?? JSON.stringify(answer.body), {
      status: answer.status ?? 200,
    });
  }) as unknown as typeof fetch;
  configureApi({ baseUrl: 'https://api.example.fr', tokens: memoryTokenStorage(token), fetchImpl });
  return calls;
}

const envelope = (payload: unknown, message = 'OK') => ({ success: true, message, payload });
const issued = { access_token: 'a.b.c', session: { account: 'pro@agence.fr' } };

describe('account endpoints', () => {
  it.each([
    [
      'signIn',
      () => signIn({ email: 'pro@agence.fr', password: 'secret-secret' }),
      'POST',
      '/account/auth',
      { email: 'pro@agence.fr', password: 'secret-secret' },
    ],
    ['refreshToken', () => refreshToken(), 'POST', '/account/refresh-token', undefined],
    ['fetchSession', () => fetchSession(), 'GET', '/account/session', undefined],
    [
      'changePassword',
      () => changePassword('ancien-mdp', 'nouveau-mdp-1'),
      'POST',
      '/account/password',
      { current: 'ancien-mdp', next: 'nouveau-mdp-1' },
    ],
    ['fetchAccount', () => fetchAccount(), 'GET', '/account/v2', undefined],
    [
      'switchAccount',
      () => switchAccount('b@agence.fr'),
      'POST',
      '/account/auth/switch',
      { email: 'b@agence.fr' },
    ],
    [
      'linkAccount',
      () => linkAccount({ email: 'b@agence.fr', password: 'secret-secret' }),
      'POST',
      '/account/link',
      { email: 'b@agence.fr', password: 'secret-secret' },
    ],
    [
      'unlinkAccount',
      () => unlinkAccount('b@agence.fr'),
      'POST',
      '/account/unlink',
      { email: 'b@agence.fr' },
    ],
    [
      'setPlan',
      () => setPlan('b@agence.fr', 'experts'),
      'POST',
      '/account/plan',
      { email: 'b@agence.fr', subscription_plan: 'experts' },
    ],
    [
      'setBillingFrequency',
      () => setBillingFrequency('monthly'),
      'POST',
      '/account/billing/frequency',
      { billing_frequency: 'monthly' },
    ],
    [
      'acceptInvitation',
      () => acceptInvitation('jeton', 'nouveau-mdp-1'),
      'POST',
      '/account/invitation/accept',
      { token: 'jeton', password: 'nouveau-mdp-1' },
    ],
    [
      'fetchInvitation',
      () => fetchInvitation('jeton'),
      'GET',
      '/account/invitation?token=jeton',
      undefined,
    ],
    ['fetchUsers', () => fetchUsers(), 'GET', '/users/', undefined],
    ['fetchOffers', () => fetchOffers(), 'GET', '/catalogs/offers', undefined],
  ])(
    '%s calls %s %s with the Bearer token and credentials, and resolves with the payload',
    async (_name, call, method, path, body) => {
      const calls = answering({ body: envelope(issued) });
      await expect(call()).resolves.toEqual(issued);
      expect(calls).toEqual([
        {
          url: `https://api.example.fr${path}`,
          method,
          body,
          authorization: 'Bearer jeton',
          credentials: 'include',
        },
      ]);
    },
  );

  it.each([
    [
      'createAccount',
      () => createAccount({ email: 'a@b.fr', password: 'secret-secret', organisation: 'Agence' }),
      '/account/',
      { email: 'a@b.fr', password: 'secret-secret', organisation: 'Agence' },
    ],
    [
      'validateAccount',
      () => validateAccount('jeton-validation'),
      '/account/validate',
      { token: 'jeton-validation' },
    ],
    [
      'validateAccountAsAdmin',
      () => validateAccountAsAdmin('a@b.fr'),
      '/account/validate/admin',
      { email: 'a@b.fr' },
    ],
    [
      'forgotPassword',
      () => forgotPassword('a@b.fr'),
      '/account/password/forgot',
      { email: 'a@b.fr' },
    ],
    [
      'resetPassword',
      () => resetPassword('jeton', 'nouveau-mdp-1'),
      '/account/password/reset',
      { token: 'jeton', password: 'nouveau-mdp-1' },
    ],
    ['logout', () => logout(), '/account/logout', undefined],
  ])('%s posts to %s and resolves with the French message', async (_name, call, path, body) => {
    const calls = answering({ body: envelope({ email: 'a@b.fr' }, 'C’est fait') });
    await expect(call()).resolves.toEqual({ message: 'C’est fait' });
    expect(calls[0]).toMatchObject({ url: `https://api.example.fr${path}`, method: 'POST', body });
  });

  it('inviteUser and removeUser resolve with the server message', async () => {
    const calls = answering({ body: envelope(null, 'Invitation envoyée à x@b.fr') });
    await expect(inviteUser('x@b.fr')).resolves.toBe('Invitation envoyée à x@b.fr');
    await expect(removeUser('x@b.fr')).resolves.toBe('Invitation envoyée à x@b.fr');
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['https://api.example.fr/users/invit', { email: 'x@b.fr' }],
      ['https://api.example.fr/users/remove', { email: 'x@b.fr' }],
    ]);
  });

  it('sends no Authorization header without a stored token (a visitor asking for offers)', async () => {
    const calls = answering({ body: envelope([]) }, null);
    await fetchOffers();
    expect(calls[0]!.authorization).toBeUndefined();
  });

  it('passes ?account= for an admin asking for another account’s prices', async () => {
    const calls = answering({ body: envelope([]) });
    await fetchOffers('pro@agence.fr');
    expect(calls[0]!.url).toBe('https://api.example.fr/catalogs/offers?account=pro%40agence.fr');
  });

  it('rejects with the server’s French message and status when success is false', async () => {
    answering({
      status: 401,
      body: { success: false, message: 'Adresse e-mail ou mot de passe incorrect', payload: null },
    });
    const error = await signIn({ email: 'a@b.fr', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Adresse e-mail ou mot de passe incorrect',
      status: 401,
    });
  });

  it('rejects with the envelope message even on a 200 whose success is false', async () => {
    answering({
      body: {
        success: false,
        message: 'Votre formule Gratuit permet 2 utilisateurs au maximum',
        payload: null,
      },
    });
    await expect(inviteUser('x@b.fr')).rejects.toThrow(
      'Votre formule Gratuit permet 2 utilisateurs au maximum',
    );
  });

  it('rejects with the shared message when the response has no body', async () => {
    answering({ status: 502, raw: '' });
    await expect(fetchAccount()).rejects.toThrow(NO_RESPONSE_MESSAGE);
    answering({ fail: true });
    await expect(refreshToken()).rejects.toThrow(NO_RESPONSE_MESSAGE);
  });
});
