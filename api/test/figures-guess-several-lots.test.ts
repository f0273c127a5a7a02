import { findAmounts } from '../src/services/document-reading/figures/amounts';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import { page, spoken, TODAY, valuesByField } from './helpers/figures';

/**
 * The twelfth round (issue 39): sellers with several lots, whose papers print a year’s row
 * across their lots with the lots’ sum (after the building’s amount or without it), and a
 * collective loan’s block whose items are the lots’ without naming the loan again.
 */

const read = (kind: string, ...lines: string[]) =>
  valuesByField(
    guessFigures(page(...lines), { kind, dateISO: '2025-05-12', dateConfidence: 0.97 }, TODAY),
  );

describe('a year’s row across the seller’s lots', () => {
  const annexe = read(
    'annexes-comptables',
    'ANNEXE 3 — VOS LOTS',
    'Exercice du 01/01/2024 au 31/12/2024',
    'Lot 12 Lot 40 Lot 41 Vos lots',
    '2023 — réalisé 2 904,10 61,20 118,45 3 083,75',
    '2024 — provisions 2 950,00 62,00 120,00 3 132,00',
    '2024 — réalisé 3 001,37 63,08 121,44 3 185,89',
    '2025 — budget voté 3 050,00 64,00 124,00 3 238,00',
  );

  it('reads the current year’s budget as the sum of the lots’ shares, with its proof', () => {
    expect(annexe.expected_budget).toBe(323800);
    const guess = guessFigures(
      page('ANNEXE 3', 'Lot 12 Lot 40 Vos lots', '2025 — budget voté 3 050,00 64,00 3 114,00'),
      { kind: 'annexes-comptables', dateISO: '2025-05-12', dateConfidence: 0.97 },
      TODAY,
    ).find((g) => g.field === 'expected_budget');
    expect(spoken(guess?.proofs)).toEqual(['3 050,00 € + 64,00 € = 3 114,00 €']);
  });

  it('proves a row only by its arithmetic as printed, signs included', () => {
    const credit = (row: string) =>
      guessFigures(
        page('ANNEXE 3', 'Lot 12 Lot 40 Lot 41 Vos lots', row),
        { kind: 'annexes-comptables', dateISO: '2025-05-12', dateConfidence: 0.97 },
        TODAY,
      ).find((g) => g.field === 'expected_budget');
    expect(spoken(credit('2025 — budget voté 3 050,00 64,00 -14,00 3 100,00')?.proofs)).toEqual([
      '3 050,00 € + 64,00 € − 14,00 € = 3 100,00 €',
    ]);
    expect(credit('2025 — budget voté 3 050,00 64,00 -14,00 3 128,00')).toBeUndefined();
  });

  it('reads the closed year’s provisions and real charges, and the year before’s', () => {
    expect(annexe).toMatchObject({
      expected_budget_n: 313200,
      budget_n: 318589,
      budget_n1: 308375,
    });
  });

  it('reads the building’s amount before the lots as the building’s budget', () => {
    const call = read(
      'decompte-de-charges',
      'DÉCOMPTE DE CHARGES 2024',
      'Immeuble Lot 7 Lot 31 Vos lots',
      'Budget 2025 voté 72 400,00 2 534,00 144,80 2 678,80',
    );
    expect(call).toMatchObject({ building_budget: 7240000, expected_budget: 267880 });
  });

  it('reads a current exercise named by its days alone as its budget', () => {
    const statement = read(
      'releve-de-compte',
      'RELEVÉ DE COMPTE — lots 3 et 19 — exercice du 01/04/2025 au 31/03/2026',
      'Exercice Lot 3 Lot 19 Total',
      '2025-04-01 → 2026-03-31 2 210,40 48,60 2 259,00',
    );
    expect(statement.expected_budget).toBe(225900);
  });

  it('never takes a budget only proposed to the next meeting for a voted one', () => {
    const read2025 = (...lines: string[]) => read('annexes-comptables', 'ANNEXE 3', ...lines);
    expect(
      read2025('Lot 2 Lot 9 Vos lots', '2025 — budget proposé 2 450,00 61,00 2 511,00'),
    ).not.toHaveProperty('expected_budget');
    expect(
      read2025(
        'Exercice Budget immeuble Provisions des lots',
        '2025 (proposé, à voter le 12/05/2025) 62 000,00 2 511,00',
      ),
    ).not.toHaveProperty('expected_budget');
  });

  it('leaves a row that does not add up, a schedule’s dated row and a balance unread', () => {
    const call = read(
      'appel-de-fonds',
      'APPEL DE FONDS',
      'Échéance Lot 5 Lot 9 Total',
      '01/04/2025 640,00 32,00 672,00',
      '2025 — budget voté 2 560,00 128,00 2 700,00',
      '2024 — écart 12,10 0,60 12,70',
    );
    expect(call.expected_budget).toBeUndefined();
    expect(call.budget_n).toBeUndefined();
  });
});

describe('amounts', () => {
  it('never reads a day’s last digits into the amount after it', () => {
    expect(findAmounts('budget 2025-01-01 → 2025-12-31 168 000,00').map((a) => a.cents)).toEqual([
      16800000,
    ]);
  });
});

describe('a collective loan’s block', () => {
  const statement = read(
    'releve-de-compte',
    'RELEVÉ DE COMPTE — lots 5, 12 et 30',
    'Emprunt collectif toiture (2021) Montant',
    'Capital emprunté par le syndicat 90 000,00',
    'Quote-part des lots (412 / 10 000) 3 708,00',
    'Capital restant dû par les lots au 01/04/2025 2 480,31',
    'Échéance trimestrielle des lots, prochaine le 01/07/2025 81,57',
  );

  it('reads the lots’ share, what remains of it, its instalment and the next one’s day', () => {
    expect(statement).toMatchObject({
      loan_amount: 9000000,
      loan_share: 370800,
      loan_remaining: 248031,
      loan_instalment: 8157,
      dt_loan_next: '2025-07-01',
    });
  });

  it('proves the share printed with its tantièmes', () => {
    const guess = guessFigures(
      page('Capital emprunté 90 000,00', 'Quote-part des lots (412 / 10 000) 3 708,00'),
      { kind: 'appel-de-fonds', dateISO: '2025-05-12', dateConfidence: 0.97 },
      TODAY,
    ).find((g) => g.field === 'loan_share');
    expect(spoken(guess?.proofs)).toEqual(['90 000,00 € × 412 / 10000 = 3 708,00 €']);
  });

  it('leaves a block whose items are the building’s unread', () => {
    const building = read(
      'annexes-comptables',
      'ANNEXE 1',
      'Capital emprunté 90 000,00',
      'Capital restant dû 61 200,00',
    );
    expect(building.loan_remaining).toBeUndefined();
    expect(building.loan_share).toBeUndefined();
  });
});

describe('a table of exercises', () => {
  const answer = read(
    'questionnaire-syndic',
    'PRÉ-ÉTAT DATÉ EN LIGNE — lots 14 et 52',
    'Exercice Budget copropriété Provisions de vos lots Charges réelles de vos lots',
    '2023-01-01 → 2023-12-31 96 000,00 3 110,40 3 187,02',
    '2024 (approuvé le 12.04.2025) 99 000,00 3 207,60 3 251,18',
    '2025 (en cours) 102 000,00 3 304,80 —',
    '2026 (voté le 12/04/2025) 105 000,00 3 402,00 —',
  );

  it('reads each row’s columns in the header’s order, by the row’s year', () => {
    expect(answer).toMatchObject({
      expected_budget_n1: 311040,
      budget_n1: 318702,
      building_budget_n: 9900000,
      expected_budget_n: 320760,
      budget_n: 325118,
      building_budget: 10200000,
      expected_budget: 330480,
    });
  });

  it('reads « 2024/2025 » only where the document says when its exercises end', () => {
    const rows = ['Exercice Budget immeuble Provisions des lots', '2024/2025 48 000,00 1 536,00'];
    expect(read('releve-de-compte', 'RELEVÉ DE COMPTE', ...rows).expected_budget).toBeUndefined();
    expect(
      read('releve-de-compte', 'RELEVÉ DE COMPTE — exercice du 1er avril au 31 mars', ...rows),
    ).toMatchObject({ building_budget_n: 4800000, expected_budget_n: 153600 });
    expect(
      read('releve-de-compte', 'RELEVÉ DE COMPTE — Exercice : 1er octobre – 30 septembre', ...rows),
    ).toMatchObject({ building_budget: 4800000, expected_budget: 153600 });
  });
});

describe('the works fund’s contribution named by its year', () => {
  it('reads the current exercise’s, alone or before the lots’ shares', () => {
    expect(
      read('annexes-comptables', 'ANNEXES', 'Cotisation au fonds de travaux 2025 : 2.150,00 EUR.')
        .works_funds_contribution,
    ).toBe(215000);
    expect(
      read(
        'decompte-de-charges',
        'DÉCOMPTE 2024',
        'Immeuble Lot 3 Lot 8 Vos lots',
        'Cotisation fonds de travaux 2025 6 000,00 138,00 9,60 147,60',
      ).works_funds_contribution,
    ).toBe(600000);
  });

  it('leaves an earlier exercise’s contribution and a quarter’s call unread', () => {
    expect(
      read('annexes-comptables', 'ANNEXES', 'Cotisation au fonds de travaux 2024 : 2 100,00 €')
        .works_funds_contribution,
    ).toBeUndefined();
    expect(
      read('releve-de-compte', 'RELEVÉ', 'Cotisation fonds travaux 3T 2025 non réglée 31,20')
        .works_funds_contribution,
    ).toBeUndefined();
  });
});

describe('a table with a column per exercise', () => {
  it('reads the lots’ total row by its columns’ roles and years, the header in two lines', () => {
    expect(
      read(
        'annexes-comptables',
        'ANNEXE — VOTRE QUOTE-PART — exercice du 1er avril au 31 mars',
        'Lot / clé Tantièmes Provisions Réel Budget Proposé',
        '2024/2025 2024/2025 2025/2026 2026/2027',
        'Lot 7 — générales 402 / 10 000 2 412,00 2 455,31 2 492,40 2 572,80',
        'Lot 31 — cave 9 / 10 000 54,00 54,97 55,80 57,60',
        'Total des lots 2 466,00 2 510,28 2 548,20 2 630,40',
      ),
    ).toMatchObject({ expected_budget_n: 246600, budget_n: 251028, expected_budget: 254820 });
  });

  it('takes « Budget voté » for one column when the years say so', () => {
    expect(
      read(
        'questionnaire-syndic',
        'RENSEIGNEMENTS POUR LA VENTE DES LOTS 4 ET 12',
        '2023 2023 2024 2024 2025 2026',
        'provisions réel provisions réel budget budget voté',
        'Total des deux lots 2 100,00 2 131,40 2 160,00 2 188,35 2 220,00 2 290,00',
      ),
    ).toMatchObject({
      expected_budget_n1: 210000,
      budget_n1: 213140,
      expected_budget_n: 216000,
      budget_n: 218835,
      expected_budget: 222000,
    });
  });
});

describe('the building’s budget named by its year in a sentence', () => {
  it('reads the current and the closed exercise’s budgets', () => {
    expect(
      read(
        'decompte-de-charges',
        'DÉCOMPTE INDIVIDUEL DE CHARGES — EXERCICE DU 01/01/2024 AU 31/12/2024',
        'Budget 2024 : 61 000,00 € ; dépenses 2024 : 62 417,80 € ; budget 2025 : 63 500,00 €.',
      ),
    ).toMatchObject({ building_budget_n: 6100000, building_budget: 6350000 });
    expect(
      read(
        'questionnaire-syndic',
        'Objet : vente des lots 3 et 9 — renseignements pour la vente',
        'L’exercice court du 1er avril au 31 mars. L’exercice en cours, 2025/2026,',
        'repose sur un budget de 38 400,00 € : 1 881,60 € pour le lot 3.',
      ).building_budget,
    ).toBe(3840000);
  });

  it('leaves a gap to the budget, a share of it and the lots’ budget unread', () => {
    const letter = read(
      'decompte-de-charges',
      'DÉCOMPTE 2024 — exercice du 01/01/2024 au 31/12/2024',
      'Les dépenses de 2024 ont dépassé le budget de 412,36 € ; la différence est répartie.',
      'Cotisation annuelle au fonds de travaux 2025, 5 % du budget 3 175,00',
      'Budget 2025 de vos lots : 2 061,40 €',
    );
    expect(letter).not.toHaveProperty('building_budget');
    expect(letter).not.toHaveProperty('building_budget_n');
  });
});
