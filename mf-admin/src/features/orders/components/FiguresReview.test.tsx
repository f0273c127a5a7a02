import { screen } from '@testing-library/react';
import type { Order, OrderFigures } from '@ped/client';
import { renderInHost } from '../../../testing/renderInHost';
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
  by: null,
  at: null,
};
const figures: OrderFigures = {
  figures: [
    {
      field: 'budget',
      label: 'Provisions exigibles du budget prévisionnel',
      section: 'I-A',
      value: 1234.56,
      source: form,
      sources: [form],
      disagreement: false,
    },
    {
      field: 'unbudget',
      label: 'Provisions exigibles des dépenses hors budget',
      section: 'I-A',
      value: null,
      source: { ...form, value: null },
      sources: [{ ...form, value: null }],
      disagreement: false,
    },
  ],
  documents: [],
};

describe('FiguresReview', () => {
  it('labels each correction field shortly and describes it with the amount it corrects', async () => {
    mockFetchFigures.mockResolvedValue(figures);
    renderInHost(
      <FiguresReview order={{ orderid: 'AB12CD', account: 'client@example.fr' } as Order} />,
    );
    const fields = await screen.findAllByRole('textbox', { name: 'Nouveau montant' });
    expect(fields).toHaveLength(2);
    expect(fields[0]).toHaveAccessibleDescription(
      'Provisions exigibles du budget prévisionnel (I-A)',
    );
    expect(
      screen.getByRole('textbox', {
        description: 'Provisions exigibles des dépenses hors budget (I-A)',
      }),
    ).toBe(fields[1]);
    expect(
      screen.getByRole('rowheader', { name: /Provisions exigibles du budget prévisionnel/ }),
    ).toBeInTheDocument();
  });
});
