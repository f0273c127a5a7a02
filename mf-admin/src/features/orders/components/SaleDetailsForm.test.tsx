import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order, OrderFigures } from '@ped/client';
import { SALE_DETAIL_MESSAGES } from '@ped/domain';
import { fakeApi, type FakeApi, type SentRequest } from '@ped/host/testing';
import { renderWithHost } from '../../../testing/renderWithHost';
import { SaleDetailsForm } from './SaleDetailsForm';

const order = {
  orderid: 'AB12CD',
  account: 'client@example.fr',
  stored: { dt_based: '2026-03-12', dt_n_start: null, syndic_address: '' },
} as unknown as Order;

const noFigures: OrderFigures = { figures: [], seller_totals: [], documents: [], checklist: [] };

/** What the API answers a save of `saved`: the order with the details sent. */
const savedDetails =
  (saved: Order) =>
  ({ body }: SentRequest) => ({
    ...saved,
    stored: { ...(saved.stored as object), ...(body as { details: object }).details },
  });

/** The details each save sent, as PUT /order/AB12CD/sale-details received them. */
const detailsSent = (api: FakeApi) =>
  api.calls('PUT', '/order/AB12CD/sale-details').map((request) => request.body);

describe('SaleDetailsForm', () => {
  let api: FakeApi;
  beforeEach(() => {
    api = fakeApi()
      .on('GET', '/order/:orderid/figures', noFigures)
      .on('PUT', '/order/:orderid/sale-details', savedDetails(order));
  });

  it('shows what the seller gave and sends only what staff changed', async () => {
    const { actions } = renderWithHost(<SaleDetailsForm order={order} />);
    expect(
      screen.getByLabelText('Date de l’assemblée générale ayant approuvé les derniers comptes'),
    ).toHaveValue('2026-03-12');
    const save = screen.getByRole('button', { name: 'Enregistrer les données de la vente' });
    expect(save).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Début de l’exercice N-1'), '2025-01-01');
    await userEvent.type(screen.getByLabelText('Fin de l’exercice N-1'), '2025-12-31');
    await userEvent.type(screen.getByLabelText(/Nombre de lots de la copropriété/), '48');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Immeuble à usage d’habitation/ }),
      'false',
    );
    await userEvent.type(screen.getByLabelText(/Adresse du syndic/), '12 quai Saint-Antoine, Lyon');
    await userEvent.click(save);

    expect(detailsSent(api)).toEqual([
      {
        account: 'client@example.fr',
        details: {
          dt_n_start: '2025-01-01',
          dt_n_end: '2025-12-31',
          building_lots: 48,
          building_residential: false,
          syndic_address: '12 quai Saint-Antoine, Lyon',
        },
      },
    ]);
    await waitFor(() =>
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'snackbar/notify',
          payload: expect.objectContaining({ message: 'Données de la vente enregistrées' }),
        }),
      ),
    );
    expect(save).toBeDisabled();
  });

  it('sends the calls’ rhythm and the loan’s special key, with each lot of the sale', async () => {
    const multiLot = {
      ...order,
      stored: { ...(order.stored as object), lots: [{ number: '12' }, { number: '48' }] },
    } as unknown as Order;
    api.on('PUT', '/order/:orderid/sale-details', savedDetails(multiLot));
    renderWithHost(<SaleDetailsForm order={multiLot} />);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Appels de provisions du budget par exercice/ }),
      '12',
    );
    await userEvent.type(
      screen.getByLabelText(/Prochaine échéance de l’emprunt collectif/),
      '2027-01-05',
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /Clé de répartition de l’emprunt collectif/ }),
      'special',
    );
    await userEvent.type(
      screen.getByLabelText(/Nom de la clé \(clé de répartition de l’emprunt/),
      'participants',
    );
    await userEvent.type(
      screen.getByLabelText(/Total de la clé \(clé de répartition de l’emprunt/),
      '8 000',
    );
    await userEvent.type(
      screen.getByLabelText(/Tantièmes du lot 12 \(clé de répartition de l’emprunt/),
      '245',
    );
    await userEvent.type(
      screen.getByLabelText(/Tantièmes du lot 48 \(clé de répartition de l’emprunt/),
      '12',
    );
    const save = screen.getByRole('button', { name: 'Enregistrer les données de la vente' });
    await userEvent.click(save);
    // the total is no whole number: nothing is sent, what was typed stays
    expect(
      screen.getByText('Le total de la clé doit être un nombre entier positif'),
    ).toBeInTheDocument();
    expect(detailsSent(api)).toEqual([]);
    const total = screen.getByLabelText(/Total de la clé \(clé de répartition de l’emprunt/);
    await userEvent.clear(total);
    await userEvent.type(total, '8000');
    await userEvent.click(save);
    expect(detailsSent(api)).toEqual([
      {
        account: 'client@example.fr',
        details: {
          dt_loan_next: '2027-01-05',
          budget_calls: 12,
          loan_key: {
            name: 'participants',
            total: 8000,
            lots: [
              { lot: '12', tantiemes: 245 },
              { lot: '48', tantiemes: 12 },
            ],
          },
        },
      },
    ]);
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
    expect(detailsSent(api)).toEqual([]);
  });

  it('offers the dates read in the documents, and saves the one staff use', async () => {
    const reading = (date: string, confidence: number) => ({
      date,
      document_id: 'u1',
      document_label: 'Procès-verbal d’AG (pv-2025.pdf)',
      document_date: '2025-04-02',
      page: 1,
      excerpt: `Assemblée générale du ${date}`,
      confidence,
      disagrees: date !== '2026-03-12',
    });
    api.on('GET', '/order/:orderid/figures', {
      ...noFigures,
      dates: [
        { field: 'dt_based', proposals: [reading('2025-03-27', 0.95), reading('2026-03-12', 0.8)] },
      ],
    });
    renderWithHost(<SaleDetailsForm order={order} />);
    const label = 'Date de l’assemblée générale ayant approuvé les derniers comptes';
    expect(
      await screen.findByText(/27 mars 2025 selon Procès-verbal d’AG \(pv-2025.pdf\), page 1/),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Confirmée par Procès-verbal d’AG (pv-2025.pdf), page 1'),
    ).toBeInTheDocument();
    // the suggestion is read with the field
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/27 mars 2025 selon/);

    await userEvent.click(
      screen.getByRole('button', { name: `Utiliser le 27 mars 2025 pour « ${label} »` }),
    );
    expect(screen.getByLabelText(label)).toHaveValue('2025-03-27');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer les données de la vente' }),
    );
    expect(detailsSent(api)).toEqual([
      { account: 'client@example.fr', details: { dt_based: '2025-03-27' } },
    ]);
  });
});
