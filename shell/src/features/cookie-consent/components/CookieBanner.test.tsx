import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { screen } from '@testing-library/react';
import { lightTheme } from '@ped/ui';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '../../../testing/renderWithHost';
import { COOKIE_CONSENT_KEY } from '../consent-storage';
import { CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['Accepter', 'true'],
    ['Refuser', 'false'],
  ])('stores the choice "%s" as %s and goes away', async (button, stored) => {
    renderWithHost(<CookieBanner />);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe(stored);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('does not ask again once answered', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    renderWithHost(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('comes back when reopened, shows the current choice and lets it change', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    const onClose = jest.fn();
    renderWithHost(<CookieBanner reopened onClose={onClose} />);
    expect(screen.getByText('Votre choix actuel : cookies refusés.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accepter' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(onClose).toHaveBeenCalled();
  });

  it('is drawn by the server whatever the choice, marked for the head’s rule to hide it before paint', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    const html = renderToString(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <CookieBanner />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(html).toContain('data-cookie-banner="drawn"');
    expect(html).toContain('Acceptez-vous les cookies de mesure d’audience ?');
    // what the server could not know is not in it: hydration finds the same band
    expect(html).not.toContain('Votre choix actuel');
    expect(html).not.toContain('aria-pressed="true"');
  });

  it('is the app’s own once rendered in the browser, asking', () => {
    renderWithHost(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toHaveAttribute('data-cookie-banner', 'asking');
  });
});
