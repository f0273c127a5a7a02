import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Session } from '@ped/domain';
import { createInjectableStore } from '@ped/host';
import { lightTheme } from '@ped/ui';
import { STORE_MODULES } from '../app/store-modules';

/** Renders as the shell hosts the remote: the shell's `account` area plus this remote's areas and sagas. */
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
  const host = createInjectableStore({ account: (state = account) => state });
  for (const { key, reducer, saga } of STORE_MODULES) {
    host.registry.injectReducer(key, reducer);
    if (saga) host.registry.injectSaga(key, saga);
  }
  const view = render(
    <Provider store={host.store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store: host.store };
}
