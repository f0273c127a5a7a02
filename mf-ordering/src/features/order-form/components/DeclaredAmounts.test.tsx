import { screen, within } from '@testing-library/react';
import { createOrderForm, FINANCIAL_FIELDS } from '@ped/domain';
import { renderWithHost } from '../../../testing/renderWithHost';
import { DeclaredAmounts } from './DeclaredAmounts';

describe('DeclaredAmounts', () => {
  it('shows a Libre seller every amount before paying: what was typed, « Non communiqué » for a blank, never 0', () => {
    const form = { ...createOrderForm(), offer: 'eco' as const, budget: 1234.5, unbudget: 0 };
    const { container } = renderWithHost(<DeclaredAmounts form={form} />);
    expect(
      screen.getByText(
        `Vos montants : 2 saisis sur ${FINANCIAL_FIELDS.length}, tels qu’ils figureront dans le pré-état daté`,
      ),
    ).toBeInTheDocument();
    const list = within(
      container.querySelector<HTMLElement>('dl[aria-label="Montants déclarés"]')!,
    );
    const valueOf = (label: string) => list.getByText(label).nextElementSibling?.textContent;
    expect(valueOf('Provisions exigibles du budget prévisionnel')).toBe('1\u00a0234,50\u00a0€');
    expect(valueOf('Provisions exigibles hors budget')).toBe('0,00\u00a0€');
    expect(valueOf('Charges impayées des exercices antérieurs')).toBe('Non communiqué');
  });
});
