import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost, proSession } from '../../../testing/renderWithHost';
import { SignupPage } from './SignupPage';

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

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
});

describe('SignupPage: a new organisation', () => {
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
    expect(api.requests).toEqual([]);
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
    expect(api.requests).toEqual([]);
  });

  it('keeps what was typed when the API refuses', async () => {
    api.on('POST', '/account/', reply(409, 'Un compte existe déjà avec cette adresse e-mail'));
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
    api
      .on(
        'POST',
        '/account/',
        reply(200, 'Compte créé : consultez vos e-mails pour valider votre adresse', {
          email: 'gerant@agence.test',
        }),
      )
      .on('POST', '/account/auth', {
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
    expect(api.calls('POST', '/account/')).toMatchObject([
      {
        body: {
          organisation: 'Agence du Port',
          email: 'gerant@agence.test',
          password: 'mot-de-passe-long',
        },
      },
    ]);
    await waitFor(() =>
      expect(actions).toContainEqual({
        type: 'account/signedIn',
        payload: { accessToken: 'jeton' },
      }),
    );
  });
});

describe('SignupPage: joining by invitation', () => {
  const INVITED = '/mon-compte-professionnel/creation?invitation=jeton-invitation-0123456789';

  it('names the organisation and the invited address, then signs the collaborator in', async () => {
    api
      .on('GET', '/account/invitation', {
        email: 'recrue@agence-du-port.fr',
        organisation: 'Agence du Port',
      })
      .on(
        'POST',
        '/account/invitation/accept',
        reply(400, 'Le mot de passe doit contenir au moins 12 caractères'),
        {
          access_token: 'jeton-collaborateur',
          session: proSession({ account: 'recrue@agence-du-port.fr', role: 'member' }, 'experts'),
        },
      );
    const { actions } = renderWithHost(<SignupPage />, { session: null, path: INVITED });
    const form = await screen.findByRole('form', { name: 'Rejoindre l’organisation' });
    expect(form).toHaveTextContent(
      'Agence du Port vous invite à rejoindre son Espace Pro avec l’adresse recrue@agence-du-port.fr.',
    );
    expect(screen.queryByLabelText(/Nom de votre société/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'mot-de-passe-long');
    await userEvent.type(screen.getByLabelText(/Confirmez le mot de passe/), 'mot-de-passe-long');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre l’organisation' }));
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 12 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveValue('mot-de-passe-long');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre l’organisation' }));
    await waitFor(() =>
      expect(actions).toContainEqual({
        type: 'account/signedIn',
        payload: { accessToken: 'jeton-collaborateur' },
      }),
    );
    expect(api.calls('GET', '/account/invitation')).toMatchObject([
      { query: { token: 'jeton-invitation-0123456789' } },
    ]);
    expect(api.calls('POST', '/account/invitation/accept').at(-1)?.body).toEqual({
      token: 'jeton-invitation-0123456789',
      password: 'mot-de-passe-long',
    });
  });

  it('says in French when the invitation is used or expired', async () => {
    api.on(
      'GET',
      '/account/invitation',
      reply(
        404,
        'Invitation invalide ou expirée : demandez-en une nouvelle à l’administrateur du compte',
      ),
    );
    renderWithHost(<SignupPage />, { session: null, path: INVITED });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invitation invalide ou expirée : demandez-en une nouvelle à l’administrateur du compte',
    );
    expect(screen.queryByLabelText(/^Mot de passe/)).not.toBeInTheDocument();
  });
});
