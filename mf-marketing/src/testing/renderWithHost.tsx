import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { legacy_createStore as createStore } from 'redux';
import { ThemeProvider } from 'styled-components';
import type { Session } from '@ped/client';
import { RuntimeConfigContext } from '@ped/contracts';
import { devRuntimeConfig } from '@ped/host';
import { lightTheme } from '@ped/ui';

/** Renders a component as the shell would host it: store with `account`, configuration, theme, router. */
export function renderWithHost(
  ui: ReactElement,
  { session = null, path = '/' }: { session?: Session | null; path?: string } = {},
) {
  const account = {
    isAuthenticated: session !== null,
    token: session ? 'jeton' : null,
    session,
    error: null,
  };
  const store = createStore((state: { account: typeof account } = { account }) => state);
  return render(
    <Provider store={store}>
      <RuntimeConfigContext.Provider value={devRuntimeConfig()}>
        <ThemeProvider theme={lightTheme}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ThemeProvider>
      </RuntimeConfigContext.Provider>
    </Provider>,
  );
}

export function professionalSession(plan: 'free' | 'experts' = 'experts'): Session {
  return {
    connected: true,
    account: 'agent@agence-du-parc.fr',
    account_id: 'a1',
    validated: true,
    is_admin: false,
    role: 'owner',
    created: '2026-01-01T00:00:00.000Z',
    organisation: { id: 'o1', name: 'Agence du Parc', subscription_plan: plan },
    sso_provider: null,
    impersonated_by: null,
  };
}
