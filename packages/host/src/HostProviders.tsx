import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { StoreRegistryContext } from '@ped/contracts';
import { GlobalStyle, lightTheme, type PedTheme } from '@ped/ui';
import type { InjectableStore } from './injectable-store';

/** React Router 6 with the v7 behaviours on (and without their console warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** Everything a remote relies on from its host: store, registry, theme, router. */
export function HostProviders({ host, theme = lightTheme, children }: { host: InjectableStore; theme?: PedTheme; children: ReactNode }) {
  return (
    <Provider store={host.store}>
      <StoreRegistryContext.Provider value={host.registry}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>
        </ThemeProvider>
      </StoreRegistryContext.Provider>
    </Provider>
  );
}
