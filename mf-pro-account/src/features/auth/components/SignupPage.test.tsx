import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@ped/client';
import { ApiError } from '@ped/client';
import { renderWithHost, proSession } from '../../../test-support/renderWithHost';
import { SignupPage } from './SignupPage';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  createAccount: jest.fn(),
  signIn: jest.fn(),
  acceptInvitation: jest.fn(),
}));
const mocked = jest.mocked(client);

async function fill(values: {
  organisation?: string;
  email?: string;
  password?: string;
  confirmation?: string;
}) {
  if (values.organisation)
    await userEvent.type(screen.getByLabelText(/Nom de votre société/), values.organisation);
  if (values.email) await userEvent.type(screen.getByLabelText(/Adresse e-mail/), values.email);
  if (values.password)
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), values.password);
  if (values.confirmation)
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), values.confirmation);
}

describe('SignupPage: a new organisation', () => {
  beforeEach(() => jest.clearAllMocks());

  it('checks the fields in French before calling the API', async () => {
    renderWithHost(<SignupPage />, { session: null, path: '/mon-compte-professionnel/creation' });
    await fill({ organisation: 'A', email: 'pas-une-adresse', password: 'court' });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      screen.getByText('Indiquez le nom de votre société (2 caractères au moins)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Cette adresse e-mail n’est pas valide')).toBeInTheDocument();
    expect(
      screen.getByText('Le mot de passe doit contenir au moins 10 caractères (et au plus 200)'),
    ).toBeInTheDocument();
    expect(mocked.createAccount).not.toHaveBeenCalled();
  });

  it('refuses two different passwords', async () => {
    renderWithHost(<SignupPage />, { session: null, path: '/mon-compte-professionnel/creation' });
    await fill({
      organisation: 'Agence du Port',
      email: 'gerant@agence.test',
      password: 'mot-de-passe-long',
      confirmation: 'mot-de-passe-autre',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(screen.getByText('Les deux mots de passe ne sont pas identiques')).toBeInTheDocument();
    expect(mocked.createAccount).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the API refuses', async () => {
    mocked.createAccount.mockRejectedValue(
      new ApiError('Un compte existe déjà avec cette adresse e-mail', 409),
    );
    renderWithHost(<SignupPage />, { session: null, path: '/mon-compte-professionnel/creation' });
    await fill({
      organisation: 'Agence du Port',
      email: 'gerant@agence.test',
      password: 'mot-de-passe-long',
      confirmation: 'mot-de-passe-long',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText('Un compte existe déjà avec cette adresse e-mail'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom de votre société/)).toHaveValue('Agence du Port');
    expect(screen.getByLabelText(/Adresse e-mail/)).toHaveValue('gerant@agence.test');
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('mot-de-passe-long');
  });

  it('creates the account, then signs the owner in', async () => {
    mocked.createAccount.mockResolvedValue({
      message: 'Compte créé : consultez vos e-mails pour valider votre adresse',
    });
    mocked.signIn.mockResolvedValue({
      access_token: 'jeton',
      session: proSession({ validated: false }, 'free'),
    });
    const { actions } = renderWithHost(<SignupPage />, {
      session: null,
      path: '/mon-compte-professionnel/creation',
    });
    await fill({
      organisation: 'Agence du Port',
      email: 'gerant@agence.test',
      password: 'mot-de-passe-long',
      confirmation: 'mot-de-passe-long',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(
      await screen.findByText('Compte créé : consultez vos e-mails pour valider votre adresse'),
    ).toBeInTheDocument();
    expect(mocked.createAccount).toHaveBeenCalledWith({
      organisation: 'Agence du Port',
      email: 'gerant@agence.test',
      password: 'mot-de-passe-long',
    });
    await waitFor(() =>
      expect(actions).toContainEqual({
        type: 'account/signedIn',
        payload: { accessToken: 'jeton' },
      }),
    );
  });
});

describe('SignupPage: joining by invitation', () => {
  it('sets the password with the invitation token and says how to sign in', async () => {
    mocked.acceptInvitation.mockRejectedValueOnce(
      new ApiError('Invitation invalide ou expirée', 400),
    );
    mocked.acceptInvitation.mockResolvedValueOnce({
      message: 'Invitation acceptée, vous pouvez vous connecter',
    });
    renderWithHost(<SignupPage />, {
      session: null,
      path: '/mon-compte-professionnel/creation?invitation=jeton-invitation-0123456789',
    });
    expect(screen.queryByLabelText(/Nom de votre société/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'mot-de-passe-long');
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), 'mot-de-passe-long');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre l’organisation' }));
    expect(await screen.findByText('Invitation invalide ou expirée')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('mot-de-passe-long');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre l’organisation' }));
    expect(
      await screen.findByText('Invitation acceptée, vous pouvez vous connecter'),
    ).toBeInTheDocument();
    expect(mocked.acceptInvitation).toHaveBeenLastCalledWith(
      'jeton-invitation-0123456789',
      'mot-de-passe-long',
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/connexion',
    );
  });
});
