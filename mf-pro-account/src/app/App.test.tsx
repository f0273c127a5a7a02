import { screen, within } from '@testing-library/react';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost, proSession } from '../testing/renderWithHost';
import { orderFixture, pageOf } from '../testing/orders';
import ProAccountApp from './App';

describe('account area gating (docs/product.md §4.6)', () => {
  beforeEach(() => {
    fakeApi()
      .on('GET', '/billing/stripe/listMethods', { methods: [], default: null })
      .on('GET', '/invoices/', pageOf([]))
      .on('GET', '/account/v2', reply(404, 'Compte introuvable'))
      .on(
        'GET',
        '/order/v2',
        pageOf([
          orderFixture({ orderid: 'EXP001', account: 'negociateur@agence.test' }),
          orderFixture({
            orderid: 'ALU002',
            state: 'done',
            paid: '2026-03-04T10:00:00.000Z',
            pending: false,
            payload: { ...orderFixture({ orderid: 'x' }).payload, offer: 'vte' },
          }),
        ]),
      );
  });

  it('sends an account not yet validated to the thank-you page', async () => {
    renderWithHost(<ProAccountApp />, {
      session: proSession({ validated: false }),
      path: '/mon-compte-professionnel/',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Merci, votre compte est créé !' }),
    ).toBeInTheDocument();
    expect(screen.getByText('gerant@agence.test')).toBeInTheDocument();
  });

  it('shows on Accueil every order of the organisation with its state, payment, page and re-order links', async () => {
    renderWithHost(<ProAccountApp />, {
      session: proSession(),
      path: '/mon-compte-professionnel/',
    });
    const expert = (await screen.findByText('EXP001')).closest('tr') as HTMLElement;
    expect(within(expert).getByText('Confirmée')).toBeInTheDocument();
    expect(within(expert).getByText('Paiement en attente')).toBeInTheDocument();
    expect(within(expert).getByText('negociateur@agence.test')).toBeInTheDocument();
    expect(within(expert).getByRole('link', { name: 'Voir la commande EXP001' })).toHaveAttribute(
      'href',
      '/pre-etat-date/commande/EXP001',
    );
    expect(within(expert).getByRole('link', { name: /Commander à nouveau/ })).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-expert',
    );
    const alur = screen.getByText('ALU002').closest('tr') as HTMLElement;
    expect(within(alur).getByText('Terminée')).toBeInTheDocument();
    expect(within(alur).getByText('Paiement reçu')).toBeInTheDocument();
    expect(within(alur).getByRole('link', { name: /Commander à nouveau/ })).toHaveAttribute(
      'href',
      '/en-ligne/commander/pre-etat-date/solution-alur',
    );
    const tiles = screen.getByRole('navigation', { name: 'Rubriques de l’espace professionnel' });
    expect(within(tiles).getByRole('link', { name: /Collaborateurs/ })).toHaveAttribute(
      'href',
      '/mon-compte-professionnel/utilisateurs',
    );
  });

  it('sends a visitor to the login page', async () => {
    renderWithHost(<ProAccountApp />, { session: null });
    expect(await screen.findByTestId('pro-login')).toBeInTheDocument();
  });

  it('shows the billing page to a validated professional, with its navigation', async () => {
    renderWithHost(<ProAccountApp />, { session: proSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facturation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Espace professionnel' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facturation/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByText(/Aucune carte enregistrée\./)).toBeInTheDocument();
  });
});

describe('an account without an organisation (a private customer, the platform staff)', () => {
  const privateCustomer = () =>
    proSession({ account: 'client@exemple.test', role: 'member', organisation: null });

  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi()
      .on('GET', '/invoices/', pageOf([]))
      .on(
        'GET',
        '/order/v2',
        pageOf([orderFixture({ orderid: 'ALU010', account: 'client@exemple.test' })]),
      );
  });

  it('is offered its orders, its account and its invoices, not the pages of an organisation', async () => {
    renderWithHost(<ProAccountApp />, {
      session: privateCustomer(),
      path: '/mon-compte-professionnel/',
    });
    expect(await screen.findByText('ALU010')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos commandes' })).toBeInTheDocument();
    for (const name of ['Espace professionnel', 'Rubriques de l’espace professionnel']) {
      const navigation = screen.getByRole('navigation', { name });
      expect(within(navigation).getByRole('link', { name: /Facturation/ })).toBeInTheDocument();
      for (const page of [/Collaborateurs/, /Plans/, /Paramètres/])
        expect(within(navigation).queryByRole('link', { name: page })).not.toBeInTheDocument();
    }
    expect(screen.getByText('Vos commandes à régler et vos factures.')).toBeInTheDocument();
  });

  it('reaching Collaborateurs by its address, is told why it does not apply and nothing is asked of the API', async () => {
    renderWithHost(<ProAccountApp />, {
      session: privateCustomer(),
      path: '/mon-compte-professionnel/utilisateurs',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Collaborateurs' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Votre compte n’est rattaché à aucune organisation/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls('GET', '/users/')).toEqual([]);
  });

  it('sees in Facturation its orders to pay and its invoices, without the organisation’s cards', async () => {
    renderWithHost(<ProAccountApp />, { session: privateCustomer() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Facturation' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Commandes à régler')).toBeInTheDocument();
    expect(screen.queryByText('Cartes enregistrées')).not.toBeInTheDocument();
    expect(api.calls('GET', '/billing/stripe/listMethods')).toEqual([]);
  });
});
