import { readBudgetTable } from '../src/services/document-reading/figures/budget-table';
import { documentLines } from '../src/services/document-reading/figures/lines';
import { readStatementBudget } from '../src/services/document-reading/figures/statement';
import { readVotedBudget } from '../src/services/document-reading/figures/voted-budget';
import { readWorksTable } from '../src/services/document-reading/figures/works-table';

const TODAY = new Date('2025-06-30T12:00:00Z');
const lines = (...text: string[]) => documentLines([text.join('\n')]);
const values = (guesses: Array<{ field: string; amount?: number }>) =>
  Object.fromEntries(guesses.map((g) => [g.field, g.amount]));

describe('a décompte’s table of works charged apart from the budget', () => {
  // a text layer gives each wrapped header cell on its own line
  const header = ['Travaux hors budget Dépense ', 'totale', 'Votre quote-', 'part', 'Appelé'];

  it('reads the lot’s share and what was called from the only row', () => {
    const table = lines(
      ...header,
      'Remplacement de la porte (AG ',
      '11/04/2024)',
      '18 000,00 381,60 350,00',
    );
    expect(values(readWorksTable(table, 'n', 0.83))).toEqual({
      hors_budget_n: 38160,
      expected_hors_budget_n: 35000,
    });
  });

  it('reads the total row of several, and nothing from rows it cannot add up', () => {
    const rows = ['Porte 18 000,00 381,60 381,60', 'Toiture 9 000,00 190,80 190,80'];
    expect(
      values(
        readWorksTable(lines(...header, ...rows, 'Total 27 000,00 572,40 572,40'), 'n1', 0.83),
      ),
    ).toEqual({
      hors_budget_n1: 57240,
      expected_hors_budget_n1: 57240,
    });
    expect(readWorksTable(lines(...header, ...rows), 'n', 0.83)).toEqual([]);
    // a year the form does not ask for
    expect(readWorksTable(lines(...header, rows[0]!), null, 0.83)).toEqual([]);
  });
});

describe('the budget columns of the annexe 3', () => {
  const header = [
    'Poste Réalisé ',
    '2023',
    'Budget voté ',
    '2024',
    'Réalisé ',
    '2024',
    'Budget voté ',
    '2025',
    'Budget proposé ',
    '2026',
  ];

  it('reads the budget voted for this year and the last closed one off the total row', () => {
    const table = lines(
      ...header,
      'Chauffage 61204.10 63000.00 62115.70 64000.00 65000.00',
      'Total 198412.60 205000.00 201877.40 207350.00 211200.00',
    );
    expect(values(readBudgetTable(table, TODAY, 0.83))).toEqual({
      building_budget_n: 20500000,
      building_budget: 20735000,
    });
  });

  it('takes no proposed budget for a voted one', () => {
    const table = lines('Poste Réalisé 2024 Budget proposé 2025', 'Total 201877.40 207350.00');
    expect(readBudgetTable(table, TODAY, 0.83)).toEqual([]);
  });
});

describe('the budget minutes vote', () => {
  it('reads the current year’s budget, not the next one voted the same day', () => {
    const minutes = lines(
      'Résolution n° 5 — Réajustement du budget prévisionnel de l’exercice',
      '2025',
      'L’assemblée générale réajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025,',
      'voté lors de l’assemblée du 11 avril 2024, et l’arrête à la somme de 148 500,00 €.',
      'Résolution n° 6 — Budget prévisionnel de l’exercice 2026',
      'L’assemblée générale approuve le budget prévisionnel de l’exercice du 01/01/2026 au 31/12/2026',
      'pour un montant de 152 000,00 €.',
    );
    expect(readVotedBudget(minutes, TODAY, 0.67)).toMatchObject([
      { field: 'building_budget', amount: 14850000, page: 1 },
    ]);
    expect(readVotedBudget(minutes.slice(4), TODAY, 0.67)).toEqual([]);
  });

  it('reads no budget a resolution only mentions', () => {
    const minutes = lines(
      'Résolution n° 7 — Cotisation au fonds de travaux',
      'La cotisation annuelle est fixée à 7 425,00 €, soit 5 % du budget prévisionnel de l’exercice 2025.',
    );
    expect(readVotedBudget(minutes, TODAY, 0.67)).toEqual([]);
  });
});

describe('a statement that calls both the budget and works', () => {
  const calls = [
    '2025-01-01 Appel T1 2025 budget 588.00',
    '2025-01-08 Prélèvement 588.00',
    '2025-03-01 Appel travaux ascenseurs 1/5 1600.00',
    '2025-03-05 Virement 1600.00',
    '2025-04-01 Appel T2 2025 budget 534.20',
    '2025-05-01 Appel travaux ascenseurs 2/5 1600.00',
  ];

  it('splits what is due into the latest calls it adds up to', () => {
    expect(values(readStatementBudget(lines(...calls, 'Solde débiteur: 2134.20 €'), 0.88))).toEqual(
      {
        budget: 53420,
        unbudget: 160000,
      },
    );
  });

  it('proposes nothing when a call was paid in part', () => {
    expect(readStatementBudget(lines(...calls, 'Solde débiteur: 2000.00 €'), 0.88)).toEqual([]);
  });
});
