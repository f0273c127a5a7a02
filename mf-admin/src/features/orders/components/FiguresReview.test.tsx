import { screen } from '@testing-library/react';
import type { Order, OrderFigures } from '@ped/client';
import { renderWithHost } from '../../../testing/renderWithHost';
import { FiguresReview } from './FiguresReview';

const mockFetchFigures = jest.fn();
jest.mock('@ped/client', () => ({
  ...jest.requireActual('@ped/client'),
  fetchOrderFigures: (...args: unknown[]) => mockFetchFigures(...args),
}));

const form = {
  kind: 'form' as const,
  value: 1234.56,
  document_id: null,
  document_label: null,
  document_date: null,
  by: null,
  at: null,
  reason: null,
};
const figures: OrderFigures = {
  figures: [
    {
      field: 'budget',
      label: 'Provisions exigibles du budget prévisionnel',
      section: 'I-A',
      lot: '12',
      value: 1234.56,
      cents: 123456,
      checked_by: null,
      source: form,
      sources: [form],
      disagreement: false,
      resolved: false,
    },
    {
      field: 'unbudget',
      label: 'Provisions exigibles des dépenses hors budget',
      section: 'I-A',
      lot: '12',
      value: null,
      cents: null,
      checked_by: null,
      source: { ...form, value: null },
      sources: [{ ...form, value: null }],
      disagreement: false,
      resolved: false,
    },
  ],
  seller_totals: [],
  documents: [],
  checklist: [
    {
      key: 'accounts_date',
      label: 'Date de l’assemblée ayant approuvé les comptes connue',
      problems: [],
    },
  ],
};

describe('FiguresReview', () => {
  it('labels each correction field shortly and describes it with the amount it corrects', async () => {
    mockFetchFigures.mockResolvedValue(figures);
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    const fields = await screen.findAllByRole('textbox', { name: 'Nouveau montant' });
    expect(fields).toHaveLength(2);
    expect(fields[0]).toHaveAccessibleDescription(
      'Provisions exigibles du budget prévisionnel (I-A — dû par le vendeur au syndicat, lot 12)',
    );
    expect(
      screen.getByRole('textbox', {
        description:
          'Provisions exigibles des dépenses hors budget (I-A — dû par le vendeur au syndicat, lot 12)',
      }),
    ).toBe(fields[1]);
    expect(
      screen.getByRole('rowheader', { name: /Provisions exigibles du budget prévisionnel/ }),
    ).toBeInTheDocument();
  });

  it('names where a figure sits in the document in words, never by its internal key', async () => {
    mockFetchFigures.mockResolvedValue({
      ...figures,
      figures: [
        { ...figures.figures[0]!, field: 'unpaid_providers', section: 'copropriete', lot: null },
      ],
    } as OrderFigures);
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    const row = await screen.findByRole('rowheader');
    expect(row).toHaveTextContent('Situation financière de la copropriété');
    expect(row).not.toHaveTextContent('copropriete');
  });

  it('shows what blocks « Terminer » and asks a reason where sources disagree', async () => {
    const staff = {
      ...form,
      kind: 'document' as const,
      value: 1300,
      by: 'staff@ped.fr',
      at: '2026-11-23T10:00:00Z',
    };
    mockFetchFigures.mockResolvedValue({
      ...figures,
      figures: [
        {
          ...figures.figures[0]!,
          value: 1300,
          source: staff,
          sources: [form, staff],
          disagreement: true,
        },
      ],
      checklist: [
        {
          key: 'disagreements',
          label: 'Désaccords entre sources tranchés',
          problems: [
            'Lot 12 : « Provisions exigibles du budget prévisionnel » — les sources divergent',
          ],
        },
      ],
    });
    renderWithHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    expect(await screen.findByText('« Terminer » est bloqué')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Lot 12 : « Provisions exigibles du budget prévisionnel » — les sources divergent',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sources en désaccord')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motif du choix' })).toBeInTheDocument();
  });
});
