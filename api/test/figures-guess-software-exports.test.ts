import { documentLines } from '../src/services/document-reading/figures/lines';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import type { DocumentText } from '../src/services/document-reading/types';
import { page, spoken, TODAY, valuesByField } from './helpers/figures';
import { positioned, row } from './helpers/positioned-text';

/**
 * The thirteenth round (issue 39): what syndic software exports and volunteers print. Rows
 * open on their account number and abbreviate their words, an état daté lists its sums under
 * the parts of article 5 without repeating which part, the works fund's and the loan's rows
 * follow their balance without naming it, and a form's cells wrap inside their columns.
 */

/** Each field's value read in a positioned document of `kind`, dated `dateISO`. */
const readPlaced = (text: DocumentText, kind: string, dateISO: string) =>
  valuesByField(guessFigures(text, { kind, dateISO, dateConfidence: 0.97 }, TODAY));

const read = (kind: string, ...lines: string[]) =>
  valuesByField(
    guessFigures(page(...lines), { kind, dateISO: '2025-06-18', dateConfidence: 0.97 }, TODAY),
  );

describe('an account number before a row’s label', () => {
  it('reads the row by its label, whatever account opens it', () => {
    expect(
      read(
        'questionnaire-syndic',
        'ÉTAT DATÉ',
        '450 Copropriétaires débiteurs au 31/03/2025 21 940,77',
        '401 Fournisseurs au 31/03/2025 13 206,48',
        '103 Avance de trésorerie (fonds de roulement) 500,00',
      ),
    ).toMatchObject({ unpaid: 2194077, unpaid_providers: 1320648, reserved_advances: 50000 });
  });

  it('keeps a count, a year and an amount that open a line', () => {
    const texts = documentLines([
      '354 tantièmes généraux',
      '2024 budget voté 88 000,00',
      '120 lots principaux',
      '4501 Provisions',
    ]).map((line) => line.text);
    expect(texts).toEqual([
      '354 tantiemes generaux',
      '2024 budget vote 88 000,00',
      '120 lots principaux',
      'provisions',
    ]);
  });
});

describe('words software abbreviates', () => {
  it('reads « Q-P », « Bud. », « Réal. » and « Éch. » as written in full', () => {
    expect(
      documentLines(['QPB-TOT Q-P bud. lots 23 + 71', 'Éch. trimestrielle', 'Tant que']).map(
        (line) => line.text,
      ),
    ).toEqual(['qpb-tot quote-part budget lots 23 + 71', 'echeance trimestrielle', 'tant que']);
  });

  it('reads a table of exercises under abbreviated headings, the year closed in March', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Exercice Bud. immeuble Q-P bud. lot 27 Q-P réal. lot 27',
        '2023/2024 88 000,00 2 798,40 2 763,82',
        '2024/2025 (clos le 31/03/2025) 91 000,00 2 893,80 2 938,90',
        '2025/2026 (en cours) 94 000,00 2 989,20',
      ),
    ).toMatchObject({
      expected_budget_n1: 279840,
      budget_n1: 276382,
      building_budget_n: 9100000,
      expected_budget_n: 289380,
      budget_n: 293890,
      building_budget: 9400000,
      expected_budget: 298920,
    });
  });

  it('leaves « 2024/2025 » undated when nothing says when the exercises close', () => {
    const values = read(
      'questionnaire-syndic',
      'Exercice Bud. immeuble Q-P bud. lot 27 Q-P réal. lot 27',
      '2024/2025 91 000,00 2 893,80 2 938,90',
    );
    expect(values.budget_n).toBeUndefined();
  });
});

describe('the building’s and the lot’s columns side by side', () => {
  const table = positioned({
    width: 595,
    lines: [
      row(
        700,
        ['Immeuble', 228, 270],
        ['Immeuble', 309, 350],
        ['Lot 19', 376, 410],
        ['Lot 19', 442, 476],
        ['Lot 19', 510, 540],
      ),
      row(
        688,
        ['budget voté', 228, 280],
        ['dépenses', 309, 350],
        ['provisions', 376, 420],
        ['charges', 442, 480],
        ['écart', 510, 540],
      ),
      row(676, ['réelles', 442, 480]),
      row(
        658,
        ['Exercice 2024', 50, 120],
        ['85 000,00', 228, 280],
        ['87', 309, 330],
        ['2 992,00', 376, 420],
        ['3 073,30', 442, 480],
        ['81,30', 510, 540],
      ),
      row(646, ['309,60', 309, 340], ['DB', 520, 540]),
      row(
        630,
        ['Travaux hors budget 2024 —', 50, 180],
        ['60 000,00', 228, 280],
        ['58', 309, 330],
        ['2 112,00', 376, 420],
        ['2 056,12', 442, 480],
        ['55,88', 510, 540],
      ),
      row(
        618,
        ['ravalement de la cour', 50, 160],
        ['appelés', 228, 270],
        ['412,40', 309, 340],
        ['CR', 520, 540],
      ),
      row(
        602,
        ['Exercice 2025 (en cours)', 50, 170],
        ['88 000,00', 228, 280],
        ['3 097,60', 376, 420],
      ),
    ],
  });
  const values = readPlaced(table, 'questionnaire-syndic', '2025-06-10');

  it('reads each amount under its heading, the building’s spending none of the form’s', () => {
    expect(values).toMatchObject({
      building_budget_n: 8500000,
      expected_budget_n: 299200,
      budget_n: 307330,
      building_budget: 8800000,
    });
  });

  it('keeps a cell left empty in its column', () => {
    expect(values.expected_budget).toBe(309760);
  });

  it('reads a works row as what the lot was called and charged for them', () => {
    expect(values).toMatchObject({ expected_hors_budget_n: 211200, hors_budget_n: 205612 });
  });
});

describe('a column per exercise and role', () => {
  it('reads a placed header’s years and roles, the building’s and the lot’s totals', () => {
    const statement = positioned({
      width: 595,
      lines: [
        row(720, ['Décompte de charges — exercice N (01/04/2024 – 31/03/2025)', 50, 330]),
        row(
          700,
          ['Clé', 50, 70],
          ['Tant.', 150, 175],
          ['N-1', 220, 240],
          ['N-1', 290, 310],
          ['N', 360, 370],
          ['N', 430, 440],
          ['N+1', 500, 520],
        ),
        row(
          690,
          ['/', 150, 155],
          ['2023/2024', 220, 260],
          ['2023/2024', 290, 330],
          ['2024/2025', 360, 400],
          ['2024/2025', 430, 470],
          ['2025/2026', 500, 540],
        ),
        row(
          680,
          ['base', 150, 170],
          ['budget', 220, 250],
          ['réel', 290, 310],
          ['budget', 360, 390],
          ['réel', 430, 450],
          ['budget', 500, 530],
        ),
        row(
          662,
          ['Total', 50, 75],
          ['50 000,00', 220, 270],
          ['49 621,30', 290, 340],
          ['52 200,00', 360, 410],
          ['53 092,00', 430, 480],
          ['53 900,00', 500, 550],
        ),
        row(652, ['immeuble', 50, 90]),
        row(
          636,
          ['Générales —', 50, 110],
          ['374', 150, 165],
          ['1 645,60', 220, 260],
          ['1 616,00', 290, 330],
          ['1 720,40', 360, 400],
          ['1 761,75', 430, 470],
          ['1 776,50', 500, 540],
        ),
        row(626, ['lot 14', 50, 80]),
        row(
          610,
          ['Total lot 14', 50, 110],
          ['1 993,60', 220, 260],
          ['1 987,94', 290, 330],
          ['2 080,00', 360, 400],
          ['2 108,96', 430, 470],
          ['2 147,70', 500, 540],
        ),
      ],
    });
    expect(readPlaced(statement, 'decompte-de-charges', '2025-06-13')).toMatchObject({
      fiscal_year_start: '2024-04-01',
      fiscal_year_end: '2025-03-31',
      building_budget_n: 5220000,
      expected_budget_n1: 199360,
      budget_n1: 198794,
      expected_budget_n: 208000,
      budget_n: 210896,
      building_budget: 5390000,
      expected_budget: 214770,
    });
  });

  it('reads short split years and the one lot’s share when the document is about one lot', () => {
    expect(
      read(
        'annexes-comptables',
        'M. Dominique Gaborit — lot 4, appartement — 538 / 10 000 des charges générales',
        'Exercice N : du 01/10/2023 au 30/09/2024.',
        'Réal. N-1 Bud. N Réal. N Bud. N+1 Bud. N+2',
        '22/23 23/24 23/24 24/25 25/26',
        'Immeuble 46 812,30 48 000,00 48 906,70 50 000,00 52 000,00',
        'Q-P lot 4 2 518,50 2 582,40 2 631,18 2 690,00 2 797,60',
      ),
    ).toMatchObject({
      budget_n1: 251850,
      expected_budget_n: 258240,
      budget_n: 263118,
      expected_budget: 269000,
      building_budget_n: 4800000,
      building_budget: 5000000,
    });
  });
});

describe('a volunteer’s table of exercises, a column per lot and one for the lots together', () => {
  it('reads the building’s budget, the lots’ total and their real charges by their headings', () => {
    const table = positioned({
      width: 595,
      lines: [
        row(700, [
          'Lot 1 : 2480/10000 ; lot 5 : 90/10000. Exercice : 1er octobre – 30 septembre.',
          50,
          450,
        ]),
        row(
          680,
          ['Exercice', 50, 90],
          ['Budget', 150, 185],
          ['Lot 1', 220, 245],
          ['Lot 5', 280, 305],
          ['Lots 1 + 5', 340, 390],
          ['Réel lots 1 + 5', 420, 490],
        ),
        row(
          666,
          ['2023/2024', 50, 95],
          ['9600.00', 150, 185],
          ['2380.80', 220, 255],
          ['86.40', 280, 305],
          ['2467.20', 340, 375],
          ['2545.41', 420, 455],
        ),
        row(
          652,
          ['2024/2025', 50, 95],
          ['10000.00', 150, 190],
          ['2480.00', 220, 255],
          ['90.00', 280, 305],
          ['2570.00', 340, 375],
        ),
      ],
    });
    expect(readPlaced(table, 'releve-de-compte', '2025-05-12')).toMatchObject({
      building_budget_n: 960000,
      expected_budget_n: 246720,
      budget_n: 254541,
      building_budget: 1000000,
      expected_budget: 257000,
    });
  });
});

describe('an exercise’s block: the building’s budget, then the lots’ rows', () => {
  const answers = guessFigures(
    page(
      'Exercice du 01/10 au 30/09 ; en cours : 2024/2025',
      'Budget 2024/2025 voté (AG du 20/01/2024) immeuble 12400.00',
      'lot 3 2666.00',
      'lot 8 86.80',
      'lots 3 + 8 2752.80',
      'Budget 2023/2024 (clos le 30/09/2024) immeuble 11800.00',
      'provisions lots 3 + 8 2619.60',
      'charges réelles lots 3 + 8 2673.71',
      'Comptes 2023/2024 approuvés AG du 18/01/2025',
    ),
    { kind: 'questionnaire-syndic', dateISO: '2025-05-06', dateConfidence: 0.97 },
    TODAY,
  );

  it('reads each year’s budget and the lots’ rows under it', () => {
    expect(valuesByField(answers)).toMatchObject({
      building_budget: 1240000,
      expected_budget: 275280,
      building_budget_n: 1180000,
      expected_budget_n: 261960,
      budget_n: 267371,
      dt_based: '2025-01-18',
    });
  });

  it('proves the lots’ total by each lot’s row', () => {
    const total = answers.find((guess) => guess.field === 'expected_budget');
    expect(spoken(total?.proofs)).toEqual(['2 666,00 € + 86,80 € = 2 752,80 €']);
  });
});

describe('a table whose columns are years and whose rows say what they are', () => {
  it('reads the building’s budget and the lots’ total rows, not one lot’s', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Code Libellé N-1 N En cours Voté',
        '2023 2024 2025 2026',
        'BUD-IMM Bud. immeuble 96 000,00 99 000,00 102 000,00 105 000,00',
        'REA-IMM Réal. immeuble 97 412,30 101 186,40',
        'QPB-023 Q-P bud. lot 23 (386 Tant.) 3 705,60 3 821,40 3 937,20 4 053,00',
        'QPB-TOT Q-P bud. lots 23 + 71 3 792,00 3 910,50 4 029,00 4 147,50',
        'QPR-023 Q-P réal. lot 23 3 760,11 3 905,80',
        'QPR-TOT Q-P réal. lots 23 + 71 3 847,78 3 996,87',
      ),
    ).toMatchObject({
      building_budget_n: 9900000,
      building_budget: 10200000,
      expected_budget_n1: 379200,
      expected_budget_n: 391050,
      expected_budget: 402900,
      budget_n1: 384778,
      budget_n: 399687,
    });
  });

  it('reads a volunteer’s rows under « Votre part »', () => {
    expect(
      read(
        'annexes-comptables',
        'Votre part — Mme Brigitte Schmitt, lot 4 (2240/10000)',
        '2023 2024 2025 2026 (si voté)',
        'Provisions (budget) 3136.00 3248.00 3360.00 3472.00',
        'Réel 3159.90 3340.38',
      ),
    ).toMatchObject({ expected_budget_n: 324800, budget_n: 334038, expected_budget: 336000 });
  });
});

describe('the works fund named short', () => {
  it('reads « Cotisation au fonds pour 2025 » in a sentence as the fund’s', () => {
    expect(
      read(
        'annexes-comptables',
        'Fonds de travaux sur le livret au 31/12/2024 : 7840.00. Cotisation au fonds pour 2025 : 750.00.',
      ),
    ).toMatchObject({ works_funds: 784000, works_funds_contribution: 75000 });
  });

  it('never takes a call for funds or the fonds de roulement for it', () => {
    expect(
      documentLines(['Appel de fonds du 1er trimestre', 'Cotisation au fonds de roulement']).map(
        (line) => line.text,
      ),
    ).toEqual(['appel de fonds du 1er trimestre', 'cotisation au fonds de roulement']);
  });
});

describe('the works fund’s block', () => {
  const fund = (...items: string[]) =>
    guessFigures(
      page('105 Fonds de travaux au 31/03/2025 36 200,00', ...items),
      { kind: 'questionnaire-syndic', dateISO: '2025-06-18', dateConfidence: 0.97 },
      TODAY,
    );

  it('reads the lot’s share, the year’s contribution and the last call after the balance', () => {
    expect(
      valuesByField(
        fund(
          '105 Q-P du lot 27 1 151,16',
          '105 Cotisation 2025 4 800,00',
          '105 Cotisation appelée au lot le 01/04/2025 38,16',
        ),
      ),
    ).toMatchObject({
      works_funds: 3620000,
      works_funds_lot: 115116,
      works_funds_contribution: 480000,
      works_funds_last_contribution: 3816,
      dt_last_contribution: '2025-04-01',
    });
  });

  it('proves the lot’s share by its tantièmes', () => {
    const share = fund('Q-P fonds lots 23 + 71 (318 / 10 000) 1 151,16').find(
      (guess) => guess.field === 'works_funds_lot',
    );
    expect(spoken(share?.proofs)).toEqual(['36 200,00 € × 318 / 10000 = 1 151,16 €']);
  });

  it('reads the call printed under the contribution', () => {
    expect(
      valuesByField(
        fund('Cotisation 2025 immeuble 4 400,00', 'appelée au lot le 01/04/2025 38,72'),
      ),
    ).toMatchObject({ works_funds_last_contribution: 3872, dt_last_contribution: '2025-04-01' });
  });

  it('ends at the first row that is none of the fund’s', () => {
    const values = valuesByField(fund('Emprunt collectif 110 000,00', 'Q-P du lot 27 3 498,00'));
    expect(values.works_funds_lot).toBeUndefined();
  });
});

describe('a form’s answers in a volunteer’s or a software’s words', () => {
  it('reads what is owed, what remains to call and the building’s debts', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Charges du budget impayées néant 0.00',
        'Travaux appelés impayés néant 0.00',
        'Dû sur exercices clos néant (régul. 2023/2024 de 54.11 payée le 14/02/2025) 0.00',
        'Avance versée par la venderesse 150.00',
        'Reste à appeler sur 2024/2025 appel du 01/07/2025 688.20',
        'Travaux votés pas encore appelés peinture (AG du 18/01/2025, 9600.00) 2131.20',
        'Copropriétaires en retard au 30/09/2024 un copropriétaire 412.60',
        'Factures non payées au 30/09/2024 286.15',
      ),
    ).toMatchObject({
      budget: 0,
      unbudget: 0,
      wanted_loads: 0,
      reserved_advances: 15000,
      ongoing_budget: 68820,
      unbudget_not_due: 213120,
      unpaid: 41260,
      unpaid_providers: 28615,
    });
  });

  it('dates the approval of the accounts told in a sentence', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Comptes 2024 approuvés par l’assemblée générale du 03/04/2025 ; budget 2025 voté le 11/04/2024.',
      ).dt_based,
    ).toBe('2025-04-03');
  });
});

describe('a volunteer’s accounts titled by their year', () => {
  it('reads the fiscal year of « Comptes 2024 (du … au …) »', () => {
    expect(
      read('annexes-comptables', 'Comptes 2024 (du 01/01/2024 au 31/12/2024) — pour l’assemblée'),
    ).toMatchObject({ fiscal_year_start: '2024-01-01', fiscal_year_end: '2024-12-31' });
  });
});

describe('an état daté in the parts of article 5', () => {
  const etatDate = read(
    'questionnaire-syndic',
    '1re partie — sommes dues par le cédant au syndicat',
    'Cpte Libellé Exig.',
    '4501 Provisions du budget 2025/2026 (appel du 01/04/2025 réglé) 0,00',
    '4502 Ravalement (AG du 13/06/2024) — échéance 3/4 du 01/04/2025 1 431,00',
    '4503 Régularisation de l’exercice 2024/2025 (appelée le 10/06/2025) 45,10',
    '4509 Frais de recouvrement 0,00',
    'Total 1re partie 1 476,10',
    '2e partie — sommes dont le syndicat est débiteur envers le cédant',
    '103 Avance de trésorerie (fonds de roulement) 500,00',
    '3e partie — sommes incombant au nouveau copropriétaire',
    '4501 Provisions 2025/2026 : appels des 01/07/2025, 01/10/2025 et 01/01/2026 2 241,90',
    '4502 Ravalement — échéance 4/4 du 01/07/2025 1 431,00',
    '4502 Étanchéité des terrasses (AG du 05/06/2025, 40 000,00) — appel du 01/10/2025 1 272,00',
    'dont travaux votés non exigibles 2 703,00',
  );

  it('reads what the seller owes by the part it stands in and the row’s words', () => {
    expect(etatDate).toMatchObject({ budget: 0, unbudget: 143100, wanted_loads: 4510 });
  });

  it('reads what the buyer will be called, the works’ total proven by their rows', () => {
    expect(etatDate).toMatchObject({ ongoing_budget: 224190, unbudget_not_due: 270300 });
    const works = guessFigures(
      page(
        'Sommes incombant au nouveau copropriétaire',
        'Ravalement — échéance 4/4 du 01/07/2025 1 431,00',
        'Étanchéité — appel du 01/10/2025 1 272,00',
        'dont travaux votés non exigibles 2 703,00',
      ),
      { kind: 'questionnaire-syndic', dateISO: '2025-06-18', dateConfidence: 0.97 },
      TODAY,
    ).find((guess) => guess.field === 'unbudget_not_due');
    expect(spoken(works?.proofs)).toEqual(['1 431,00 € + 1 272,00 € = 2 703,00 €']);
  });

  it('reads the parts as two columns, each amount under its heading', () => {
    const columns = positioned({
      width: 595,
      lines: [
        row(
          700,
          ['Cpte', 50, 70],
          ['Rubrique', 86, 130],
          ['Exig.', 179, 200],
          ['Non', 227, 245],
          ['Détail', 281, 310],
        ),
        row(691, ['exig.', 227, 245]),
        row(
          676,
          ['4501', 50, 70],
          ['Provisions budget', 86, 170],
          ['0,00', 194, 215],
          ['2 014,50', 229, 270],
          ['appels des 01/01 et 01/04/2025', 281, 420],
        ),
        row(667, ['2025', 86, 106]),
        row(
          654,
          ['4502', 50, 70],
          ['Travaux art. 14-2', 86, 170],
          ['1', 206, 215],
          ['2 686,00', 229, 270],
          ['ravalement (AG 16/05/2024, 150', 281, 420],
        ),
        row(645, ['975,00', 183, 215], ['000,00)', 281, 320]),
        row(
          632,
          ['4503', 50, 70],
          ['Régul. exercice N', 86, 170],
          ['86,37', 189, 215],
          ['appelée le 20/05/2025', 281, 400],
        ),
      ],
    });
    expect(readPlaced(columns, 'questionnaire-syndic', '2025-06-05')).toMatchObject({
      budget: 0,
      ongoing_budget: 201450,
      unbudget: 197500,
      unbudget_not_due: 268600,
      wanted_loads: 8637,
    });
  });

  it('reads nothing outside a part', () => {
    expect(read('questionnaire-syndic', 'Ravalement — échéance 3/4 1 431,00').unbudget).toBe(
      undefined,
    );
  });
});

describe('a form whose cells wrap in their columns', () => {
  const form = positioned({
    width: 595,
    lines: [
      row(700, ['Rubrique', 50, 100], ['Situation au 10/06/2025', 203, 330], ['Montant', 494, 540]),
      row(
        682,
        ['Provisions exigibles non', 50, 170],
        ['appels des 01/01 et 01/04/2025', 203, 350],
        ['0,00', 520, 540],
      ),
      row(671, ['réglées', 50, 85]),
      row(
        654,
        ['Avance de trésorerie', 50, 150],
        ['à restituer au vendeur', 203, 300],
        ['400,00', 510, 540],
      ),
      row(638, ['Emprunt collectif', 50, 130], ['capital emprunté', 203, 280], ['130', 520, 540]),
      row(626, ['chaufferie (2021)', 50, 130], ['000,00', 510, 540]),
      row(610, ['part du lot 19', 203, 270], ['4 576,00', 500, 540]),
      row(580, [
        'Aucune procédure en cours. Pour le syndic, Mme Aline Dalbray, service des mutations.',
        50,
        500,
      ]),
    ],
  });

  it('joins a row’s wrapped lines, column by column, before reading it', () => {
    expect(readPlaced(form, 'questionnaire-syndic', '2025-06-10')).toMatchObject({
      budget: 0,
      reserved_advances: 40000,
      loan_amount: 13000000,
      loan_share: 457600,
    });
  });

  it('leaves a table whose lines are evenly spaced as printed', () => {
    const even = positioned({
      width: 595,
      lines: [
        row(700, ['Rubrique', 50, 100], ['Montant', 494, 540]),
        row(687, ['Provisions exigibles impayées', 50, 200], ['0,00', 520, 540]),
        row(674, ['Avance de trésorerie détenue', 50, 200], ['600,00', 510, 540]),
      ],
    });
    expect(readPlaced(even, 'questionnaire-syndic', '2025-06-10')).toMatchObject({
      budget: 0,
      reserved_advances: 60000,
    });
  });
});

describe('a letter that tells each closed year in its own sentence', () => {
  const letter = read(
    'questionnaire-syndic',
    'Nos exercices courent du 1er octobre au 30 septembre.',
    'L’exercice 2023/2024 avait un budget de 54 000,00 € ; le lot 9 y a versé 2 527,20 € de provisions pour 2 588,92 € de charges réelles.',
    'L’exercice 2022/2023, au budget de 52 000,00 €, avait donné au lot 9 2 433,60 € de provisions et 2 396,46 € de charges réelles.',
  );

  it('reads « X € de provisions pour Y € de charges réelles » in the year its sentence names', () => {
    expect(letter).toMatchObject({
      expected_budget_n: 252720,
      budget_n: 258892,
      expected_budget_n1: 243360,
      budget_n1: 239646,
    });
  });

  it('never pairs two sentences that name two years, each read in its own', () => {
    const values = read(
      'annexes-comptables',
      'L’exercice a couru du 1er juillet 2023 au 30 juin 2024.',
      'Pour l’exercice 2022/2023, votre lot avait été appelé pour 3 003,00 € et sa quote-part des charges réelles s’était élevée à 2 966,82 €.',
      'Pour l’exercice 2023/2024, les provisions appelées se sont élevées à 3 139,50 € et la quote-part des charges réelles à 3 199,50 €.',
    );
    expect(values).toMatchObject({
      expected_budget_n: 313950,
      budget_n: 319950,
      expected_budget_n1: 300300,
      budget_n1: 296682,
    });
  });
});

describe('a letter to the notary, item by item in sentences', () => {
  const letter = read(
    'questionnaire-syndic',
    'Mme Cazenave a versé une avance de trésorerie de 260,00 €, qui lui sera remboursée. Le fonds',
    'de travaux s’élevait à 19 420,00 € au 30 septembre 2024, dont 908,86 € attachés au lot 9.',
    'Le syndicat rembourse un emprunt collectif de 45 000,00 € contracté en 2019 pour le remplacement de la chaudière : la part du lot 9 est de 2 106,00 €, dont 612,40 € restent dus',
    'après l’échéance du 1er avril 2025 ; l’échéance trimestrielle du lot est de 56,37 €, la prochaine le 1er juillet 2025.',
    'À la clôture du 30 septembre 2024, les copropriétaires débiteurs devaient ensemble 6 412,35 €',
    'au syndicat, qui devait lui-même 3 108,70 € à ses fournisseurs. Aucune procédure n’est en cours.',
    'Nos honoraires pour l’état daté s’élèveront à 360,00 € TTC, à la charge de la venderesse.',
  );

  it('reads the advance, the fund told over two lines, and the building’s debts', () => {
    expect(letter).toMatchObject({
      reserved_advances: 26000,
      works_funds: 1942000,
      unpaid: 641235,
      unpaid_providers: 310870,
      transfer_fees: 36000,
    });
  });

  it('reads what remains due on the loan and its next instalment', () => {
    expect(letter).toMatchObject({
      loan_amount: 4500000,
      loan_share: 210600,
      loan_remaining: 61240,
      loan_instalment: 5637,
      dt_loan_next: '2025-07-01',
    });
  });
});

describe('a statement sent as a letter', () => {
  const letter = read(
    'releve-de-compte',
    'Objet : situation de votre compte — lot 5',
    'L’exercice 2024/2025, clos le 31 mars 2025, reposait sur un budget de 42 000,00 € : les',
    'provisions appelées pour votre lot se sont élevées à 2 402,40 € et vos charges réelles,',
    'approuvées par l’assemblée générale du 12 juin 2025, à 2 465,69 €.',
  );

  it('knows the exercise closed on a day in words, and reads its budget past that day', () => {
    expect(letter).toMatchObject({ building_budget_n: 4200000 });
  });

  it('reads the closed year’s calls and real charges in its sentence', () => {
    expect(letter).toMatchObject({ expected_budget_n: 240240, budget_n: 246569 });
  });
});

describe('a software’s recapitulation: one lot’s columns beside the lots’ together', () => {
  it('reads the lots’ columns, not one lot’s, under abbreviated headings over two lines', () => {
    const recap = positioned({
      width: 842,
      lines: [
        row(
          700,
          ['Exercice', 50, 90],
          ['Bud.', 426, 445],
          ['Réal.', 487, 510],
          ['Q-P bud.', 547, 585],
          ['Q-P bud.', 602, 640],
          ['Q-P bud.', 657, 695],
          ['Q-P réal.', 713, 752],
          ['Écart', 768, 792],
        ),
        row(
          691,
          ['immeuble', 426, 466],
          ['immeuble', 487, 527],
          ['lot 34', 547, 575],
          ['lot 96', 602, 630],
          ['lots', 657, 675],
          ['lots', 713, 731],
          ['lots', 768, 786],
        ),
        row(
          676,
          ['N = 2024', 50, 90],
          ['92 000,00', 430, 470],
          ['93 418,70', 491, 531],
          ['2 640,40', 551, 590],
          ['119,60', 613, 640],
          ['2 760,00', 661, 700],
          ['2 802,56', 716, 755],
          ['42,56', 768, 792],
        ),
        row(
          663,
          ['En cours = 2025', 50, 120],
          ['96 000,00', 430, 470],
          ['2 755,20', 551, 590],
          ['124,80', 613, 640],
          ['2 880,00', 661, 700],
        ),
      ],
    });
    expect(readPlaced(recap, 'releve-de-compte', '2025-06-13')).toMatchObject({
      building_budget_n: 9200000,
      expected_budget_n: 276000,
      budget_n: 280256,
      building_budget: 9600000,
      expected_budget: 288000,
    });
  });
});

describe('a décompte of the lots’ charges and works, each with its total', () => {
  const decompte = positioned({
    width: 595,
    lines: [
      row(720, ['DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE DU 01.01.2024 AU 31.12.2024', 50, 450]),
      row(706, [
        'Charges courantes : budget voté 70.000,00 EUR ; dépenses de l’exercice 71.604,20 EUR. Travaux',
        50,
        540,
      ]),
      row(694, [
        'hors budget — ravalement (AG du 18.05.2023) : appelé en 2024 50.000,00 EUR ; dépensé en',
        50,
        540,
      ]),
      row(682, ['2024 48.912,60 EUR.', 50, 140]),
      row(
        664,
        ['Lot / rubrique', 50, 120],
        ['Tantièmes', 220, 270],
        ['Provisions appelées', 300, 390],
        ['Charges réelles', 400, 470],
        ['Écart', 500, 530],
      ),
      row(
        650,
        ['Lot 11 — charges courantes', 50, 180],
        ['418 / 10 000', 220, 280],
        ['2.926,00 EUR', 320, 390],
        ['2.993,06 EUR', 410, 470],
        ['67,06 EUR D', 490, 540],
      ),
      row(
        638,
        ['Total charges courantes', 50, 170],
        ['3.010,00 EUR', 320, 390],
        ['3.078,99 EUR', 410, 470],
        ['68,99 EUR D', 490, 540],
      ),
      row(
        626,
        ['Lot 11 — ravalement', 50, 150],
        ['418 / 10 000', 220, 280],
        ['2.090,00 EUR', 320, 390],
        ['2.044,55 EUR', 410, 470],
        ['45,45 EUR C', 490, 540],
      ),
      row(
        614,
        ['Total ravalement', 50, 140],
        ['2.150,00 EUR', 320, 390],
        ['2.103,25 EUR', 410, 470],
        ['46,75 EUR C', 490, 540],
      ),
      row(
        594,
        ['Budget 2025 (voté le 16.05.2024)', 50, 200],
        ['Immeuble', 260, 300],
        ['Lot 11', 330, 360],
        ['Lot 40', 400, 430],
        ['Vos lots', 470, 510],
      ),
      row(
        582,
        ['Charges courantes', 50, 140],
        ['72.000,00 EUR', 240, 300],
        ['3.009,60 EUR', 320, 380],
        ['86,40 EUR', 400, 440],
        ['3.096,00 EUR', 460, 520],
      ),
    ],
  });
  const values = readPlaced(decompte, 'decompte-de-charges', '2025-04-07');

  it('reads the first total as the budget’s and the other as the works’, whatever the title says', () => {
    expect(values).toMatchObject({
      expected_budget_n: 301000,
      budget_n: 307899,
      expected_hors_budget_n: 215000,
      hors_budget_n: 210325,
    });
  });

  it('reads a summed row under a header that names the year’s budget', () => {
    expect(values).toMatchObject({ building_budget: 7200000, expected_budget: 309600 });
  });
});

describe('a décompte whose header names each column’s year, role and whether it is the building’s', () => {
  it('reads the building’s and the lot’s columns of the total row apart', () => {
    const decompte = positioned({
      width: 842,
      lines: [
        row(720, ['Décompte de charges — exercice du 01/01/2024 au 31/12/2024', 40, 300]),
        row(708, ['Copro 5109 — compte 5109-0021 — lot 21 : appartement', 40, 300]),
        row(
          690,
          ['Cpte', 40, 60],
          ['Libellé', 70, 110],
          ['Clé', 200, 215],
          ['Bud. imm.', 240, 280],
          ['Réal. imm.', 300, 340],
          ['Tant.', 360, 385],
          ['Q-P bud.', 420, 460],
          ['Q-P réal.', 480, 520],
          ['Écart', 540, 565],
          ['Bud. imm.', 600, 640],
          ['Q-P bud.', 660, 700],
        ),
        row(
          680,
          ['2024', 240, 260],
          ['2024', 300, 320],
          ['2024', 420, 440],
          ['2024', 480, 500],
          ['2025', 600, 620],
          ['2025', 660, 680],
        ),
        row(
          664,
          ['601', 40, 55],
          ['Eau froide', 70, 120],
          ['GEN', 200, 220],
          ['9 800,00', 240, 280],
          ['10 214,60', 300, 345],
          ['404 / 10 000', 360, 410],
          ['395,92', 430, 460],
          ['412,67', 490, 520],
          ['16,75 DB', 540, 580],
          ['10 200,00', 600, 645],
          ['412,08', 670, 700],
        ),
        row(
          648,
          ['Total', 70, 95],
          ['56 000,00', 240, 285],
          ['56 760,20', 300, 345],
          ['2 413,60', 420, 460],
          ['2 451,19', 480, 520],
          ['37,59 DB', 540, 580],
          ['58 200,00', 600, 645],
          ['2 508,96', 660, 700],
        ),
      ],
    });
    expect(readPlaced(decompte, 'decompte-de-charges', '2025-04-22')).toMatchObject({
      building_budget_n: 5600000,
      expected_budget_n: 241360,
      budget_n: 245119,
      building_budget: 5820000,
      expected_budget: 250896,
    });
  });
});

describe('a call that says which exercise is closed', () => {
  const call = read(
    'appel-de-fonds',
    'APPEL DE FONDS — ÉCHÉANCE DU 01.07.2025',
    'Solde de l’exercice 2024/2025 (AG du 05.06.2025) 53,02 EUR 1,19 EUR 54,21 EUR',
    'Exercice 2024/2025 (clos) Lot 10 Lot 37 Total',
    'Provisions (budget 74.000,00 EUR) 2.974,80 EUR 66,60 EUR 3.041,40 EUR',
    'Charges réelles (dépenses 75.318,90 EUR) 3.027,82 EUR 67,79 EUR 3.095,61 EUR',
  );

  it('dates « 2024/2025 (clos) » as the last closed exercise though it never says when it ended', () => {
    expect(call).toMatchObject({
      building_budget_n: 7400000,
      expected_budget_n: 304140,
      budget_n: 309561,
    });
  });

  it('reads the closed year’s balance called with the quarter as owed on closed exercises', () => {
    expect(call.wanted_loads).toBe(5421);
  });
});

describe('what the tuning of this round must not break', () => {
  it('ends an article-5 part at a line that is none of its rows', () => {
    const values = read(
      'questionnaire-syndic',
      'I-C — Sommes incombant à l’acquéreur',
      'Provisions 2025 non exigibles (01/07 et 01/10) 1 197,30',
      'Toiture, appels à venir (01/07 et 01/10) 859,60',
      'Travaux de toiture votés par l’assemblée du 27/03/2025 (résolution 12) : 42 000,00 € TTC, appelés en trois fractions',
      'égales.',
      'Annexe — charges des deux derniers exercices clos',
      'Provisions appelées hors budget 276,30',
      'Travaux ascenseur 95 995,14',
    );
    expect(values.unbudget_not_due).toBe(85960);
  });

  it('reads the lots’ share of the fund before each lot’s, past the lots’ numbers', () => {
    const fund = (share: string) =>
      read(
        'questionnaire-syndic',
        'Lot 6 Lot 28 Total',
        'Fonds de travaux au 2024-06-30 19 640,00',
        share,
      ).works_funds_lot;
    expect(fund('Part des lots 583,31 lot 6 : 563,67 — lot 28 : 19,64')).toBe(58331);
    expect(fund('Part du fonds attachée aux lots 6 et 28 655,14')).toBe(65514);
  });

  it('answers with the amount outside a bracketed detail', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Provisions exigibles hors budget ascenseur, échéance 3/4 du 01/04/2025 (lot 20 : 988,80 ; lot 66 : 21,60) 1 010,40',
      ).unbudget,
    ).toBe(101040);
  });

  it('answers with the amount in a form’s column of amounts, whatever the detail prints', () => {
    const form = positioned({
      width: 595,
      lines: [
        row(700, ['Poste', 50, 80], ['Détail', 200, 230], ['Montant', 500, 540]),
        row(
          684,
          ['Travaux votés non exigibles', 50, 190],
          ['ascenseur : 1 053,60 ; ravalement : 7 902,00', 200, 460],
          ['8 955,60', 495, 540],
        ),
        row(
          668,
          ['Provisions non exigibles', 50, 170],
          ['appel du 01/07/2025', 200, 300],
          ['1 229,20', 500, 540],
        ),
      ],
    });
    expect(readPlaced(form, 'questionnaire-syndic', '2025-06-20')).toMatchObject({
      unbudget_not_due: 895560,
      ongoing_budget: 122920,
    });
  });

  it('never reads one lot’s row of a table across lots as the closed year’s pair', () => {
    const values = read(
      'releve-de-compte',
      'Récapitulatif par exercice',
      'Lot 8 Lot 39 Lot 47 Total des lots',
      '2024 — provisions appelées 3 417,60 76,80 144,00 3 638,40',
      '2024 — charges réelles 3 467,89 77,93 146,12 3 691,94',
      '2024 — régularisation 50,29 1,13 2,12 53,54',
    );
    expect(values).toMatchObject({ expected_budget_n: 363840, budget_n: 369194 });
  });

  it('takes one lot’s total for the seller’s only in a document about that lot', () => {
    const values = read(
      'decompte-de-charges',
      'M. Kerbrat, lots 10, 44 et 77',
      'Provisions 2024 Réel 2024 Budget 2025 Budget 2026',
      '2024 2024 2025 2026',
      'Total lot 10 3 077,00 3 120,44 3 173,20 3 257,80',
      'Total de vos lots 3 404,00 3 460,64 3 513,40 3 611,20',
    );
    expect(values).toMatchObject({
      expected_budget_n: 340400,
      budget_n: 346064,
      expected_budget: 351340,
    });
  });
});

describe('a scanned statement’s table of exercises and its balance split', () => {
  const statement = read(
    'releve-de-compte',
    'Résidence LES REMPARTS — lot 11 (appartement, 512 / 10 000) — exercice du 1er',
    'juillet-au 30 juin',
    'Exercice Provisions du lot 11 Charges réèlles du lot 11',
    '2023/2024 (budget 46 000,00 €) 2 355,20 2 417,42',
    '2024/2025 (budget 48 000,00 €) 2457,60 exercice en cours',
    'Votre solde de 645,12 € se compose de Montant',
    'Travaux exigibles impayés 0,00',
    'Exercices antérieurs 0,00',
    'Avance de trésorerie détenue par le syndicat : 280,00 €. Prochain appel : 01/07/2025.',
  );

  it('reads the building’s budget in brackets beside each year, the exercise told over two lines', () => {
    expect(statement).toMatchObject({
      building_budget_n: 4600000,
      expected_budget_n: 235520,
      budget_n: 241742,
      building_budget: 4800000,
      expected_budget: 245760,
    });
  });

  it('reads what the balance is made of, a 0 owed included', () => {
    expect(statement).toMatchObject({ unbudget: 0, wanted_loads: 0, reserved_advances: 28000 });
  });
});

describe('a syndic’s report on the accounts, in sentences', () => {
  const report = read(
    'annexes-comptables',
    'L’exercice 2023/2024 de la copropriété a couru du 1er juillet 2023 au 30 juin 2024.',
    'Au 30 juin 2024, les copropriétaires restaient devoir 5 812,44 € au syndicat. Le fonds de travaux s’élevait à 21 600,00 € ; la cotisation de 2024/2025 est de 3 600,00 €.',
  );

  it('reads a sentence that opens mid-line, as in the answers to a notary', () => {
    expect(report).toMatchObject({ unpaid: 581244, works_funds: 2160000 });
  });
});

describe('the building’s budget told with the lot’s share', () => {
  it('reads « Le budget de l’exercice 2024/2025, en cours, …, est de …, dont … pour votre lot »', () => {
    expect(
      read(
        'decompte-de-charges',
        'L’exercice 2023/2024 a couru du 1er octobre 2023 au 30 septembre 2024.',
        'Le budget de l’exercice 2024/2025, en cours, voté l’an dernier, est de 41 500,00 €, dont 2 000,30 € pour votre lot.',
      ),
    ).toMatchObject({ building_budget: 4150000, expected_budget: 200030 });
  });

  it('reads « a versé 1 928,00 € de provisions ; sa quote-part des charges réelles s’élève à … »', () => {
    expect(
      read(
        'decompte-de-charges',
        'L’exercice 2023/2024 a couru du 1er octobre 2023 au 30 septembre 2024.',
        'Votre lot 9 (482 / 10 000) a versé 1 928,00 € de provisions ; sa quote-part des charges réelles s’élève à 1 986,17 €.',
      ),
    ).toMatchObject({ expected_budget_n: 192800, budget_n: 198617 });
  });
});

describe('a call whose header names its columns over two lines, a year and a lot among them', () => {
  it('reads the building’s budget, the lot’s year and its quarter by their headings', () => {
    const call = positioned({
      width: 842,
      lines: [
        row(720, ['APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025', 40, 300]),
        row(
          700,
          ['Compte', 40, 75],
          ['Poste', 90, 120],
          ['Budget immeuble', 330, 400],
          ['Base', 420, 445],
          ['Tantièmes', 470, 520],
          ['Quote-part lot', 560, 630],
          ['Quote-part lot', 660, 730],
        ),
        row(
          690,
          ['2025', 330, 355],
          ['lot 13', 470, 500],
          ['annuelle', 560, 600],
          ['3e trim.', 660, 700],
        ),
        row(
          674,
          ['4501.1', 40, 70],
          ['Prov. Charges générales — 3e trim. 2025', 90, 300],
          ['58 000,00', 330, 380],
          ['10 000', 420, 450],
          ['421', 470, 490],
          ['2 441,80', 560, 600],
          ['610,45', 660, 690],
        ),
        row(
          660,
          ['Total budget', 90, 150],
          ['100 000,00', 330, 385],
          ['4 407,80', 560, 600],
          ['1 101,95', 660, 700],
        ),
      ],
    });
    expect(readPlaced(call, 'appel-de-fonds', '2025-06-11')).toMatchObject({
      building_budget: 10000000,
      expected_budget: 440780,
    });
  });
});

describe('an online syndic’s call: the building’s column beside the lot’s', () => {
  it('reads the year’s budget of the building and of the lot by their columns', () => {
    const call = positioned({
      width: 595,
      lines: [
        row(720, ['Exercice 2025 : du 2025-01-01 au 2025-12-31', 50, 300]),
        row(700, ['Copropriété', 422, 470], ['Votre lot 42', 492, 540]),
        row(685, ['Budget 2025', 50, 110], ['144 000,00', 430, 475], ['3 326,40', 509, 545]),
        row(672, ['Fonds de travaux 2025', 50, 150], ['7 200,00', 440, 475], ['166,32', 517, 545]),
        row(659, ['Provisions de juin', 50, 140], ['277,20', 517, 545]),
      ],
    });
    expect(readPlaced(call, 'appel-de-fonds', '2025-05-20')).toMatchObject({
      building_budget: 14400000,
      expected_budget: 332640,
    });
  });
});

describe('a scanned form, its rows joined by OCR’s word boxes', () => {
  it('answers with a list’s total and the amount before a comment', () => {
    expect(
      read(
        'questionnaire-syndic',
        '6 Sommes dues au titre des exercices clos 0,00 € — excédent 2024 de 26,07 € remboursé le 02/05/2025',
        '9 Travaux votés non encore appelés ravalement (AG du 10/04/2025, 132 000,00 €) : lot 6 : 5 636,40 € ; lot 33 : 145,20 € ; total : 5 781,60 €, appelés les 01/09/2025',
      ),
    ).toMatchObject({ wanted_loads: 0, unbudget_not_due: 578160 });
  });

  it('joins a scanned row’s wrapped question only when it stands much closer than the rows', () => {
    const scan = (wrapGap: number) =>
      readPlaced(
        {
          ...positioned({
            width: 595,
            lines: [
              row(700, ['N°', 50, 62], ['Question', 80, 130], ['Réponse du syndic', 300, 390]),
              row(
                684,
                ['4', 50, 56],
                ['Provisions exigibles et non', 80, 230],
                ['0,00 €', 300, 330],
              ),
              row(684 - wrapGap, ['payées', 80, 120]),
              row(
                668 - wrapGap,
                ['7', 50, 56],
                ['Avances versées par le vendeur', 80, 250],
                ['450,00 €', 300, 340],
              ),
            ],
          }),
          source: 'ocr',
        },
        'questionnaire-syndic',
        '2025-05-19',
      );
    expect(scan(8).budget).toBe(0);
    // a line 13 points under a row spaced 16 apart is the next row on a scan
    expect(scan(13).budget).toBeUndefined();
  });

  it('reads a building’s table « Total » as the building’s when no column is the lot’s', () => {
    const annexe = positioned({
      width: 595,
      lines: [
        row(
          700,
          ['Poste', 50, 80],
          ['Budget 2023/2024', 200, 260],
          ['Réalisé 2023/2024', 280, 340],
          ['Budget 2024/2025', 360, 420],
        ),
        row(
          686,
          ['Charges générales', 50, 140],
          ['48 000,00', 200, 250],
          ['47 126,40', 280, 330],
          ['50 000,00', 360, 410],
        ),
        row(
          672,
          ['Total', 50, 75],
          ['82 000,00', 200, 250],
          ['79 740,45', 280, 330],
          ['84 800,00', 360, 410],
        ),
        row(650, ['M. Gaborit — lot 4 — exercice du 1er octobre au 30 septembre', 50, 400]),
      ],
    });
    const values = readPlaced(annexe, 'annexes-comptables', '2024-12-09');
    expect(values).toMatchObject({ building_budget_n: 8200000, building_budget: 8480000 });
    expect(values.expected_budget_n).toBeUndefined();
  });
});
