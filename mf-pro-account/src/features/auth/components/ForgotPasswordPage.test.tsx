import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  it('asks for a link and shows the API’s answer', async () => {
    const api = fakeApi().on(
      'POST',
      '/account/password/forgot',
      reply(
        200,
        'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé',
      ),
    );
    renderWithHost(<ForgotPasswordPage />, {
      session: null,
      path: '/mon-compte-professionnel/mot-de-passe-oublie',
    });
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'gerant@agence.test');
    await userEvent.click(screen.getByRole('button', { name: 'Recevoir un lien' }));
    expect(await screen.findByText(/Si un compte existe pour cette adresse/)).toBeInTheDocument();
    expect(api.calls('POST', '/account/password/forgot')).toMatchObject([
      { body: { email: 'gerant@agence.test' } },
    ]);
  });

  it('sets the new password from the e-mailed link; a refusal keeps the typed password', async () => {
    const api = fakeApi().on(
      'POST',
      '/account/password/reset',
      reply(400, 'Lien de réinitialisation invalide ou expiré'),
      reply(200, 'Mot de passe modifié, vous pouvez vous connecter', {
        email: 'gerant@agence.test',
      }),
    );
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
    expect(api.calls('POST', '/account/password/reset').at(-1)?.body).toEqual({
      token: 'jeton-reinit-0123456789',
      password: 'nouveau-mot-de-passe',
    });
  });
});
