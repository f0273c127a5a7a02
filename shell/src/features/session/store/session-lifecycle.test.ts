import { TextDecoder } from 'node:util';
import { waitFor } from '@testing-library/react';
import { shellActions, type AccountState } from '@ped/contracts';
import { createInjectableStore } from '@ped/host';
import { fakeApi, offline, reply, type FakeApi } from '@ped/host/testing';
import { noticesRecorder, type Notice } from '../../../testing/notices';
import { sessionFor, tokenWith } from '../../../testing/renderWithHost';
import { accountReducer } from './account-reducer';
import { sessionSaga } from './session-saga';

// jsdom has no TextDecoder, which the client uses to read token claims as UTF-8
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

const nowS = () => Math.floor(Date.now() / 1000);
const REFRESH = '/account/refresh-token';

/** A token as the API issues it: 15 minutes from its issue time. */
function issued(account = 'agence@exemple.fr', iat = nowS()) {
  const session = sessionFor({ account });
  return { access_token: tokenWith({ sub: 'a1', session, iat, exp: iat + 900 }), session };
}

/** The shell's store and sagas, on the API stand-in configured just before. */
function start() {
  const host = createInjectableStore({ account: accountReducer, notices: noticesRecorder }, [
    sessionSaga,
  ]);
  return {
    state: () => host.store.getState() as { account: AccountState; notices: Notice[] },
    dispatch: (action: object) => host.store.dispatch(action as never),
  };
}

const refreshCalls = (server: FakeApi) => server.calls('POST', REFRESH).length;

describe('token renewal before expiry', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renews a 15-minute token 60 s before it expires through the refresh cookie, stores the new one, and schedules the next', async () => {
    const server = fakeApi();
    const app = start();
    const first = issued();
    app.dispatch(shellActions.signedIn(first.access_token));

    await jest.advanceTimersByTimeAsync(839_000);
    expect(refreshCalls(server)).toBe(0);

    const second = issued('agence@exemple.fr', nowS() + 1);
    server.on('POST', REFRESH, reply(200, 'Session renouvelée', second));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls(server)).toBe(1);
    expect(server.tokens.read()).toBe(second.access_token);
    expect(app.state().account).toMatchObject({
      isAuthenticated: true,
      token: second.access_token,
    });

    server.on(
      'POST',
      REFRESH,
      reply(200, 'Session renouvelée', issued('agence@exemple.fr', nowS() + 840)),
    );
    await jest.advanceTimersByTimeAsync(839_000);
    expect(refreshCalls(server)).toBe(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refreshCalls(server)).toBe(2);
  });

  it('times a just-issued token from its own lifetime, so a computer clock 14 minutes ahead does not renew in a loop', async () => {
    const server = fakeApi();
    const app = start();
    // the server's clock is 14 minutes behind this computer's
    app.dispatch(shellActions.signedIn(issued('agence@exemple.fr', nowS() - 840).access_token));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refreshCalls(server)).toBe(0);
    expect(app.state().account.isAuthenticated).toBe(true);
  });

  it('renews at once a stored token that expires within the minute', async () => {
    const soon = tokenWith({ session: sessionFor(), iat: nowS() - 870, exp: nowS() + 30 });
    const server = fakeApi({ token: soon });
    const renewed = issued();
    server.on('POST', REFRESH, renewed);
    const app = start();
    await jest.advanceTimersByTimeAsync(0);
    expect(refreshCalls(server)).toBe(1);
    expect(app.state().account.token).toBe(renewed.access_token);
  });

  it('ends the session with “Session expirée” when the refresh cookie is refused', async () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(issued().access_token));
    server.on('POST', REFRESH, reply(401, 'Session expirée, reconnectez-vous'));
    await jest.advanceTimersByTimeAsync(840_000);
    expect(app.state().account).toEqual({
      isAuthenticated: false,
      token: null,
      session: null,
      error: 'Session expirée',
    });
    expect(app.state().notices.at(-1)).toMatchObject({
      message: 'Session expirée',
      variant: 'error',
    });
    expect(server.tokens.read()).toBeNull();
  });

  it('keeps the session when the renewal fails for want of network', async () => {
    const server = fakeApi();
    server.on('POST', REFRESH, offline());
    const app = start();
    const token = issued().access_token;
    app.dispatch(shellActions.signedIn(token));
    await jest.advanceTimersByTimeAsync(840_000);
    expect(refreshCalls(server)).toBe(1);
    expect(app.state().account).toMatchObject({ isAuthenticated: true, token });
  });

  it('adopts the token another tab has just renewed instead of presenting the spent cookie again', async () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(issued().access_token));
    await jest.advanceTimersByTimeAsync(830_000);
    const renewedElsewhere = issued();
    server.tokens.write(renewedElsewhere.access_token);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(refreshCalls(server)).toBe(0);
    expect(app.state().account.token).toBe(renewedElsewhere.access_token);
  });

  it('stops the schedule on logout', async () => {
    const server = fakeApi();
    server.on('POST', '/account/logout', reply(200, 'Vous êtes déconnecté'));
    const app = start();
    app.dispatch(shellActions.signedIn(issued().access_token));
    app.dispatch(shellActions.logout());
    await jest.advanceTimersByTimeAsync(900_000);
    expect(refreshCalls(server)).toBe(0);
  });
});

describe('logout', () => {
  it('asks the API to revoke the refresh cookie with the token still attached, then clears token, session and storage', async () => {
    const server = fakeApi();
    server.on('POST', '/account/logout', reply(200, 'Vous êtes déconnecté'));
    const app = start();
    const { access_token } = issued();
    app.dispatch(shellActions.signedIn(access_token));
    app.dispatch(shellActions.logout());
    await waitFor(() => expect(app.state().account.isAuthenticated).toBe(false));
    expect(server.requests).toMatchObject([
      { method: 'POST', path: '/account/logout', authorization: `Bearer ${access_token}` },
    ]);
    expect(app.state().account).toEqual({
      isAuthenticated: false,
      token: null,
      session: null,
      error: null,
    });
    expect(server.tokens.read()).toBeNull();
  });

  it('clears everything locally even when the API cannot be reached', async () => {
    const server = fakeApi();
    server.on('POST', '/account/logout', offline());
    const app = start();
    app.dispatch(shellActions.signedIn(issued().access_token));
    app.dispatch(shellActions.logout());
    await waitFor(() => expect(app.state().account.isAuthenticated).toBe(false));
    expect(server.tokens.read()).toBeNull();
  });
});

describe('account switching', () => {
  it('stores the token of the other account and loads its session', async () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(issued('experts@agence.fr').access_token));
    const other = issued('syndic@agence.fr');
    server.on(
      'POST',
      '/account/auth/switch',
      reply(200, 'Vous utilisez maintenant le compte syndic@agence.fr', other),
    );
    app.dispatch(shellActions.switchAccount('syndic@agence.fr'));
    await waitFor(() => expect(app.state().account.session?.account).toBe('syndic@agence.fr'));
    expect(server.tokens.read()).toBe(other.access_token);
    expect(app.state().account.token).toBe(other.access_token);
    expect(app.state().notices.at(-1)).toMatchObject({
      message: 'Vous utilisez maintenant le compte syndic@agence.fr',
      variant: 'success',
    });
  });

  it('keeps the current account and says why when the switch is refused', async () => {
    const server = fakeApi();
    const app = start();
    const mine = issued('experts@agence.fr');
    app.dispatch(shellActions.signedIn(mine.access_token));
    server.on('POST', '/account/auth/switch', reply(403, 'Vous n’avez pas accès à ce compte'));
    app.dispatch(shellActions.switchAccount('autre@agence.fr'));
    await waitFor(() =>
      expect(app.state().notices.at(-1)?.message).toBe('Vous n’avez pas accès à ce compte'),
    );
    expect(app.state().account).toMatchObject({
      isAuthenticated: true,
      token: mine.access_token,
      error: 'Vous n’avez pas accès à ce compte',
    });
    expect(server.tokens.read()).toBe(mine.access_token);
  });
});

describe('several tabs', () => {
  it('logs out here when another tab logs out', () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(issued().access_token));
    server.tokens.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: 'xst' }));
    expect(app.state().account).toMatchObject({ isAuthenticated: false, token: null });
  });

  it('follows another tab that signed in with another account', () => {
    const server = fakeApi();
    const app = start();
    app.dispatch(shellActions.signedIn(issued('premier@agence.fr').access_token));
    const other = issued('second@agence.fr');
    server.tokens.write(other.access_token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'xst' }));
    expect(app.state().account).toMatchObject({
      isAuthenticated: true,
      token: other.access_token,
      session: { account: 'second@agence.fr' },
    });
  });
});
