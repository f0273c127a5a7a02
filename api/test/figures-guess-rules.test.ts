import { findAmounts } from '../src/services/document-reading/figures/amounts';
import { readBudgetTable } from '../src/services/document-reading/figures/budget-table';
import { figureConfidence } from '../src/services/document-reading/figures/confidence';
import {
  readApprovalDate,
  readDocumentDate,
} from '../src/services/document-reading/figures/document-date';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import { documentLines } from '../src/services/document-reading/figures/lines';
import { readFiscalYear } from '../src/services/document-reading/figures/period';
import { readRule } from '../src/services/document-reading/figures/read-rule';
import { FIGURE_RULES } from '../src/services/document-reading/figures/rules';
import { CARRIED } from '../src/services/document-reading/figures/rules/releve';
import { readStatementBudget } from '../src/services/document-reading/figures/statement';
import { ownerPaperLots } from '../src/services/document-reading/figures/owner-lots';
import { closedYearSuffix, subjectLot } from '../src/services/document-reading/figures/subject';
import { readValue } from '../src/services/document-reading/figures/values';

const TODAY = new Date('2025-06-30T12:00:00Z');
const lines = (...text: string[]) => documentLines([text.join('\n')]);
const cents = (text: string) => findAmounts(lines(text)[0]!.text).map((a) => a.cents);

/** A rule's value from some lines, the way guessFigures reads it. */
function ruleValue(rule: (typeof FIGURE_RULES)[number], text: string[]) {
  const read = lines(...text);
  const found = readRule(rule, read, {
    lot: subjectLot(read),
    suffix: 'n',
    confidence: 0.98,
    weakConfidence: 0.8,
    pickConfidence: 0.85,
  });
  return found ? (found.amount ?? found.date) : null;
}

describe('figure rules (each with a passing and a failing case)', () => {
  it.each(FIGURE_RULES.map((rule) => [`${rule.kinds[0]} ${rule.field}`, rule] as const))(
    '%s',
    (_name, rule) => {
      expect(ruleValue(rule, rule.example.lines)).toBe(rule.example.expected);
      expect(ruleValue(rule, rule.counterExample)).toBeNull();
    },
  );
});

describe('French amounts', () => {
  it('reads spaces, dots, plain decimals and euro signs, in cents', () => {
    expect(cents('1 234,56 € ; 1.234,56 ; 1234.56 € ; 865,95')).toEqual([
      123456, 123456, 123456, 86595,
    ]);
  });

  it('reads a credit in brackets or after a minus as negative', () => {
    expect(cents('Solde (1 234,56) et -22,62')).toEqual([-123456, -2262]);
    // a spreadsheet's thousands (« 2'850,00 »), and an elision before an amount stays one
    expect(cents("Provisions 2024 2'416,80 83,60 2'850,00 ; l'appel 1'234'567,89")).toEqual([
      241680, 8360, 285000, 123456789,
    ]);
  });

  it('takes no date, tantièmes, lot number or year for money', () => {
    expect(cents('Lot n° 23 le 31/12/2024, 122/10000, exercice 2024, export 08.03.2025')).toEqual(
      [],
    );
    expect(cents('exercice 2024 509,46 122/10000 1.176,18')).toEqual([50946, 117618]);
  });
});

describe('what the document is about', () => {
  it('names the lot sold, or none when two are named', () => {
    expect(
      subjectLot(
        lines('Vente du lot n° 23 par Mme Dubois.', 'Part rattachée au lot n° 146 : 4 283,42 €'),
      ),
    ).toBe('23');
    expect(subjectLot(lines('Lot n° 71 — Les Terrasses', 'Lot n° 72 — Les Terrasses'))).toBeNull();
  });

  it('lists the lots an owner’s paper names, not amounts, counts or years after « lot »', () => {
    const call = [
      'APPEL DE FONDS — 3e trimestre 2025',
      'M. Kerbrat — lots 10, 44 et 77',
      'Total 3 lots 442 / 10 000',
      'Quote-part des lots 7 514,00',
      'Part du fonds attachée aux lots 1467,30 €',
      'Budget lot 2024 Budget lot 2025',
    ].join('\n');
    expect(ownerPaperLots([call], 'appel-de-fonds')).toEqual(['10', '44', '77']);
    expect(
      ownerPaperLots(['Appel de fonds — lot n° 412 — 1er trimestre'], 'appel-de-fonds'),
    ).toEqual(['412']);
    // a PV names the lots of the owners who voted: not whose paper it is
    expect(ownerPaperLots(['Mme Roux (lot 3) vote contre.'], 'pv-ag')).toEqual([]);
  });

  it('tells the last closed year (n) from the one before (n1) and any other', () => {
    expect(closedYearSuffix(lines('DÉCOMPTE — EXERCICE 2024'), TODAY)).toBe('n');
    expect(closedYearSuffix(lines('DÉCOMPTE — EXERCICE 2023'), TODAY)).toBe('n1');
    expect(closedYearSuffix(lines('DÉCOMPTE — EXERCICE 2021'), TODAY)).toBeNull();
  });
});

describe('values read from several lines', () => {
  it('reads the fiscal year of the accounts, not a lone date', () => {
    const period = readFiscalYear(
      lines('l’assemblée approuve les comptes de l’exercice du 01/01/2022 au', '31/12/2022.'),
      0.96,
    );
    expect(period.map((p) => [p.field, p.date])).toEqual([
      ['fiscal_year_start', '2022-01-01'],
      ['fiscal_year_end', '2022-12-31'],
    ]);
    expect(readFiscalYear(lines('budget prévisionnel de l’exercice 2024'), 0.96)).toEqual([]);
  });

  it('takes the debt carried from last year off a statement’s balance', () => {
    const statement = lines(
      '01/01/2025 Report à nouveau exercice 2024 509,46',
      '01/01/2025 Appel provisions 1er trimestre 2025 593,23',
      'Solde débiteur au 25/02/2025 1.557,19',
    );
    expect(readStatementBudget(statement, 0.88)).toMatchObject([
      { field: 'budget', amount: 104773 },
    ]);
    expect(readStatementBudget(lines('Appel provisions 593,23'), 0.88)).toEqual([]);
  });

  it('knows a statement that closes on « Total dû » and carries « Solde exercice 2024 reporté »', () => {
    const statement = lines(
      '01/01/2025 Solde exercice 2024 reporté 1 245,00',
      '01/01/2025 Appel 1er trimestre 2025 690,00',
      'Total dû : 1 935,00 €',
    );
    expect(readStatementBudget(statement, 0.88)).toMatchObject([
      { field: 'budget', amount: 69000 },
    ]);
    // everything was carried from last year: nothing is due on this year's calls
    expect(
      readStatementBudget(
        lines('01/01/2025 Solde exercice 2024 non réglé 356,80', 'Solde dû : 356,80 €'),
        0.88,
      ),
    ).toEqual([]);
  });

  it('reads a balance in the seller’s favour as the syndicate’s debt to them, not as due', () => {
    const statement = lines(
      '01/01/2025 Report à nouveau -120,00',
      '01/01/2025 Appel provisions 1T 2025 512,35',
      '08/01/2025 Prélèvement -512,35',
      'Solde au 31/05/2025 : 245,30 € créditeur',
    );
    expect(readStatementBudget(statement, 0.88)).toMatchObject([
      { field: 'credit_balance', amount: 24530 },
    ]);
    // the same balance printed « créditeur » before its amount
    expect(
      readStatementBudget(lines('Solde créditeur au 31/05/2025 : 245,30 €'), 0.88),
    ).toMatchObject([{ field: 'credit_balance', amount: 24530 }]);
    // a debit balance is still split into what is due
    expect(
      readStatementBudget(lines('Solde débiteur au 31/05/2025 : 245,30 €'), 0.88),
    ).toMatchObject([{ field: 'budget', amount: 24530 }]);
  });

  it('dates the approval by a table of results that adopts it, not one that rejects it', () => {
    const table = (result: string) =>
      lines(
        'Assemblée Générale du 27 juin 2024',
        `3 Approbation des comptes de l’exercice 2023 Art. 24 ${result}`,
      );
    const date = readDocumentDate(table('Adoptée'), { iso: '2024-06-27', confidence: 0.97 });
    expect(readApprovalDate(table('Adoptée'), date, 0.91)).toMatchObject([
      { field: 'dt_based', date: '2024-06-27' },
    ]);
    expect(readApprovalDate(table('Rejetée'), date, 0.91)).toEqual([]);
  });

  it('reads budget columns whose years are printed under the headings, a year ending in its second', () => {
    const budgets = (current: string) =>
      readBudgetTable(
        lines(
          'Exercice du 01/10/2023 au 30/09/2024 — et budget prévisionnel',
          `Rubrique Budget voté Réalisé ${current} Budget proposé`,
          '2023/2024 2023/2024 2024/2025 2025/2026',
          'Eau 6 200,00 6 512,40 6 500,00 6 800,00',
          'Total 58 000,00 56 312,47 60 000,00 62 500,00',
        ),
        TODAY,
        0.83,
      ).map((f) => [f.field, f.amount]);
    expect(budgets('Budget voté')).toEqual([
      ['building_budget_n', 5800000],
      ['building_budget', 6000000],
    ]);
    // a budget only proposed for the current year is not the one voted
    expect(budgets('Budget proposé')).toEqual([['building_budget_n', 5800000]]);
  });

  it('dates the approval of the accounts by the minutes that approve them', () => {
    const minutes = lines('Assemblée générale du 11/01/2023.', 'l’assemblée approuve les comptes');
    const date = readDocumentDate(minutes, { iso: '2023-01-11', confidence: 0.97 });
    expect(date).toMatchObject([
      { field: 'document_date', page: 1, excerpt: 'Assemblée générale du 11/01/2023.' },
    ]);
    expect(readApprovalDate(minutes, date, 0.91)).toMatchObject([
      { field: 'dt_based', date: '2023-01-11', confidence: 0.91 },
    ]);
    expect(readApprovalDate(lines('Assemblée générale du 11/01/2023.'), date, 0.91)).toEqual([]);
  });
});

describe('fiscal years and totals as syndics write them', () => {
  const period = (...text: string[]) =>
    readFiscalYear(lines(...text), 0.96).map((p) => [p.field, p.date, p.confidence]);

  it('reads a year from its end and its opening, or a « Période du … au … »', () => {
    expect(period('Exercice clos le 31/12/2024 (ouvert le 01/01/2024)')).toEqual([
      ['fiscal_year_start', '2024-01-01', 0.96],
      ['fiscal_year_end', '2024-12-31', 0.96],
    ]);
    expect(period('Période du 01/07/2023 au 30/06/2024 — lot 8')[0]).toEqual([
      'fiscal_year_start',
      '2023-07-01',
      0.96,
    ]);
    expect(period('Travaux réalisés du 01/07/2023 au 30/06/2024')).toEqual([]);
  });

  it('gives a start written without its year the end’s year, or the one before', () => {
    expect(period('comptes de l’exercice du 1er janvier au 31 décembre 2024')[0]).toEqual([
      'fiscal_year_start',
      '2024-01-01',
      0.96,
    ]);
    expect(period('exercice du 1er octobre au 30 septembre 2024')[0]![1]).toBe('2023-10-01');
    expect(period('exercice du syndicat au 30 septembre 2024')).toEqual([]);
  });

  it('infers twelve months from « clos le » alone, for the seller to check', () => {
    expect(period('approuve les comptes de l’exercice clos le 30 juin 2024')).toEqual([
      ['fiscal_year_start', '2023-07-01', 0.8],
      ['fiscal_year_end', '2024-06-30', 0.96],
    ]);
    expect(period('exercice clos depuis le 30 juin 2024')).toEqual([]);
  });

  it('names a year across two calendar years by its end, or reads it from the period', () => {
    expect(closedYearSuffix(lines('Répartition des charges de l’exercice 2023-2024'), TODAY)).toBe(
      'n',
    );
    expect(closedYearSuffix(lines('Exercice du 01/01/2023 au 31/12/2023'), TODAY)).toBe('n1');
    expect(closedYearSuffix(lines('Décompte de charges'), TODAY)).toBeNull();
  });

  it('takes the total after « soit », not the instalments before it', () => {
    expect(readValue('2 echeances de 850,00 e, soit 1 700,00 e', 'amount', 'last')).toBe(170000);
    // « soit » followed by no amount says nothing of the total
    expect(readValue('7 425,00 e, soit 5 % du budget', 'amount', 'last')).toBe(742500);
  });

  it('reads a 0 only where the question is what is owed', () => {
    const owed = FIGURE_RULES.find(
      (rule) =>
        rule.zeroIsAnswer &&
        rule.field === 'unbudget' &&
        rule.kinds.includes('questionnaire-syndic'),
    )!;
    expect(ruleValue(owed, ['Sommes exigibles non réglées (hors budget): 0.00'])).toBe(0);
    const fund = FIGURE_RULES.find((rule) => rule.field === 'works_funds')!;
    expect(ruleValue(fund, ['Fonds de travaux ALUR 0,00'])).toBeNull();
  });

  it('finds the document’s date on a title that wraps it over two lines', () => {
    const title = lines('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 3', 'JUILLET 2023 ;');
    expect(readDocumentDate(title, { iso: '2023-07-03', confidence: 0.9 })).toMatchObject([
      { field: 'document_date', excerpt: 'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE DU 3' },
    ]);
    expect(readDocumentDate(title, { iso: '2023-07-10', confidence: 0.9 })).toEqual([]);
  });

  it('dates the approval by a table row whose cells wrap over the next lines', () => {
    const row = (result: string) =>
      lines(
        'Compte rendu de l’assemblée générale du samedi 5 avril 2025',
        '1 Approbation des comptes de l’exercice',
        'clos le 31/12/2024',
        `742 0 0 ${result}`,
      );
    const date = readDocumentDate(row('adoptée'), { iso: '2025-04-05', confidence: 0.97 });
    expect(readApprovalDate(row('adoptée'), date, 0.91)).toMatchObject([
      { field: 'dt_based', date: '2025-04-05' },
    ]);
    expect(readApprovalDate(row('rejetée'), date, 0.91)).toEqual([]);
  });

  it('reads a form’s numbered question, and the lot’s part « attachée aux lots vendus »', () => {
    const fund = FIGURE_RULES.find(
      (rule) => rule.kinds.includes('questionnaire-syndic') && rule.field === 'works_funds',
    )!;
    expect(
      ruleValue(fund, ['4. Montant du fonds de travaux au dernier exercice clos : 31 480,00 €']),
    ).toBe(3148000);
    expect(ruleValue(fund, ['Question 3 — Fonds de travaux : 15 750,00 € au 31/12/2024.'])).toBe(
      1575000,
    );
    // a number that is not a question's does not open a label
    expect(ruleValue(fund, ['12 500,00 Fonds de travaux : voir annexe'])).toBeNull();
    const part = FIGURE_RULES.filter(
      (rule) => rule.kinds.includes('questionnaire-syndic') && rule.field === 'works_funds_lot',
    ).map((rule) =>
      ruleValue(rule, ['5. Quote-part du fonds de travaux attachée aux lots vendus : 412,36 €']),
    );
    expect(part).toContain(41236);
  });

  it('takes a credit carried from last year for no debt', () => {
    const carried = FIGURE_RULES.find((rule) => rule.label === CARRIED)!;
    expect(ruleValue(carried, ['01/01/2025 Report à nouveau 509,46'])).toBe(50946);
    expect(ruleValue(carried, ['01/01/2025 Report à nouveau -120,00'])).toBeNull();
  });

  it('reads « Total de vos charges » as the lot’s charges, for the seller to check', () => {
    const total = FIGURE_RULES.find(
      (rule) =>
        rule.kinds.includes('decompte-de-charges') && rule.weak && /total/.test(rule.label.source),
    )!;
    expect(ruleValue(total, ['Total de vos charges 5 012,66'])).toBe(501266);
    expect(ruleValue(total, ['Total de vos charges hors budget 320,00'])).toBeNull();
  });

  it('reads « Votre quote-part annuelle » of a call as the budget’s, not a works share', () => {
    const share = FIGURE_RULES.filter(
      (rule) => rule.kinds.includes('appel-de-fonds') && rule.field === 'expected_budget',
    );
    const read = (text: string) => share.map((rule) => ruleValue(rule, [text])).find(Boolean);
    expect(read('Votre quote-part annuelle 180/10000 1 555,20')).toBe(155520);
    expect(read('Votre quote-part annuelle des travaux 245/4000 2 450,00')).toBeUndefined();
  });

  it('reads the year closed where a header dates the columns, the first column otherwise', () => {
    const unpaid = FIGURE_RULES.find(
      (rule) => rule.kinds.includes('annexes-comptables') && rule.field === 'unpaid',
    )!;
    const row = '450 Copropriétaires — soldes débiteurs 14 980,66 16 230,40';
    // the year before printed first, the year closed last
    expect(ruleValue(unpaid, ['Compte Intitulé N-1 (31/12/2023) N (31/12/2024)', row])).toBe(
      1623040,
    );
    expect(ruleValue(unpaid, ['Poste Au 2024-12-31 Au 2023-12-31', row])).toBe(1498066);
    // a header that dates no column, or a period above the table, leaves the first column
    expect(ruleValue(unpaid, ['Compte Intitulé Exercice clos Exercice précédent', row])).toBe(
      1498066,
    );
    expect(ruleValue(unpaid, ['Exercice du 01/10/2023 au 30/09/2024', row])).toBe(1498066);
  });

  it('takes the number after « au lot » for the lot’s when the document names that lot', () => {
    const part = FIGURE_RULES.filter(
      (rule) => rule.kinds.includes('questionnaire-syndic') && rule.field === 'works_funds_lot',
    );
    const read = (...text: string[]) =>
      part.map((rule) => ruleValue(rule, text)).find((value) => value !== null);
    expect(
      read(
        'Réponse au questionnaire du notaire — vente du lot 14',
        'Part du fonds de travaux rattachée au lot 14 612,40 €',
      ),
    ).toBe(61240);
    // no lot 1 named: « 1 234,56 » is money
    expect(
      read(
        'Réponse au questionnaire du notaire — vente du lot 14',
        'Part du fonds de travaux rattachée au lot 1 234,56 €',
      ),
    ).toBe(123456);
  });

  it('dates an approval written « les comptes … sont approuvés », not « seront »', () => {
    const minutes = (sentence: string) => lines('Assemblée du 14 juin 2025', sentence);
    const approved = minutes(
      'Point 1 — Comptes de l’exercice du 1er avril 2024 au 31 mars 2025 : dépenses de 18 420,50 €. Les comptes sont approuvés à l’unanimité.',
    );
    const date = readDocumentDate(approved, { iso: '2025-06-14', confidence: 0.97 });
    expect(readApprovalDate(approved, date, 0.91)).toMatchObject([
      { field: 'dt_based', date: '2025-06-14' },
    ]);
    const later = minutes('Les comptes seront approuvés à la prochaine assemblée.');
    expect(readApprovalDate(later, date, 0.91)).toEqual([]);
  });

  it('takes « Solde reporté exercice 2024 » for the closed year’s debt, apart from this year’s', () => {
    const carried = FIGURE_RULES.find((rule) => rule.label === CARRIED)!;
    const statement = [
      '01/01/2025 Solde reporté exercice 2024 385,20 385,20 D',
      '01/01/2025 Appel provisions 1T 2025 612,40 997,60 D',
      '15/01/2025 Virement reçu 612,40 385,20 D',
      '01/04/2025 Appel provisions 2T 2025 612,40 997,60 D',
      'Total dû 997,60',
    ];
    expect(ruleValue(carried, statement)).toBe(38520);
    expect(readStatementBudget(lines(...statement), 0.5)).toMatchObject([
      { field: 'budget', amount: 61240 },
    ]);
    // a balance carried without its year is not said to be a closed year's
    expect(ruleValue(carried, ['01/01/2025 Solde reporté 385,20'])).toBeNull();
  });

  it('dates an approval written « approuve, à l’unanimité, les comptes »', () => {
    const minutes = lines('Assemblée du 11/01/2023.', 'L’AG approuve, à l’unanimité, les comptes.');
    const date = readDocumentDate(minutes, { iso: '2023-01-11', confidence: 0.97 });
    expect(readApprovalDate(minutes, date, 0.91)).toHaveLength(1);
    const budget = lines(
      'Assemblée du 11/01/2023.',
      'L’AG approuve le budget. Les comptes suivront.',
    );
    expect(readApprovalDate(budget, date, 0.91)).toEqual([]);
  });
});

describe('guessFigures', () => {
  const appel = [
    'Lot n° 65 — Immeuble Le Belvédère\nFait à Aix, le 17/12/2024\nAvis d’appel de fonds',
    'Cotisation fonds de travaux (loi ALUR) 207/10000 37,84 €\nBudget prévisionnel 2025 voté : 229 281,89 € pour l’immeuble, soit pour votre lot 3 027,17 € par an.',
  ];
  const read = { kind: 'appel-de-fonds', dateISO: '2024-12-17', dateConfidence: 0.97 };

  it('gives each figure with its page, line, confidence and the lot the document is about', () => {
    expect(guessFigures({ pages: appel, source: 'pdf' }, read, TODAY)).toEqual([
      {
        field: 'expected_budget',
        amount: 302717,
        page: 2,
        excerpt:
          'Budget prévisionnel 2025 voté : 229 281,89 € pour l’immeuble, soit pour votre lot 3 027,17 € par an.',
        confidence: 0.94,
        lot: '65',
      },
      {
        field: 'works_funds_last_contribution',
        amount: 3784,
        page: 2,
        excerpt: 'Cotisation fonds de travaux (loi ALUR) 207/10000 37,84 €',
        // a call does not tell whether its contribution was paid: the seller checks it
        confidence: 0.81,
        lot: '65',
      },
      {
        // the building's budget, named by its vote, for the seller to check
        field: 'building_budget',
        amount: 22928189,
        page: 2,
        excerpt:
          'Budget prévisionnel 2025 voté : 229 281,89 € pour l’immeuble, soit pour votre lot 3 027,17 € par an.',
        confidence: 0.81,
        lot: '65',
      },
      {
        field: 'document_date',
        date: '2024-12-17',
        page: 1,
        excerpt: 'Fait à Aix, le 17/12/2024',
        confidence: 0.97,
        lot: '65',
      },
    ]);
  });

  it('trusts a row that prints one amount more than one whose value is taken by its place', () => {
    const annexe = [
      'Annexe 1 — État financier après répartition au 31/12/2024',
      '401 Fournisseurs 4 125,00',
      '105 Fonds de travaux 31 200,00 26 100,00',
    ];
    const found = guessFigures(
      { pages: [annexe.join('\n')], source: 'pdf' },
      { kind: 'annexes-comptables', dateISO: null, dateConfidence: 0 },
      TODAY,
    );
    const confidence = (field: string) => found.find((f) => f.field === field)?.confidence;
    expect(confidence('unpaid_providers')).toBe(figureConfidence('row', 'pdf'));
    expect(confidence('unpaid_providers')).toBeGreaterThanOrEqual(0.9);
    expect(confidence('works_funds')).toBe(figureConfidence('pick', 'pdf'));
    expect(confidence('works_funds')).toBeLessThan(0.9);
  });

  it('proposes one value per field: the first rule that reads it', () => {
    const fields = guessFigures(
      { pages: [...appel, 'Votre budget annuel 2025 : 1 650,00 €'], source: 'pdf' },
      read,
      TODAY,
    ).map((f) => f.field);
    expect(fields.filter((f) => f === 'expected_budget')).toHaveLength(1);
  });

  it('proposes nothing for a family that prints no form figure', () => {
    expect(guessFigures({ pages: appel, source: 'pdf' }, { ...read, kind: 'facture' })).toEqual([]);
    expect(guessFigures({ pages: appel, source: 'pdf' }, { ...read, kind: null })).toEqual([]);
  });
});
