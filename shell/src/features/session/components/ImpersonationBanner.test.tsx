import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { actionRecorder, renderWithHost, sessionFor } from '../../../testing/renderWithHost';
import { ImpersonationBanner } from './ImpersonationBanner';

describe('ImpersonationBanner', () => {
  it('tells an admin logged in as a customer whose account is in use, and switches back to the admin account', async () => {
    const recorder = actionRecorder();
    renderWithHost(<ImpersonationBanner />, {
      session: sessionFor({
        account: 'client@agence.fr',
        impersonated_by: 'admin@pre-etat-date.fr',
      }),
      sagas: [recorder.saga],
    });
    const banner = screen.getByRole('region', { name: 'Connexion en tant que client' });
    expect(banner).toHaveTextContent('Vous êtes connecté en tant que client@agence.fr');
    await userEvent.click(
      screen.getByRole('button', { name: 'Revenir à mon compte administrateur' }),
    );
    expect(recorder.actions).toContainEqual({
      type: 'account/switch',
      payload: { email: 'admin@pre-etat-date.fr' },
    });
  });

  it('stays hidden for an ordinary session and for visitors', () => {
    const { unmount } = renderWithHost(<ImpersonationBanner />, { session: sessionFor() });
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
    unmount();
    renderWithHost(<ImpersonationBanner />);
    expect(screen.queryByTestId('impersonation-banner')).toBeNull();
  });
});
