import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost, proSession } from '../../../testing/renderWithHost';
import { LoginPage } from './LoginPage';

const login = (path = '/mon-compte-professionnel/connexion') =>
  renderWithHost(<LoginPage />, { session: null, path });

describe('LoginPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('says in French what is missing, without calling the API', async () => {
    login();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText('Saisissez votre adresse e-mail')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe')).toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('shows the API’s refusal next to the form and keeps what was typed', async () => {
    api.on('POST', '/account/auth', reply(401, 'Adresse e-mail ou mot de passe incorrect'));
    login();
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'gerant@agence.test');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'mauvais-mot');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('gerant@agence.test');
    expect(screen.getByLabelText(/Mot de passe/)).toHaveValue('mauvais-mot');
    expect(api.calls('POST', '/account/auth')).toMatchObject([
      { body: { email: 'gerant@agence.test', password: 'mauvais-mot' } },
    ]);
  });

  it('hands the access token to the shell', async () => {
    api.on('POST', '/account/auth', { access_token: 'jeton-neuf', session: proSession() });
    const { actions } = login();
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'gerant@agence.test');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'un-bon-mot-de-passe');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() =>
      expect(actions).toContainEqual({
        type: 'account/signedIn',
        payload: { accessToken: 'jeton-neuf' },
      }),
    );
  });

  it('validates the address of the e-mailed link once and says so', async () => {
    api.on(
      'POST',
      '/account/validate',
      reply(200, 'Adresse e-mail validée, vous pouvez vous connecter', {
        email: 'gerant@agence.test',
      }),
    );
    login('/mon-compte-professionnel/connexion?validation=jeton-de-validation-0123456789');
    expect(
      await screen.findByText('Adresse e-mail validée, vous pouvez vous connecter'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/account/validate')).toMatchObject([
      { body: { token: 'jeton-de-validation-0123456789' } },
    ]);
  });

  it('explains a used or expired validation link', async () => {
    api.on('POST', '/account/validate', reply(400, 'Lien de validation invalide ou expiré'));
    login('/mon-compte-professionnel/connexion?validation=jeton-perime-0123456789');
    expect(await screen.findByText(/Lien de validation invalide ou expiré/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/mot-de-passe-oublie',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte professionnel' })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/creation',
    );
  });
});
