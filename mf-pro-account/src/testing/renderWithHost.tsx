import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Reducer } from 'redux';
import { StoreRegistryContext, type AccountState } from '@ped/contracts';
import type { PlanCode, Session } from '@ped/domain';
import { createInjectableStore } from '@ped/host';
import { lightTheme } from '@ped/ui';
import { STORE_MODULES } from '../app/store-modules';

export function proSession(overrides: Partial<Session> = {}, plan: PlanCode = 'experts'): Session {
  return {
    connected: true,
    account: 'gerant@agence.test',
    account_id: '64b000000000000000000001',
    validated: true,
    is_admin: false,
    role: 'owner',
    created: '2026-01-05T09:00:00.000Z',
    organisation: {
      id: '64b000000000000000000002',
      name: 'Agence du Port',
      subscription_plan: plan,
    },
    sso_provider: null,
    impersonated_by: null,
    ...overrides,
  };
}

/**
 * Renders inside what the shell gives a remote: store with registry, theme, router, and this
 * remote's state areas and sagas registered as its App registers them.
 */
export function renderWithHost(
  ui: ReactElement,
  {
    session = proSession(),
    path = '/mon-compte-professionnel/encours',
  }: { session?: Session | null; path?: string } = {},
) {
  const account: AccountState = {
    isAuthenticated: session !== null,
    token: session ? 'jeton' : null,
    session,
    error: null,
  };
  const actions: Array<{ type: string; payload?: unknown }> = [];
  const accountReducer: Reducer<AccountState> = (state = account) => state;
  const recorder: Reducer<null> = (state = null, action) => {
    actions.push(action);
    return state;
  };
  const host = createInjectableStore({ account: accountReducer, recorder });
  for (const { key, reducer, saga } of STORE_MODULES) {
    host.registry.injectReducer(key, reducer);
    if (saga) host.registry.injectSaga(key, saga);
  }
  const view = render(
    <Provider store={host.store}>
      <StoreRegistryContext.Provider value={host.registry}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter
            initialEntries={[path]}
            future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
          >
            {ui}
          </MemoryRouter>
        </ThemeProvider>
      </StoreRegistryContext.Provider>
    </Provider>,
  );
  return { ...view, host, actions };
}
