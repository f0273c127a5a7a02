import { TextDecoder } from 'node:util';
import type { TokenStorage } from '@ped/client';
import type { AccountState } from '@ped/contracts';
import { shellActions } from '@ped/contracts';
import { createInjectableStore } from '@ped/host';
import { fakeApi } from '@ped/host/testing';
import { noticesRecorder, type Notice } from '../../../testing/notices';
import { sessionFor, tokenWith } from '../../../testing/renderWithHost';
import { accountReducer } from './account-reducer';
import { sessionSaga } from './session-saga';

// jsdom has no TextDecoder, which the client uses to read token claims as UTF-8
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });

const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;

function start(stored: string | null): {
  tokens: TokenStorage;
  state(): { account: AccountState; notices: Notice[] };
  dispatch(action: object): void;
} {
  const { tokens } = fakeApi({ token: stored });
  const host = createInjectableStore({ account: accountReducer, notices: noticesRecorder }, [
    sessionSaga,
  ]);
  return {
    tokens,
    state: () => host.store.getState() as never,
    dispatch: (action) => host.store.dispatch(action as never),
  };
}

describe('session at start (docs/product.md §4.5)', () => {
  it('no stored token: logged out, no error', () => {
    const { state } = start(null);
    expect(state().account).toEqual({
      isAuthenticated: false,
      token: null,
      session: null,
      error: null,
    });
    expect(state().notices).toEqual([]);
  });

  it('a valid token: authenticated with the session of its claims', () => {
    const session = sessionFor();
    const token = tokenWith({ exp: inSeconds(900), session });
    const { state } = start(token);
    expect(state().account).toEqual({ isAuthenticated: true, token, session, error: null });
  });

  it('an expired token: “Session expirée”, shown, logged out and removed', () => {
    const { state, tokens } = start(tokenWith({ exp: inSeconds(-10), session: sessionFor() }));
    expect(state().account).toEqual({
      isAuthenticated: false,
      token: null,
      session: null,
      error: 'Session expirée',
    });
    expect(state().notices.at(-1)).toMatchObject({
      message: 'Session expirée',
      variant: 'error',
    });
    expect(tokens.read()).toBeNull();
  });

  it('an undecodable token: “Session invalide”, shown, logged out and removed', () => {
    const { state, tokens } = start('pas-un-jeton');
    expect(state().account).toMatchObject({ isAuthenticated: false, error: 'Session invalide' });
    expect(state().notices.at(-1)).toMatchObject({
      message: 'Session invalide',
      variant: 'error',
    });
    expect(tokens.read()).toBeNull();
  });
});

describe('sign-in', () => {
  it('stores the returned access token, then loads the session from it', () => {
    const { state, tokens, dispatch } = start(null);
    const session = sessionFor({ account: 'nouveau@agence.fr' });
    const token = tokenWith({ exp: inSeconds(900), session });
    dispatch(shellActions.signedIn(token));
    expect(tokens.read()).toBe(token);
    expect(state().account).toEqual({ isAuthenticated: true, token, session, error: null });
  });

  it('refuses an expired token handed over at sign-in', () => {
    const { state, tokens, dispatch } = start(null);
    dispatch(shellActions.signedIn(tokenWith({ exp: inSeconds(-1), session: sessionFor() })));
    expect(tokens.read()).toBeNull();
    expect(state().account).toMatchObject({ isAuthenticated: false, error: 'Session expirée' });
  });
});
