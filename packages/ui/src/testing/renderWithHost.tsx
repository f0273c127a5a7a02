import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/themes';

function Themed({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={lightTheme}>{children}</ThemeProvider>;
}

/** Renders inside the light theme (rerenders too), which is all a host gives a @ped/ui component. */
export function renderWithHost(ui: ReactElement) {
  return render(ui, { wrapper: Themed });
}
