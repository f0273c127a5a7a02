import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@ped/client';
import { ApiError } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ForgotPasswordPage } from './ForgotPasswordPage';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  forgotPassword: jest.fn(),
  resetPassword: jest.fn(),
}));
const mocked = jest.mocked(client);

describe('ForgotPasswordPage', () => {
  it('asks for a link and shows the API’s answer', async () => {
    mocked.forgotPassword.mockResolvedValue({
      message:
        'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé',
    });
    renderWithHost(<ForgotPasswordPage />, {
      session: null,
      path: '/mon-compte-professionnel/mot-de-passe-oublie',
    });
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'gerant@agence.test');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await screen.findByText(/Si un compte existe pour cette adresse/)).toBeInTheDocument();
    expect(mocked.forgotPassword).toHaveBeenCalledWith('gerant@agence.test');
  });

  it('sets the new password from the e-mailed link; a refusal keeps the typed password', async () => {
    mocked.resetPassword.mockRejectedValueOnce(
      new ApiError('Lien de réinitialisation invalide ou expiré', 400),
    );
    mocked.resetPassword.mockResolvedValueOnce({
      message: 'Mot de passe modifié, vous pouvez vous connecter',
    });
    renderWithHost(<ForgotPasswordPage />, {
      session: null,
      path: '/mon-compte-professionnel/mot-de-passe-oublie?reinitialisation=jeton-reinit-0123456789',
    });
    await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), 'nouveau-mot-de-passe');
    await userEvent.type(
      screen.getByLabelText(/Confirmez le mot de passe/),
      'nouveau-mot-de-passe',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Lien de réinitialisation invalide ou expiré'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('nouveau-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(
      await screen.findByText('Mot de passe modifié, vous pouvez vous connecter'),
    ).toBeInTheDocument();
    expect(mocked.resetPassword).toHaveBeenLastCalledWith(
      'jeton-reinit-0123456789',
      'nouveau-mot-de-passe',
    );
  });
});
