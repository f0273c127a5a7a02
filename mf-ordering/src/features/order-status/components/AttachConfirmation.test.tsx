import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { AttachConfirmation } from './AttachConfirmation';

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

function openWith(search: string) {
  return renderWithHost(
    <Routes>
      <Route
        path="/pre-etat-date/commande/:id"
        element={
          <>
            <AttachConfirmation orderid="AB12CD" />
            <Search />
          </>
        }
      />
    </Routes>,
    { path: `/pre-etat-date/commande/AB12CD${search}` },
  );
}

describe('rattacher une commande depuis le lien de l’e-mail', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi();
  });

  it('rattache la commande avec le jeton du lien, puis retire le jeton de l’adresse', async () => {
    api.on('POST', '/order/attach', { orderid: 'AB12CD' });
    openWith('?account=client%40exemple.fr&rattacher=jeton-123');
    await userEvent.click(
      screen.getByRole('button', { name: 'Rattacher la commande à mon compte' }),
    );

    expect(api.calls('POST', '/order/attach')).toMatchObject([{ body: { token: 'jeton-123' } }]);
    expect(await screen.findByText('Commande rattachée à votre compte')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?account=client%40exemple.fr');
  });

  it('dit en français qu’un lien est déjà utilisé et laisse réessayer', async () => {
    api.on('POST', '/order/attach', reply(400, 'Lien invalide ou déjà utilisé'));
    openWith('?rattacher=jeton-123');
    await userEvent.click(
      screen.getByRole('button', { name: 'Rattacher la commande à mon compte' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Lien invalide ou déjà utilisé');
    expect(
      screen.getByRole('button', { name: 'Rattacher la commande à mon compte' }),
    ).toBeEnabled();
  });

  it('ne propose rien sans lien de rattachement', () => {
    openWith('?account=client%40exemple.fr');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
