import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import { findDocumentDate } from '../src/services/document-reading/type-and-date/find-date';
import { findAmounts } from '../src/services/document-reading/figures/amounts';
import { readCallRows } from '../src/services/document-reading/figures/grid-figures';
import { documentLines } from '../src/services/document-reading/figures/lines';
import { readFiscalYear } from '../src/services/document-reading/figures/period';
import {
  readLastFundCall,
  readStatementBudget,
} from '../src/services/document-reading/figures/statement';
import { readVotedBudget } from '../src/services/document-reading/figures/voted-budget';
import { TODAY } from './helpers/figures';
import { listingFigures as figures, listingPage as page } from './helpers/listing';

/**
 * The second round on syndic software's listings (ADR 084): each new rule with an example
 * and a counter-example, in the layouts of the eleventh batch's tuning half.
 */
const lines = (...text: string[]) => documentLines([text.join('\n')]);
const cents = (text: string) => findAmounts(lines(text)[0]!.text).map((a) => a.cents);

describe('signs as syndic software prints them', () => {
  it('reads « 23,80- » and « 612,40 CR » as credits, « 612,40 DB » as a debt', () => {
    expect(cents('Solde 23,80-')).toEqual([-2380]);
    expect(cents('Solde 612,40 CR')).toEqual([-61240]);
    expect(cents('Solde 612,40 DB')).toEqual([61240]);
  });

  it('takes no minus from a range or a dash between two amounts', () => {
    expect(cents('Entre 12,00-15,00')).toEqual([1200, 1500]);
    expect(cents('Total 45,00 - 12,00')).toEqual([4500, 1200]);
  });
});

describe('a lot’s tantièmes before an amount', () => {
  it('keeps the base of « 268 / 10 000 » out of the amount that follows it', () => {
    expect(cents('Part du lot dans le fonds 268 / 10 000 846,88')).toEqual([84688]);
    expect(cents('Charges générales 268/10 000 1 742,00 1 768,53')).toEqual([174200, 176853]);
    expect(cents('Ascenseur 55 / 1 000 620,40')).toEqual([62040]);
    expect(cents('Budget 10 000,00 réparti sur 10 000 tantièmes')).toEqual([1000000]);
  });
});

const PER_LOT = [
  'Répartition',
  'Budget 2025',
  'Base',
  'Tant. lot 12',
  'Lot 12',
  'Tant. lot 47',
  'Lot 47',
  'Total annuel',
];
const KEYS = [
  ['Charges générales', '70 000,00', '10 000', '318', '2 226,00', '22', '154,00', '2 380,00'],
  ['Ascenseur', '9 000,00', '1 000', '36', '324,00', '0', '0,00', '324,00'],
];

describe('a call with one column per lot', () => {
  it('reads the lots’ total as the yearly share, confirmed by its lines and the quarter', () => {
    const found = figures('appel-de-fonds', [
      page('APPEL DE CHARGES', [
        PER_LOT,
        ...KEYS,
        ['Total budget prévisionnel', '79 000,00', '', '', '2 550,00', '', '154,00', '2 704,00'],
        ['Appel 2e trimestre (1/4)', '', '', '', '637,50', '', '38,50', '676,00'],
      ]),
    ]);
    expect(found.building_budget).toMatchObject({ amount: 7900000, confidence: 0.95 });
    expect(found.expected_budget).toMatchObject({ amount: 270400, confidence: 0.95 });
    expect(found.expected_budget!.proofs).toHaveLength(3);
  });

  it('leaves a lots’ total its lines and calls contradict below 0.9', () => {
    const found = figures('appel-de-fonds', [
      page('APPEL DE CHARGES', [
        PER_LOT,
        ...KEYS,
        ['Total budget prévisionnel', '79 000,00', '', '', '2 550,00', '', '154,00', '2 800,00'],
        ['Appel 2e trimestre (1/4)', '', '', '', '637,50', '', '38,50', '676,00'],
      ]),
    ]);
    expect(found.expected_budget).toMatchObject({ amount: 280000 });
    expect(found.expected_budget!.confidence).toBeLessThan(0.9);
  });

  it('reads the works fund’s own table, each lot’s share confirmed by its tantièmes', () => {
    const fund = (lot12: string) => [
      [
        'Fonds de travaux',
        'Cotisation 2025',
        'Base',
        'Tant. lot 12',
        'Lot 12',
        'Tant. lot 47',
        'Lot 47',
        'Total',
      ],
      ['Cotisation annuelle', '4 200,00', '10 000', '318', lot12, '22', '9,24', '142,80'],
      ['Appel 2e trimestre (1/4)', '', '', '', '33,39', '', '2,31', '35,70'],
    ];
    const right = figures('appel-de-fonds', [page('APPEL DE CHARGES', fund('133,56'))]);
    expect(right.works_funds_contribution).toMatchObject({ amount: 420000, confidence: 0.95 });
    expect(right.works_funds_last_contribution).toMatchObject({ amount: 3570, confidence: 0.95 });
    // a lot's share that does not follow from the building's amount proves nothing
    const wrong = figures('appel-de-fonds', [page('APPEL DE CHARGES', fund('135,00'))]);
    expect(wrong.works_funds_contribution!.confidence).toBeLessThan(0.9);
  });
});

describe('a scanned call read by its own arithmetic', () => {
  const confidence = { read: 0.83, proven: 0.95 };
  it('takes building, year and call from a row whose call × 12 is the year and share the tantièmes', () => {
    const found = readCallRows(
      lines(
        'M. Le Goff — lot 8',
        'Provisions budget 2025/2026 58 800,00 412/10000 2422,56 201,88',
        'Fonds de travaux ALUR -3 000,00 412/10000 123,60 10,30',
      ),
      confidence,
    );
    expect(found.map((f) => [f.field, f.amount, f.confidence])).toEqual([
      ['building_budget', 5880000, 0.95],
      ['expected_budget', 242256, 0.95],
      ['works_funds_contribution', 300000, 0.95],
      ['works_funds_last_contribution', 1030, 0.95],
    ]);
  });

  it('reads nothing from a row whose amounts do not add up to a call of the year', () => {
    expect(
      readCallRows(lines('Budget prévisionnel 2025 58 000,00 1 281,80 330,45'), confidence),
    ).toEqual([]);
  });
});

const STATEMENT_TITLE = 'DÉCOMPTE INDIVIDUEL DES CHARGES — exercice du 01/01/2024 au 31/12/2024';

describe('an individual charge statement’s columns', () => {
  const years = (balance2024: string) => [
    ['Clé de répartition', 'Tantièmes', 'Réel 2023', 'Réel 2024'],
    ['Charges générales', '256 / 10 000', '1 180,45', '1 236,80'],
    ['Chauffage', '260 / 10 000', '612,30', '588,47'],
    ['Total charges courantes', '', '1 792,75', '1 825,27'],
    ['Provisions appelées', '', '1 760,00', '1 840,00'],
    ['Solde charges courantes', '', '32,75 DB', balance2024],
  ];

  it('reads each dated column as its year, confirmed by the keys and the balance', () => {
    const found = figures('decompte-de-charges', [page(STATEMENT_TITLE, years('14,73 CR'))]);
    expect(found.budget_n).toMatchObject({ amount: 182527, confidence: 0.95 });
    expect(found.expected_budget_n).toMatchObject({ amount: 184000, confidence: 0.95 });
    expect(found.budget_n1).toMatchObject({ amount: 179275, confidence: 0.95 });
    expect(found.expected_budget_n1).toMatchObject({ amount: 176000, confidence: 0.95 });
  });

  it('reads the year closed first when the header dates it so', () => {
    const found = figures('decompte-de-charges', [
      page('Répartition des charges — exercice du 01/10/2023 au 30/09/2024', [
        ['Votre lot 41', 'Au 30/09/2024', 'Au 30/09/2023'],
        ['Charges courantes (budget)', '1 712,34', '1 655,02'],
        ['Provisions budget appelées', '1 760,00', '1 640,00'],
        ['Régularisation', '47,66 CR', '15,02 DB'],
      ]),
    ]);
    expect(found.budget_n).toMatchObject({ amount: 171234, confidence: 0.95 });
    expect(found.budget_n1).toMatchObject({ amount: 165502, confidence: 0.95 });
  });

  it('keeps calls the printed balance contradicts below 0.9', () => {
    const found = figures('decompte-de-charges', [page(STATEMENT_TITLE, years('30,00 CR'))]);
    expect(found.expected_budget_n).toMatchObject({ amount: 184000 });
    expect(found.expected_budget_n!.confidence).toBeLessThan(0.9);
  });

  it('reads the lots’ total of a statement with one column per lot', () => {
    const found = figures('decompte-de-charges', [
      page(STATEMENT_TITLE, [
        ['Clé', 'Dépense immeuble', 'Base', 'Lot 4', 'Lot 39', 'Total vos lots'],
        ['Charges générales', '48 200,00', '10 000', '1 031,48', '43,38', '1 074,86'],
        ['Ascenseur', '6 300,00', '1 000', '176,40', '0,00', '176,40'],
        ['Total des charges', '54 500,00', '', '1 207,88', '43,38', '1 251,26'],
        ['Provisions versées', '', '', '1 200,00', '44,00', '1 244,00'],
        ['Solde', '', '', '7,88 DB', '0,62 CR', '7,26 DB'],
      ]),
    ]);
    expect(found.budget_n).toMatchObject({ amount: 125126, confidence: 0.95 });
    expect(found.expected_budget_n).toMatchObject({ amount: 124400, confidence: 0.95 });
  });

  it('reads no year from columns that are not dated by distinct years', () => {
    const found = figures('decompte-de-charges', [
      page(STATEMENT_TITLE, [
        ['Clé', 'Budget 2024', 'Réel 2024', 'Écart'],
        ['Total charges courantes', '1 800,00', '1 825,27', '25,27'],
      ]),
    ]);
    expect(found.budget_n1).toBeUndefined();
  });
});

describe('an état financier’s columns named « exercice clos » and « précédent »', () => {
  const annex = (closed: string, previous: string) =>
    page('ANNEXE 1 — ÉTAT FINANCIER — exercice du 01/01/2024 au 31/12/2024', [
      ['Compte', 'Libellé', previous, closed],
      ['450', 'Copropriétaires débiteurs', '9 412,30', '11 236,74'],
      ['409', 'Fournisseurs débiteurs', '0,00', '312,00'],
      ['', 'Dettes', '', ''],
      ['401', 'Fournisseurs', '7 804,12', '8 915,27'],
    ]);

  it('reads the year closed wherever it sits, a supplier’s debit apart', () => {
    const found = figures('annexes-comptables', [annex('Exercice clos', 'Exercice précédent')]);
    expect(found.unpaid).toMatchObject({ amount: 1123674 });
    expect(found.unpaid_providers).toMatchObject({ amount: 891527 });
  });

  it('reads the first column as before when the header names neither', () => {
    const found = figures('annexes-comptables', [annex('Montant B', 'Montant A')]);
    expect(found.unpaid).toMatchObject({ amount: 941230 });
  });
});

describe('an annexe’s table of the lot’s share', () => {
  const annex = (share: string) =>
    page(
      'ANNEXE 3 — COMPTE DE GESTION — exercice du 01/01/2024 au 31/12/2024',
      [
        ['Charges', 'Budget voté 2024', 'Réalisé 2024', 'Budget voté 2025'],
        ['Entretien', '24 000,00', '23 413,00', '25 000,00'],
        ['Assurance', '20 000,00', '20 112,00', '21 000,00'],
        ['Total', '44 000,00', '43 525,00', '46 000,00'],
      ],
      [
        [
          'Votre quote-part (lot 9)',
          'Provisions appelées 2024',
          'Charges réelles 2024',
          'Budget voté 2025',
        ],
        [`Lot 9 — ${share}`, '774,40', '766,04', '809,60'],
      ],
    );

  it('reads each column by its kind and year, confirmed by the building’s × tantièmes', () => {
    const found = figures('annexes-comptables', [annex('176 / 10 000')]);
    expect(found.expected_budget_n).toMatchObject({ amount: 77440, confidence: 0.95 });
    expect(found.budget_n).toMatchObject({ amount: 76604, confidence: 0.95 });
    expect(found.expected_budget).toMatchObject({ amount: 80960, confidence: 0.95 });
  });

  it('keeps shares the tantièmes do not give below 0.9', () => {
    const found = figures('annexes-comptables', [annex('180 / 10 000')]);
    expect(found.budget_n).toMatchObject({ amount: 76604 });
    expect(found.budget_n!.confidence).toBeLessThan(0.9);
  });
});

describe('a statement’s ledger', () => {
  it('reads the latest call of the works fund as its last contribution, for the seller to check', () => {
    const found = readLastFundCall(
      lines(
        '01/01/2025 Appel fonds de travaux 1er trim. 2025 19,91 418,11',
        '08/01/2025 Prélèvement 418,11 0,00',
        '01/04/2025 Appel fonds de travaux 2e trim. 2025 19,92 418,12',
      ),
      0.81,
    );
    expect(found).toMatchObject([{ amount: 1992, confidence: 0.81 }]);
  });

  it('reads no contribution from a ledger that calls no fund', () => {
    expect(
      readLastFundCall(lines('01/04/2025 Appel provisions 2T 2025 398,20 398,20'), 0.81),
    ).toEqual([]);
  });

  it('takes a balance before its parts, and a credit carried (« 56,20- ») for no debt', () => {
    const found = readStatementBudget(
      lines(
        '01/01/2025 Report à nouveau exercice 2024 56,20 56,20-',
        '01/04/2025 Appel charges 2T 2025 302,50 302,50',
        'Solde dû au 12/06/2025 : 302,50 € dont provisions de charges 302,50 €',
      ),
      0.5,
    );
    expect(found).toMatchObject([{ field: 'budget', amount: 30250 }]);
  });
});

describe('fiscal years and votes in listings’ wordings', () => {
  it('reads a call’s exercise when it prints both days of a year', () => {
    const found = readFiscalYear(
      lines('Copropriété Les Minimes — exercice du 01/04/2025 au 31/03/2026 — lot 8'),
      0.98,
      { printedOnly: true },
    );
    expect(found.map((f) => f.date)).toEqual(['2025-04-01', '2026-03-31']);
  });

  it('reads no exercise from a call’s quarter', () => {
    expect(
      readFiscalYear(lines('Période du 01/04/2025 au 30/06/2025 — exigible le 01/04/2025'), 0.98, {
        printedOnly: true,
      }),
    ).toEqual([]);
  });

  it('reads a budget « confirmé » at its amount, beside a table of budgets', () => {
    const minutes = lines(
      'Résolutions n° 4 et 5 — Budgets prévisionnels',
      'Poste Budget 2025 Budget 2026',
      'Total 80 000,00 83 000,00',
      'L’assemblée confirme le budget de l’exercice 2025 à 80 000,00 € et vote le budget de l’exercice 2026 à 83 000,00 €.',
    );
    expect(readVotedBudget(minutes, TODAY, 0.67)).toMatchObject([{ amount: 8000000 }]);
  });

  it('reads no vote from a table of budgets alone', () => {
    const minutes = lines(
      'Résolution n° 4 — Budget voté',
      'Poste Budget 2025 Budget 2026',
      'Total 80 000,00 83 000,00',
    );
    expect(readVotedBudget(minutes, TODAY, 0.67)).toEqual([]);
  });

  it('reads an exercise named by its two years as current when the one before closed', () => {
    const minutes = lines(
      'Approbation des comptes de l’exercice du 01/10/2023 au 30/09/2024.',
      'Résolution 3 : le budget de l’exercice 2024/2025 est confirmé à 66 500,00 €. Adoptée.',
      'Résolution 4 : le budget de l’exercice 2025/2026 est voté à 69 000,00 €. Adoptée.',
    );
    expect(readVotedBudget(minutes, TODAY, 0.67)).toMatchObject([{ amount: 6650000 }]);
  });

  it('reads the fund’s contribution the assembly « maintient »', () => {
    const found = figures('pv-ag', [
      {
        width: 842,
        lines: [
          {
            y: 800,
            cells: [
              {
                str: 'La cotisation au fonds de travaux de l’exercice 2025 est maintenue à 4 000,00 €, soit 5 % du budget.',
                x: 40,
                end: 800,
                y: 800,
              },
            ],
          },
        ],
      },
    ]);
    expect(found.works_funds_contribution).toMatchObject({ amount: 400000 });
  });
});

describe('type and date of listings', () => {
  it('reads « Relevé individuel de charges » as a charge statement, not an account', () => {
    expect(
      classifyText('RELEVÉ INDIVIDUEL DE CHARGES\nExercice du 01/01/2024 au 31/12/2024').kind,
    ).toBe('decompte-de-charges');
    expect(classifyText('RELEVÉ DE COMPTE COPROPRIÉTAIRE\nSolde débiteur').kind).toBe(
      'releve-de-compte',
    );
  });

  it('dates a statement « arrêtée au » after its lot, not by a ledger row under a noisy line', () => {
    const text = [
      'SITUATION DE COMPTE COPROPRIÉTAIRE',
      'Résidence Saint-Maclou — M. Lambert — lot 33 — arrêtée au 12/06/2025',
      'Date Libellé Débit Crédit Solde',
      'A ri ar,',
      '01/01/2025 Report à nouveau exercice 2024 56,20 56,20-',
    ].join('\n');
    expect(findDocumentDate(text, 'releve-de-compte', TODAY).iso).toBe('2025-06-12');
  });
});
