import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrganisationUser } from '@ped/client';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost, proSession } from '../../../testing/renderWithHost';
import { UsersPage } from './UsersPage';

const owner: OrganisationUser = {
  email: 'gerant@agence.test',
  role: 'owner',
  role_label: 'Administrateur',
  validated: true,
  pending: false,
  created: '2026-01-05T09:00:00.000Z',
};
const member: OrganisationUser = {
  email: 'negociateur@agence.test',
  role: 'member',
  role_label: 'Collaborateur',
  validated: true,
  pending: false,
  created: '2026-02-01T09:00:00.000Z',
};

const rowOf = async (email: string) =>
  (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('UsersPage', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi().on('GET', '/users/', [owner, member]);
  });

  it('lists the team with their roles; the owner may remove collaborateurs but not themself', async () => {
    renderWithHost(<UsersPage />, { session: proSession() });
    expect(
      within(await rowOf('gerant@agence.test')).getByText('Administrateur'),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('negociateur@agence.test')).getByText('Collaborateur'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Retirer negociateur@agence.test' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Retirer gerant@agence.test' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(/Votre formule Experts permet 4 utilisateurs au maximum/),
    ).toBeInTheDocument();
  });

  it('shows a collaborateur the list without invite nor remove', async () => {
    renderWithHost(<UsersPage />, {
      session: proSession({ account: member.email, role: 'member' }),
    });
    expect(await screen.findByText('negociateur@agence.test')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Seul l’Administrateur du compte peut inviter ou retirer des collaborateurs.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('form', { name: 'Inviter un collaborateur' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
  });

  it('shows the API’s quota message and keeps the typed address, then invites', async () => {
    api.on(
      'POST',
      '/users/invit',
      reply(
        409,
        'Votre formule Experts permet 4 utilisateurs au maximum : passez à une formule supérieure pour inviter d’autres collaborateurs',
      ),
      reply(200, 'Invitation envoyée à assistante@agence.test'),
    );
    renderWithHost(<UsersPage />, { session: proSession() });
    const field = await screen.findByLabelText(/Adresse e-mail du collaborateur/);
    await userEvent.type(field, 'assistante@agence.test');
    await userEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(
      await screen.findByText(
        /passez à une formule supérieure pour inviter d’autres collaborateurs/,
      ),
    ).toBeInTheDocument();
    expect(field).toHaveValue('assistante@agence.test');
    await userEvent.click(screen.getByRole('button', { name: 'Inviter' }));
    expect(
      await screen.findByText('Invitation envoyée à assistante@agence.test'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/users/invit')).toMatchObject([
      { body: { email: 'assistante@agence.test' } },
      { body: { email: 'assistante@agence.test' } },
    ]);
    expect(field).toHaveValue('');
    await waitFor(() => expect(api.calls('GET', '/users/')).toHaveLength(2));
  });

  it('removes a collaborateur only after confirmation', async () => {
    api.on(
      'POST',
      '/users/remove',
      reply(200, 'negociateur@agence.test a été retiré de votre organisation'),
    );
    renderWithHost(<UsersPage />, { session: proSession() });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer negociateur@agence.test' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Retirer ce collaborateur ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.calls('POST', '/users/remove')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer negociateur@agence.test' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retirer' }),
    );
    expect(
      await screen.findByText('negociateur@agence.test a été retiré de votre organisation'),
    ).toBeInTheDocument();
    expect(api.calls('POST', '/users/remove')).toMatchObject([
      { body: { email: 'negociateur@agence.test' } },
    ]);
  });
});
