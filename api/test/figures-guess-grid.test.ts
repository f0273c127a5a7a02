import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import type { PageLayout, PlacedLine } from '../src/services/document-reading/types';
import { readBudgetTable } from '../src/services/document-reading/figures/budget-table';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import { documentLines } from '../src/services/document-reading/figures/lines';
import { readVotedBudget } from '../src/services/document-reading/figures/voted-budget';

const TODAY = new Date('2025-06-30T12:00:00Z');

/**
 * A page as a text layer gives it: each row's cells at the x where a listing prints them,
 * the label left-aligned, the amounts right-aligned under their headings.
 */
const EDGES = [
  [50, 250],
  [300, 360],
  [380, 420],
  [440, 490],
  [520, 600],
  [620, 690],
] as const;
function listing(rows: string[][]): PageLayout {
  const lines: PlacedLine[] = rows.map((row, r) => ({
    y: 800 - r * 12,
    cells: row.flatMap((str, i) => {
      if (!str) return [];
      const [x, end] = EDGES[i]!;
      const width = str.length * 4;
      const right = r > 0 && i > 0;
      return [{ str, x: right ? end - width : x, end: right ? end : x + width, y: 800 - r * 12 }];
    }),
  }));
  return { width: 842, lines };
}
/** Amounts are printed with no-break spaces, as @ped/domain formats them. */
const plain = (proofs: string[] | undefined) => proofs?.map((p) => p.replace(/\u00a0/g, ' '));
const textOf = (page: PageLayout) =>
  page.lines.map((line) => line.cells.map((c) => c.str).join(' ')).join('\n');

function figures(kind: string, pages: PageLayout[]) {
  const text = { pages: pages.map(textOf), layout: pages, source: 'pdf' as const };
  return guessFigures(text, { kind, dateISO: '2025-06-12', dateConfidence: 0.97 }, TODAY);
}

const HEADER = ['Clé', 'Budget 2026', 'Base', 'Tantièmes', 'Quote-part annuelle', 'Appel 1T 2026'];
const KEYS = [
  ['Charges générales', '80 000,00', '10 000', '150', '1 200,00', '300,00'],
  ['Ascenseur', '10 000,00', '1 000', '30', '300,00', '75,00'],
];
const CALL = listing([
  HEADER,
  ...KEYS,
  ['Sous-total budget', '90 000,00', '', '', '1 500,00', '375,00'],
  ['Fonds de travaux', '4 500,00', '10 000', '150', '67,50', '16,88'],
]);

describe('tables read by their columns (issue 39)', () => {
  it('reads a call’s budget, share and fund by heading, each confirmed by the arithmetic it prints', () => {
    const found = Object.fromEntries(figures('appel-de-fonds', [CALL]).map((f) => [f.field, f]));
    expect(found.building_budget).toMatchObject({ amount: 9000000, confidence: 0.95 });
    expect(found.expected_budget).toMatchObject({ amount: 150000, confidence: 0.95 });
    expect(plain(found.expected_budget!.proofs)).toEqual([
      '1 200,00 € + 300,00 € = 1 500,00 €',
      '375,00 € × 4 = 1 500,00 €',
    ]);
    expect(found.works_funds_contribution).toMatchObject({ amount: 450000, confidence: 0.95 });
    expect(plain(found.works_funds_contribution!.proofs)).toEqual([
      '4 500,00 € × 150 / 10000 = 67,50 €',
    ]);
    expect(found.works_funds_last_contribution).toMatchObject({ amount: 1688, confidence: 0.95 });
  });

  it('keeps a value the arithmetic contradicts below the confidence that pre-fills the form', () => {
    const wrong = listing([
      HEADER,
      ...KEYS,
      ['Sous-total budget', '90 000,00', '', '', '1 600,00', '390,00'],
    ]);
    const share = figures('appel-de-fonds', [wrong]).find((f) => f.field === 'expected_budget');
    expect(share).toMatchObject({ amount: 160000 });
    expect(share!.confidence).toBeLessThan(0.9);
    expect(share!.proofs).toBeUndefined();
  });

  it('reads the works of an individual statement in its works table, not the building’s amount', () => {
    const statement = listing([
      ['Travaux hors budget', 'Montant', 'Répartition', 'Quote-part'],
      ['Toiture', '24 000,00', '120 / 10 000', '288,00'],
      ['Interphone', '3 500,00', '120 / 10 000', '42,00'],
      ['Appels travaux', '', '', '300,00'],
      ['Solde dû', '', '', '30,00'],
    ]);
    const header = listing([
      ['Relevé individuel des charges — exercice du 01/01/2024 au 31/12/2024'],
    ]);
    const found = figures('decompte-de-charges', [
      {
        width: 842,
        lines: [...header.lines, ...statement.lines.map((l) => ({ ...l, y: l.y - 40 }))],
      },
    ]);
    expect(found.find((f) => f.field === 'hors_budget_n')).toMatchObject({ amount: 33000 });
    expect(found.find((f) => f.field === 'expected_hors_budget_n')).toMatchObject({
      amount: 30000,
    });
  });

  it('reads a works table whose headings wrap, the calls in a column « Appelé »', () => {
    const header = listing([['Décompte — exercice du 01/01/2024 au 31/12/2024']]);
    const works = listing([
      ['Travaux hors budget', 'Dépense', 'Votre quote-', 'Appelé'],
      ['', 'totale', 'part', ''],
      ['Porte de garage', '18 000,00', '381,60', '381,60'],
    ]);
    const found = figures('decompte-de-charges', [
      { width: 842, lines: [...header.lines, ...works.lines.map((l) => ({ ...l, y: l.y - 40 }))] },
    ]);
    expect(found.find((f) => f.field === 'hors_budget_n')).toMatchObject({ amount: 38160 });
    expect(found.find((f) => f.field === 'expected_hors_budget_n')).toMatchObject({
      amount: 38160,
    });
  });

  it('names an April–March year by the exercise it closed: « 2024/2025 » is n in June 2025', () => {
    const annex = documentLines([
      [
        'Exercice du 01/04/2024 au 31/03/2025',
        'Charges Réalisé 2023/2024 Budget voté 2024/2025 Réalisé 2024/2025 Budget voté 2025/2026',
        'Total charges 45 842,40 47 000,00 47 081,78 48 400,00',
      ].join('\n'),
    ]);
    const found = Object.fromEntries(
      readBudgetTable(annex, TODAY, 0.83).map((f) => [f.field, f.amount]),
    );
    expect(found).toEqual({ building_budget_n: 4700000, building_budget: 4840000 });
  });

  it('reads a budget the assembly « ajuste » for the current year', () => {
    const minutes = documentLines([
      [
        'Résolution n° 6 — Ajustement du budget prévisionnel de l’exercice 2025',
        'L’assemblée générale ajuste le budget prévisionnel de l’exercice du 01/01/2025 au 31/12/2025 à la somme de 146 000,00 €.',
      ].join('\n'),
    ]);
    expect(readVotedBudget(minutes, TODAY, 0.67)).toMatchObject([{ amount: 14600000 }]);
  });

  it('knows the accounting model’s « compte individuel du copropriétaire » for a statement', () => {
    expect(
      classifyText('COMPTE INDIVIDUEL DU COPROPRIÉTAIRE\nM. Roussel — lot 9 — arrêté au 30/05/2025')
        .kind,
    ).toBe('releve-de-compte');
  });

  it('reads headings wrapped over two lines and tantièmes printed over their base (third round)', () => {
    const budget = listing([
      ['Clé', 'Budget', 'Tantièmes', 'Quote-part', 'Provision du'],
      ['', 'voté', 'du lot', 'annuelle', 'trimestre'],
      ['Charges communes générales', '58 000,00', '342 / 10 000', '1 983,60', '495,90'],
      ['Escalier C', '9 600,00', '61 / 1 000', '585,60', '146,40'],
      ['Total budget 2024/2025', '67 600,00', '', '2 569,20', '642,30'],
    ]);
    const fund = listing([
      [
        'Fonds de travaux',
        'Cotisation votée',
        'Tantièmes du lot',
        'Part annuelle',
        'Cotisation du trimestre',
      ],
      ['Exercice 2024/2025', '4 000,00', '342 / 10 000', '136,80', '34,20'],
    ]);
    const found = Object.fromEntries(
      figures('appel-de-fonds', [budget, fund]).map((f) => [f.field, f]),
    );
    expect(found.building_budget).toMatchObject({ amount: 6760000 });
    expect(found.expected_budget).toMatchObject({ amount: 256920 });
    expect(plain(found.expected_budget!.proofs)).toEqual([
      '1 983,60 € + 585,60 € = 2 569,20 €',
      '642,30 € × 4 = 2 569,20 €',
    ]);
    expect(found.works_funds_contribution).toMatchObject({ amount: 400000 });
    expect(plain(found.works_funds_contribution!.proofs)).toEqual([
      '4 000,00 € × 342 / 10000 = 136,80 €',
    ]);
    expect(found.works_funds_last_contribution).toMatchObject({ amount: 3420 });
  });

  it('reads a recapitulation whose rows name the building’s amount, amounts printed with « € »', () => {
    const recap = listing([
      ['Récapitulatif de vos lots', 'Montant annuel', 'Échéance 2T'],
      [
        'Provisions sur charges (budget prévisionnel 2025 : 168 100,00 €)',
        '3 623,40 €',
        '905,85 €',
      ],
      ['Cotisation fonds travaux (cotisation votée : 10 000,00 €)', '193,00 €', '48,25 €'],
      ['Total à régler au 01/04/2025', '3 816,40 €', '954,10 €'],
    ]);
    const found = Object.fromEntries(
      figures('appel-de-fonds', [recap]).map((f) => [f.field, f.amount]),
    );
    expect(found).toMatchObject({
      building_budget: 16810000,
      expected_budget: 362340,
      works_funds_contribution: 1000000,
      works_funds_last_contribution: 4825,
    });
  });

  it('reads a statement’s « Votre part » column, its calls « Provisions sur charges appelées »', () => {
    const statement = listing([
      ['Exercice du 01/01/2024 au 31/12/2024'],
      ['Clé', 'Lot', 'Tantièmes', 'Charges immeuble', 'Votre part'],
      ['Charges générales', '15', '228/10000', '87 350,00', '1 991,58'],
      ['Ascenseur', '15', '38/1000', '11 240,00', '427,12'],
      ['Total charges courantes', '', '', '98 590,00', '2 418,70'],
      ['Provisions sur charges appelées en 2024', '', '', '', '2 400,00'],
      ['Régularisation', '', '', '', '18,70'],
    ]);
    const found = Object.fromEntries(
      figures('decompte-de-charges', [statement]).map((f) => [f.field, f]),
    );
    expect(found.budget_n).toMatchObject({ amount: 241870 });
    expect(found.expected_budget_n).toMatchObject({ amount: 240000 });
    expect(plain(found.expected_budget_n!.proofs)).toEqual([
      '2 418,70 € − 2 400,00 € = 18,70 € (solde)',
    ]);
  });
});
