import { findAmounts } from '../src/services/figures-guess/amounts';
import { figureProposals } from '../src/services/pre-etat-date/figure-proposals';
import { readApprovalDate, readDocumentDate } from '../src/services/figures-guess/document-date';
import { guessFigures } from '../src/services/figures-guess/guess';
import { documentLines } from '../src/services/figures-guess/lines';
import { readFiscalYear } from '../src/services/figures-guess/period';
import { readRule } from '../src/services/figures-guess/read-rule';
import { FIGURE_RULES } from '../src/services/figures-guess/rules';
import { readStatementBudget } from '../src/services/figures-guess/statement';
import { closedYearSuffix, subjectLot } from '../src/services/figures-guess/subject';

const TODAY = new Date('2025-06-30T12:00:00Z');
const lines = (...text: string[]) => documentLines([text.join('\n')]);
const cents = (text: string) => findAmounts(lines(text)[0]!.text).map((a) => a.cents);

/** A rule's value from some lines, the way guessFigures reads it. */
function ruleValue(rule: (typeof FIGURE_RULES)[number], text: string[]) {
  const read = lines(...text);
  const found = readRule(rule, read, { lot: subjectLot(read), suffix: 'n', confidence: 0.98 });
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
        confidence: 0.98,
        lot: '65',
      },
      {
        field: 'works_funds_last_contribution',
        amount: 3784,
        page: 2,
        excerpt: 'Cotisation fonds de travaux (loi ALUR) 207/10000 37,84 €',
        confidence: 0.98,
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

  it('proposes nothing for a family that prints no form figure', () => {
    expect(guessFigures({ pages: appel, source: 'pdf' }, { ...read, kind: 'facture' })).toEqual([]);
    expect(guessFigures({ pages: appel, source: 'pdf' }, { ...read, kind: null })).toEqual([]);
  });
});

describe('figure proposals in the review', () => {
  const documents = new Map([
    [
      'd1',
      { label: 'Appel de fonds', date: new Date('2024-12-17'), doctype: 10, dateConfirmed: false },
    ],
  ]);
  const figure = (lot: string | null) =>
    ({ field: 'expected_budget', lot }) as Parameters<typeof figureProposals>[0];
  const reading = (lot?: string) => [
    {
      document_id: 'd1',
      guesses: [
        {
          field: 'expected_budget',
          amount: 302717,
          page: 1,
          excerpt: 'x',
          confidence: 0.98,
          ...(lot ? { lot } : {}),
        },
      ],
    },
  ];

  it('proposes a lot’s figure in a multi-lot sale only from a document about that lot', () => {
    const lots = ['12', '45'];
    expect(figureProposals(figure('12'), null, lots, reading('12'), documents)).toMatchObject([
      {
        value: 3027.17,
        document_label: 'Appel de fonds',
        document_date: '2024-12-17',
        disagrees: false,
      },
    ]);
    expect(figureProposals(figure('45'), null, lots, reading('12'), documents)).toEqual([]);
    expect(figureProposals(figure('12'), null, lots, reading(), documents)).toEqual([]);
  });

  it('says when a proposal differs from the seller’s value by more than a cent', () => {
    expect(
      figureProposals(figure('12'), 3027.18, ['12'], reading('12'), documents)[0]!.disagrees,
    ).toBe(false);
    expect(
      figureProposals(figure('12'), 3000, ['12'], reading('12'), documents)[0]!.disagrees,
    ).toBe(true);
  });
});
