import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@ped/client';
import { SALE_DETAIL_MESSAGES } from '@ped/domain';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SaleDetailsForm } from './SaleDetailsForm';

const mockSave = jest.fn();
jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  saveSaleDetails: (...args: unknown[]) => mockSave(...args),
}));

const order = {
  orderid: 'AB12CD',
  account: 'client@example.fr',
  stored: { dt_based: '2026-03-12', dt_n_start: null, syndic_address: '' },
} as unknown as Order;

describe('SaleDetailsForm', () => {
  beforeEach(() => mockSave.mockReset());

  it('shows what the seller gave and sends only what staff changed', async () => {
    mockSave.mockImplementation(async (_ref, details) => ({
      ...order,
      stored: { ...(order.stored as object), ...details },
    }));
    const { dispatched } = renderWithHost(<SaleDetailsForm order={order} />);
    expect(
      screen.getByLabelText('Date de l’assemblée générale ayant approuvé les derniers comptes'),
    ).toHaveValue('2026-03-12');
    const save = screen.getByRole('button', { name: 'Enregistrer les données de la vente' });
    expect(save).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Début de l’exercice N-1'), '2025-01-01');
    await userEvent.type(screen.getByLabelText('Fin de l’exercice N-1'), '2025-12-31');
    await userEvent.type(screen.getByLabelText(/Nombre de lots de la copropriété/), '48');
    await userEvent.type(screen.getByLabelText(/Adresse du syndic/), '12 quai Saint-Antoine, Lyon');
    await userEvent.click(save);

    expect(mockSave).toHaveBeenCalledWith(
      { orderid: 'AB12CD', account: 'client@example.fr' },
      {
        dt_n_start: '2025-01-01',
        dt_n_end: '2025-12-31',
        building_lots: 48,
        syndic_address: '12 quai Saint-Antoine, Lyon',
      },
    );
    await waitFor(() =>
      expect(dispatched).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: 'Données de la vente enregistrées' }),
        }),
      ),
    );
    expect(save).toBeDisabled();
  });

  it('keeps what was typed and says what is wrong, without calling the API', async () => {
    renderWithHost(<SaleDetailsForm order={order} />);
    await userEvent.type(screen.getByLabelText('Début de l’exercice N-1'), '2025-12-31');
    await userEvent.type(screen.getByLabelText('Fin de l’exercice N-1'), '2025-01-01');
    await userEvent.type(screen.getByLabelText(/Nombre de lots de la copropriété/), 'douze');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer les données de la vente' }),
    );

    expect(screen.getByText(SALE_DETAIL_MESSAGES.yearOrder)).toBeInTheDocument();
    expect(screen.getByText(SALE_DETAIL_MESSAGES.buildingLots)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nombre de lots de la copropriété/)).toHaveValue('douze');
    expect(mockSave).not.toHaveBeenCalled();
  });
});
