import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Reducer, UnknownAction } from 'redux';
import type { Session } from '@ped/client';
import {
  registerStoreModules,
  type AccountState,
  type RuntimeConfig,
  type StoreModule,
} from '@ped/contracts';
import { HostProviders } from '../HostProviders';
import { createInjectableStore } from '../injectable-store';
import { devRuntimeConfig } from '../standalone';

export interface HostOptions {
  /** who is signed in; null for a visitor */
  session?: Session | null;
  /** the router's address */
  path?: string;
  /** the remote's state areas and sagas, registered as its App registers them */
  storeModules?: StoreModule[];
  config?: RuntimeConfig;
}

/**
 * A remote's component rendered inside what the shell gives every remote (HostProviders):
 * the store with the shell's `account` area and the remote's areas, the runtime
 * configuration, the theme, a router on `path`. Every action dispatched is kept in `actions`,
 * for tests of what a component asked the host for. What the API answers is the test's
 * `fakeApi()`, on the same origin as the default `config`.
 */
export function renderWithHost(
  ui: ReactElement,
  { session = null, path = '/', storeModules = [], config = devRuntimeConfig() }: HostOptions = {},
) {
  const account: AccountState = {
    isAuthenticated: session !== null,
    token: session ? 'jeton' : null,
    session,
    error: null,
  };
  const actions: UnknownAction[] = [];
  const accountReducer: Reducer<AccountState> = (state = account) => state;
  const recorder: Reducer<null> = (state = null, action) => {
    actions.push(action);
    return state;
  };
  const host = createInjectableStore({ account: accountReducer, recorder });
  registerStoreModules(host.registry, storeModules);
  const view = render(
    <HostProviders host={host} config={config} initialPath={path}>
      {ui}
    </HostProviders>,
  );
  return { ...view, host, store: host.store, actions };
}
