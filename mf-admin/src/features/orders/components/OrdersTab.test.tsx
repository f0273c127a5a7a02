import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderListItem } from '@ped/client';
import { fakeApi, type FakeApi } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { OrdersTab } from './OrdersTab';

const order = (orderid: string, offer: string | null) =>
  ({
    orderid,
    account: 'client@example.fr',
    state: 'confirmed',
    paid: null,
    pending: false,
    registration_id: null,
    created: '2026-03-01T10:00:00Z',
    payload: { offer, options: [] },
    property: { address: '', zipcode: '', city: '' },
  }) as unknown as OrderListItem;

const page = (items: OrderListItem[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 10,
});

/** The body of the last page of orders the tab asked for. */
const lastListAsked = (api: FakeApi) => api.calls('POST', '/resources/orders').at(-1)?.body;

describe('OrdersTab', () => {
  it('shows the offer’s name in the Offre column, nothing for an order without offer', async () => {
    fakeApi().on(
      'POST',
      '/resources/orders',
      page([order('AB12CD', 'cle'), order('EF34GH', 'vte'), order('JK56LM', null)]),
    );
    renderWithHost(<OrdersTab />);
    expect(await screen.findByRole('cell', { name: 'Confort' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pack ALUR' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'cle' })).not.toBeInTheDocument();
  });

  it('asks the API for a tab’s first page, newest first, and for the next one with the same filter', async () => {
    const api = fakeApi().on('POST', '/resources/orders', page([order('AB12CD', 'cle')], 1234));
    renderWithHost(<OrdersTab />);
    expect(await screen.findByText('1 234 commandes')).toBeInTheDocument();
    expect(lastListAsked(api)).toEqual({
      states: ['confirmed', 'waiting', 'received'],
      pending: null,
      page: 1,
      pageSize: 10,
      sort: 'created',
      direction: 'desc',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(lastListAsked(api)).toMatchObject({
        states: ['confirmed', 'waiting', 'received'],
        page: 2,
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Toutes' }));
    await waitFor(() => expect(lastListAsked(api)).toMatchObject({ states: null, page: 1 }));
  });

  it('opens the whole order (its form is not in the list) when staff click « Gérer »', async () => {
    const api = fakeApi()
      .on('POST', '/resources/orders', page([order('AB12CD', 'cle')]))
      .on('GET', '/order/:orderid', {
        ...order('AB12CD', 'cle'),
        updated: '2026-03-01T10:00:00Z',
        uploads: [],
        history: [],
        stored: {},
        refresh_request: null,
        freshness_alert: null,
      } as unknown as Order);
    renderWithHost(<OrdersTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Gérer' }));
    expect(await screen.findByRole('dialog', { name: 'Commande AB12CD' })).toBeInTheDocument();
    // staff read any order: no account named
    expect(api.calls('GET', '/order/AB12CD').map((request) => request.query)).toEqual([{}]);
  });
});
