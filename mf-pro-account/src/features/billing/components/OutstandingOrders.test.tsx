import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, reply, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { orderFixture, pageOf } from '../../../testing/orders';
import { OutstandingOrders } from './OutstandingOrders';

/** What the API answers for the orders still owed (it leaves paid orders and drafts out). */
const orders = [
  orderFixture({ orderid: 'AAA111' }),
  orderFixture({ orderid: 'BBB222', account: 'negociateur@agence.test' }),
];

/** The orders still owed the page asked for, as the API read each query. */
const outstandingQueries = (api: FakeApi) =>
  api
    .calls('GET', '/order/v2')
    .map((request) => request.query)
    .filter((query) => query.outstanding === 'true');

describe('OutstandingOrders', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi()
      .on('GET', '/order/v2', pageOf(orders))
      .on('GET', '/invoices/', pageOf([]))
      .on('GET', '/billing/stripe/listMethods', {
        methods: [{ id: 'pm_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 }],
        default: 'pm_visa',
      });
  });

  async function renderLoaded() {
    const view = renderWithHost(<OutstandingOrders />);
    // the billing area's cards are loaded by the page; here they come with the store
    view.host.store.dispatch({ type: 'billing/load' });
    await screen.findByRole('checkbox', { name: 'Régler la commande AAA111' });
    return view;
  }

  it('asks the API for the orders still owed, oldest first, and lists them whoever placed them', async () => {
    await renderLoaded();
    expect(outstandingQueries(api)).toEqual([
      { page: '1', pageSize: '10', sort: 'created', direction: 'asc', outstanding: 'true' },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Régler la commande BBB222' })).toBeInTheDocument();
    expect(screen.getByText('2 commandes à régler')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Sélectionnez les commandes à régler' }),
    ).toBeDisabled();
  });

  it('keeps the orders chosen on one page when another page is shown, and pays them all', async () => {
    const page2 = orderFixture({ orderid: 'CCC333' });
    api
      .on('GET', '/order/v2', ({ query }) =>
        query.page === '2'
          ? { items: [page2], total: 11, page: 2, pageSize: 10 }
          : { ...pageOf(orders), total: 11 },
      )
      .on(
        'POST',
        '/billing/stripe/pay/intermediary',
        reply(200, '2 commandes réglées : 119,76 € TTC', {
          orders: ['AAA111', 'CCC333'],
          amount: 11976,
          invoices: [],
        }),
      );
    await renderLoaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande AAA111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Régler la commande CCC333' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^Régler 2 commandes \(119,76\s€ TTC\)$/ }),
    );
    expect(api.calls('POST', '/billing/stripe/pay/intermediary')).toMatchObject([
      { body: { orders: ['AAA111', 'CCC333'], payment_method: 'pm_visa' } },
    ]);
  });

  it('pays the selected orders at once with the default card and reloads the lists', async () => {
    api.on(
      'POST',
      '/billing/stripe/pay/intermediary',
      reply(200, '2 commandes réglées : 119,76 € TTC', {
        orders: ['AAA111', 'BBB222'],
        amount: 11976,
        invoices: ['F2026-000001', 'F2026-000002'],
      }),
    );
    const { actions } = await renderLoaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande AAA111' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande BBB222' }));
    // Expert 49,90 € HT = 59,88 € TTC each
    await userEvent.click(
      screen.getByRole('button', { name: /^Régler 2 commandes \(119,76\s€ TTC\)$/ }),
    );
    expect(api.calls('POST', '/billing/stripe/pay/intermediary')).toMatchObject([
      { body: { orders: ['AAA111', 'BBB222'], payment_method: 'pm_visa' } },
    ]);
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: '2 commandes réglées : 119,76 € TTC' }),
        }),
      ),
    );
    // the orders still owed are asked again (Accueil's list reloads too)
    await waitFor(() => expect(outstandingQueries(api)).toHaveLength(2));
    expect(api.calls('GET', '/invoices/').length).toBeGreaterThan(0);
  });

  it('keeps the selection and shows the bank’s refusal', async () => {
    api.on(
      'POST',
      '/billing/stripe/pay/intermediary',
      reply(402, 'Paiement refusé par la banque : essayez avec une autre carte'),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Tout sélectionner' }));
    await userEvent.click(screen.getByRole('button', { name: /^Régler 2 commandes/ }));
    expect(
      await screen.findByText('Paiement refusé par la banque : essayez avec une autre carte'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Régler la commande AAA111' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Régler la commande BBB222' })).toBeChecked();
  });
});
