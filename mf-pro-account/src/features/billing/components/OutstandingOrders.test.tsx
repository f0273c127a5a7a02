import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as client from '@ped/client';
import { ApiError } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { orderFixture, pageOf } from '../../../testing/orders';
import { OutstandingOrders } from './OutstandingOrders';

jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchOrders: jest.fn(),
  listMethods: jest.fn(),
  payIntermediary: jest.fn(),
  fetchInvoices: jest.fn(),
}));
const mocked = jest.mocked(client);

/** What the API answers for the orders still owed (it leaves paid orders and drafts out). */
const orders = [
  orderFixture({ orderid: 'AAA111' }),
  orderFixture({ orderid: 'BBB222', account: 'negociateur@agence.test' }),
];

describe('OutstandingOrders', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    mocked.fetchOrders.mockResolvedValue(pageOf(orders));
    mocked.fetchInvoices.mockResolvedValue(pageOf([]));
    mocked.listMethods.mockResolvedValue({
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
    expect(mocked.fetchOrders).toHaveBeenCalledWith({
      page: 1,
      pageSize: 10,
      sort: 'created',
      direction: 'asc',
      outstanding: true,
    });
    expect(screen.getByRole('checkbox', { name: 'Régler la commande BBB222' })).toBeInTheDocument();
    expect(screen.getByText('2 commandes à régler')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Sélectionnez les commandes à régler' }),
    ).toBeDisabled();
  });

  it('keeps the orders chosen on one page when another page is shown, and pays them all', async () => {
    const page2 = orderFixture({ orderid: 'CCC333' });
    mocked.fetchOrders.mockImplementation(async (query) =>
      query?.page === 2
        ? { items: [page2], total: 11, page: 2, pageSize: 10 }
        : { ...pageOf(orders), total: 11 },
    );
    mocked.payIntermediary.mockResolvedValue({
      payment: { orders: ['AAA111', 'CCC333'], amount: 11976, invoices: [] },
      message: '2 commandes réglées : 119,76 € TTC',
    });
    await renderLoaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande AAA111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Régler la commande CCC333' }),
    );
    await userEvent.click(
      screen.getByRole('button', { name: /^Régler 2 commandes \(119,76\s€ TTC\)$/ }),
    );
    expect(mocked.payIntermediary).toHaveBeenCalledWith({
      orders: ['AAA111', 'CCC333'],
      payment_method: 'pm_visa',
    });
  });

  it('pays the selected orders at once with the default card and reloads the lists', async () => {
    mocked.payIntermediary.mockResolvedValue({
      payment: {
        orders: ['AAA111', 'BBB222'],
        amount: 11976,
        invoices: ['F2026-000001', 'F2026-000002'],
      },
      message: '2 commandes réglées : 119,76 € TTC',
    });
    const { actions } = await renderLoaded();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande AAA111' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Régler la commande BBB222' }));
    // Expert 49,90 € HT = 59,88 € TTC each
    await userEvent.click(
      screen.getByRole('button', { name: /^Régler 2 commandes \(119,76\s€ TTC\)$/ }),
    );
    expect(mocked.payIntermediary).toHaveBeenCalledWith({
      orders: ['AAA111', 'BBB222'],
      payment_method: 'pm_visa',
    });
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: '2 commandes réglées : 119,76 € TTC' }),
        }),
      ),
    );
    // the orders still owed are asked again (Accueil's list reloads too)
    await waitFor(() =>
      expect(mocked.fetchOrders.mock.calls.filter(([query]) => query?.outstanding)).toHaveLength(2),
    );
    expect(mocked.fetchInvoices).toHaveBeenCalled();
  });

  it('keeps the selection and shows the bank’s refusal', async () => {
    mocked.payIntermediary.mockRejectedValue(
      new ApiError('Paiement refusé par la banque : essayez avec une autre carte', 402),
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
