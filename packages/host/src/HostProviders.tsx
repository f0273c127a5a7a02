import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { StoreRegistryContext } from '@ped/contracts';
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

/**
 * Everything a remote relies on from its host: store, registry, theme, router. The shell
 * passes its own `themeLayer`, which reads the colour mode and the partner from the store.
 */
export function HostProviders({ host, themeLayer: Themed = LightThemeLayer, children }: { host: InjectableStore; themeLayer?: ThemeLayer; children: ReactNode }) {
  return (
    <Provider store={host.store}>
      <StoreRegistryContext.Provider value={host.registry}>
        <Themed>
          <BrowserRouter>{children}</BrowserRouter>
        </Themed>
      </StoreRegistryContext.Provider>
    </Provider>
  );
}
