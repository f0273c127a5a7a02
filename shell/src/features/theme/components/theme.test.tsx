import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { renderWithHost, sessionFor } from '../../../testing/renderWithHost';
import { COLOR_MODE_KEY } from '../color-mode';
import { ThemeToggle } from './ThemeToggle';

function Probe() {
  const theme = useTheme();
  return (
    <output
      data-testid="probe"
      data-mode={theme.mode}
      data-primary={theme.colors.primary}
      data-partner={theme.partner?.name ?? ''}
    />
  );
}

describe('colour mode and partner theme', () => {
  beforeEach(() => window.localStorage.clear());

  it('cycles light -> dark -> system, stores the choice under ped-color-mode and applies it to the page', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(COLOR_MODE_KEY, 'light');
    renderWithHost(
      <>
        <ThemeToggle />
        <Probe />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Thème clair. Passer au thème sombre' });
    await user.click(toggle);
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('dark');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-mode', 'dark');
    expect(document.documentElement.dataset.colorMode).toBe('dark');
    await user.click(toggle);
    expect(window.localStorage.getItem(COLOR_MODE_KEY)).toBe('system');
    // jsdom has no dark preference: system resolves to light
    expect(screen.getByTestId('probe')).toHaveAttribute('data-mode', 'light');
  });

  it('applies the partner palette and image to an account matching a partner pattern, not to others', () => {
    const { unmount } = renderWithHost(<Probe />, {
      session: sessionFor({ account: 'agent@agence-lyon.century21.fr' }),
    });
    expect(screen.getByTestId('probe')).toHaveAttribute('data-partner', 'Century 21');
    expect(screen.getByTestId('probe')).toHaveAttribute('data-primary', '#BEAF87');
    unmount();
    renderWithHost(<Probe />, { session: sessionFor({ account: 'agent@orpi.fr' }) });
    expect(screen.getByTestId('probe')).toHaveAttribute('data-partner', '');
  });
});
