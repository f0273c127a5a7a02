import { screen } from '@testing-library/react';
import type { Order } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { OrdersTab } from './OrdersTab';

const mockFetchOrders = jest.fn();
jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchAdminOrders: (...args: unknown[]) => mockFetchOrders(...args),
}));

const order = (orderid: string, offer: string | null) =>
  ({
    orderid,
    account: 'client@example.fr',
    state: 'confirmed',
    paid: null,
    pending: false,
    registration_id: null,
    created: '2026-03-01T10:00:00Z',
    payload: { offer },
  }) as unknown as Order;

describe('OrdersTab', () => {
  it('shows the offer’s name in the Offre column, nothing for an order without offer', async () => {
    mockFetchOrders.mockResolvedValue([
      order('AB12CD', 'cle'),
      order('EF34GH', 'vte'),
      order('JK56LM', null),
    ]);
    renderWithHost(<OrdersTab />);
    expect(await screen.findByRole('cell', { name: 'Confort' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pack ALUR' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'cle' })).not.toBeInTheDocument();
  });
});
