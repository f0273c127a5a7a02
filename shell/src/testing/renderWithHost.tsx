import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { Saga } from 'redux-saga';
import { takeEvery } from 'redux-saga/effects';
import { StoreRegistryContext, type AccountState } from '@ped/contracts';
import type { Session } from '@ped/domain';
import { createShellStore } from '../app/store';
import { accountActions } from '../features/session/store/account-reducer';
import { createShellThemeLayer } from '../features/theme/components/ShellThemeLayer';

export function sessionFor(overrides: Partial<Session> = {}): Session {
  return {
    connected: true,
    account: 'agence@exemple.fr',
    account_id: 'a1',
    validated: true,
    is_admin: false,
    role: 'owner',
    created: '2020-01-01T10:00:00.000Z',
    organisation: { id: 'o1', name: 'Agence Exemple', subscription_plan: 'free' },
    sso_provider: null,
    impersonated_by: null,
    ...overrides,
  };
}

interface RenderOptions {
  /** a signed-in session, null for a visitor, 'unknown' before the check */
  session?: Session | null | 'unknown';
  path?: string;
  sagas?: Saga[];
}

/** The shell's store (its three areas, only the given sagas) with a session, and the shell's theme. */
export function renderWithHost(
  ui: ReactElement,
  { session = null, path = '/', sagas = [] }: RenderOptions = {},
) {
  const host = createShellStore(sagas);
  if (session === null) host.store.dispatch(accountActions.loggedOut());
  else if (session !== 'unknown')
    host.store.dispatch(accountActions.sessionLoaded('jeton', session));
  const Themed = createShellThemeLayer();
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={host.store}>
        <StoreRegistryContext.Provider value={host.registry}>
          <Themed>
            <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
          </Themed>
        </StoreRegistryContext.Provider>
      </Provider>
    );
  }
  const result = render(ui, { wrapper: Wrapper });
  return {
    ...result,
    store: host.store,
    account: () => (host.store.getState() as { account: AccountState }).account,
  };
}

/** An unsigned token with the given claims, as the API would send (only its claims are read). */
export function tokenWith(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** A saga that keeps every action dispatched, for tests checking what a component asked for. */
export function actionRecorder(): { saga: Saga; actions: Array<{ type: string }> } {
  const actions: Array<{ type: string }> = [];
  function* saga() {
    yield takeEvery('*', (action: { type: string }) => {
      actions.push(action);
    });
  }
  return { saga, actions };
}
