import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Reducer } from 'redux';
import { configureApi, DEFAULT_TOKEN_NAME, localTokenStorage, readStoredToken } from '@ped/client';
import type { AccountState, RuntimeConfig } from '@ped/contracts';
import { HostProviders } from './HostProviders';
import { createInjectableStore } from './injectable-store';

/** The configuration a dev host (or a component test) gives its remote. */
export function devRuntimeConfig(apiUrl = 'http://localhost:4000'): RuntimeConfig {
  return {
    apiUrl,
    canonicalOrigin: null,
    tokenName: DEFAULT_TOKEN_NAME,
    infoBanner: null,
    phone: '01 84 80 12 34',
  };
}

/**
 * The small dev host a remote runs in on its own (docs/architecture.md §2.6):
 * store with registry, theme, router, the API client, and the session read from the
 * stored token, so a team works on its remote without the shell or the other remotes.
 */
export function mountStandalone(
  App: ComponentType,
  { apiUrl = 'http://localhost:4000' }: { apiUrl?: string } = {},
) {
  const config = devRuntimeConfig(apiUrl);
  const tokens = localTokenStorage(config.tokenName);
  configureApi({ baseUrl: apiUrl, tokens });
  const stored = readStoredToken(tokens.read());
  const account: AccountState =
    stored.status === 'valid'
      ? { isAuthenticated: true, token: stored.token, session: stored.decoded.session, error: null }
      : { isAuthenticated: false, token: null, session: null, error: null };
  const accountReducer: Reducer<AccountState> = (state = account) => state;
  const snackbarReducer: Reducer = (state = { open: false, message: '' }, action) => {
    if (action.type === 'snackbar/notify')
      console.info('[dev host] notification :', action.payload);
    return state;
  };
  const host = createInjectableStore({ account: accountReducer, snackbar: snackbarReducer });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <HostProviders host={host} config={config}>
      <App />
    </HostProviders>,
  );
}
