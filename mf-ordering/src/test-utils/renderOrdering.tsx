import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { Session } from '@ped/domain';
import { createInjectableStore } from '@ped/host';
import { lightTheme } from '@ped/ui';
import { draftModule } from '../features/order-form/store/draft-module';

/** Renders as the shell hosts the remote: the shell's `account` area plus ordering's 'stored' area and saga. */
export function renderOrdering(
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
  host.registry.injectReducer(draftModule.key, draftModule.reducer);
  if (draftModule.saga) host.registry.injectSaga(draftModule.key, draftModule.saga);
  const view = render(
    <Provider store={host.store}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...view, store: host.store };
}
