import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { partnerForEmail, type PartnerTheme } from '@ped/domain';
import { selectAccount } from '@ped/contracts';
import { darkTheme, GlobalStyle, lightTheme } from '@ped/ui';
import {
  applyToDocument,
  readColorMode,
  resolveColorMode,
  storeColorMode,
  type ColorMode,
} from '../color-mode';
import { ColorModeContext } from '../hooks/color-mode-context';
import { useSystemDark } from '../hooks/useSystemDark';
import { withPartner } from '../partner-theme';

/**
 * The theme of the whole page: the stored colour mode (light, dark, system) and, for an
 * account whose e-mail matches a configured partner, that partner's palette and image.
 */
export function createShellThemeLayer(partners?: readonly PartnerTheme[]) {
  return function ShellThemeLayer({ children }: { children: ReactNode }) {
    const [mode, setModeState] = useState<ColorMode>(readColorMode);
    const systemDark = useSystemDark();
    const email = useSelector(selectAccount).session?.account;
    const resolved = resolveColorMode(mode, systemDark);
    const theme = useMemo(
      () =>
        withPartner(resolved === 'dark' ? darkTheme : lightTheme, partnerForEmail(email, partners)),
      [resolved, email],
    );
    useEffect(() => applyToDocument(resolved, theme.colors.background), [resolved, theme]);
    const value = useMemo(
      () => ({
        mode,
        resolved,
        setMode(next: ColorMode) {
          storeColorMode(next);
          setModeState(next);
        },
      }),
      [mode, resolved],
    );
    return (
      <ColorModeContext.Provider value={value}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {children}
        </ThemeProvider>
      </ColorModeContext.Provider>
    );
  };
}
