import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { RuntimeConfigContext, StoreRegistryContext, type RuntimeConfig } from '@ped/contracts';
import { GlobalStyle, lightTheme, type PedTheme } from '@ped/ui';
import type { InjectableStore } from './injectable-store';

export type ThemeLayer = ComponentType<{ children: ReactNode }>;

function fixedTheme(theme: PedTheme): ThemeLayer {
  return function FixedTheme({ children }) {
    return (
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    );
  };
}

const LightThemeLayer = fixedTheme(lightTheme);

/** React Router 6 with the v7 behaviours on (and without their console warnings). */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

interface HostProvidersProps {
  host: InjectableStore;
  config: RuntimeConfig;
  themeLayer?: ThemeLayer;
  /** a router in memory on this path instead of the browser's address (tests) */
  initialPath?: string;
  children: ReactNode;
}

/**
 * Everything a remote relies on from its host: store, registry, runtime configuration,
 * theme, router. The shell passes its own `themeLayer`, which reads the colour mode and
 * the partner from the store.
 */
export function HostProviders({
  host,
  config,
  themeLayer: Themed = LightThemeLayer,
  initialPath,
  children,
}: HostProvidersProps) {
  return (
    <Provider store={host.store}>
      <StoreRegistryContext.Provider value={host.registry}>
        <RuntimeConfigContext.Provider value={config}>
          <Themed>
            {initialPath === undefined ? (
              <BrowserRouter future={ROUTER_FUTURE}>{children}</BrowserRouter>
            ) : (
              <MemoryRouter initialEntries={[initialPath]} future={ROUTER_FUTURE}>
                {children}
              </MemoryRouter>
            )}
          </Themed>
        </RuntimeConfigContext.Provider>
      </StoreRegistryContext.Provider>
    </Provider>
  );
}
