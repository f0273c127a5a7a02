import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost, sessionFor } from '../../../testing/renderWithHost';
import { WelcomeNotice } from './WelcomeNotice';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

describe('WelcomeNotice', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('welcomes a premium account created two days ago with its plan’s text, until dismissed', async () => {
    renderWithHost(<WelcomeNotice />, {
      session: sessionFor({
        created: hoursAgo(48),
        organisation: { id: 'o', name: 'A', subscription_plan: 'premium' },
      }),
    });
    expect(screen.getByTestId('welcome-notice')).toHaveTextContent(
      /adresse de facturation par défaut/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByTestId('welcome-notice')).toBeNull();
  });

  it('leads a free account to where « Générer un lien de paiement » is: an order’s summary', () => {
    renderWithHost(<WelcomeNotice />, {
      session: sessionFor({
        created: hoursAgo(2),
        organisation: { id: 'o', name: 'A', subscription_plan: 'free' },
      }),
    });
    expect(screen.getByTestId('welcome-notice')).toHaveTextContent(/Générer un lien de paiement/);
    expect(screen.getByRole('link', { name: 'Commencer une commande' })).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-confort',
    );
  });

  it('says nothing after three days, or to visitors', () => {
    renderWithHost(<WelcomeNotice />, { session: sessionFor({ created: hoursAgo(73) }) });
    expect(screen.queryByTestId('welcome-notice')).toBeNull();
  });
});
