import { documentLines } from '../src/services/document-reading/figures/lines';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import { readProvenShares } from '../src/services/document-reading/figures/proven-shares';
import { byField, page, spoken, TODAY, valuesByField } from './helpers/figures';
import { positioned, row } from './helpers/positioned-text';

/**
 * The fourteenth round (issue 39): regional syndics' papers for residences of several
 * buildings. Answers carry section numbers (« 2.1 »), a lot's share is written as the sum of
 * its keys' shares, the building's and the lots' columns sit under a heading that names both
 * groups, and letters name the budget by the year it was voted for.
 */

const guess = (kind: string, ...lines: string[]) =>
  guessFigures(page(...lines), { kind, dateISO: '2025-06-03', dateConfidence: 0.97 }, TODAY);
const read = (kind: string, ...lines: string[]) => valuesByField(guess(kind, ...lines));

describe('numbered answers', () => {
  it('reads an answer after its number of two or three levels', () => {
    expect(
      read(
        'questionnaire-syndic',
        'RÉPONSE AU QUESTIONNAIRE DU NOTAIRE',
        '1.2 Budget de l’exercice en cours (2025) : 116 400,00 €, voté par l’AG du 14/03/2024.',
        '2.1 Provisions exigibles non réglées : 375,80 €.',
        '2.4 Avance de trésorerie détenue : 500,00 €.',
        '3.6 Frais d’établissement de l’état daté : 310,00 € TTC.',
      ),
    ).toMatchObject({
      building_budget: 11640000,
      budget: 37580,
      reserved_advances: 50000,
      transfer_fees: 31000,
    });
  });

  it('reads the fee of « the present » état daté', () => {
    expect(
      read(
        'questionnaire-syndic',
        'ÉTAT DATÉ',
        'Honoraires d’établissement du présent état : 420,00 € TTC, à la charge du cédant.',
      ),
    ).toMatchObject({ transfer_fees: 42000 });
  });

  it('keeps the number of a section’s heading, and a decimal that is no number', () => {
    expect(
      documentLines(['2. Situation du compte', '1.2.1 Répartition par clé', '2.5 % du budget']).map(
        (line) => line.text,
      ),
    ).toEqual(['2. situation du compte', 'repartition par cle', '2.5 % du budget']);
  });
});

describe('a share written as the sum of its keys', () => {
  it('answers with the total the parts add up to, the sum as its proof', () => {
    const found = byField(
      guess(
        'questionnaire-syndic',
        'RÉPONSE AU QUESTIONNAIRE DU NOTAIRE',
        '1.2.2 Quote-part du lot 412 : générales (198/10 000) 1 148,40 € + bâtiment D (236/1 000) 2',
        '265,60 € + ascenseur D (251/1 000) 1 204,80 € = 4 618,80 € pour l’année.',
      ),
    );
    expect(found.expected_budget?.amount).toBe(461880);
    expect(spoken(found.expected_budget?.proofs)).toEqual([
      '1 148,40 € + 2 265,60 € + 1 204,80 € = 4 618,80 €',
    ]);
  });

  it('reads a letter’s sums as their totals, the sum that wraps onto the next line too', () => {
    const found = byField(
      guess(
        'annexes-comptables',
        'RAPPORT DU SYNDIC SUR LES COMPTES DE L’EXERCICE 2024',
        'L’exercice 2024 a couru du 1er janvier au 31 décembre 2024. Sur ledit exercice 2024, vos',
        'provisions se sont élevées à 873,60 € + 1 810,40 € +',
        '653,60 €, soit 3 337,60 €, et votre part des charges réelles à 892,19 € + 1 754,69 € +',
        '693,38 €, soit 3 340,26 € : il vous reste 2,66 € à régler après l’assemblée.',
      ),
    );
    expect(found.expected_budget_n?.amount).toBe(333760);
    expect(found.budget_n?.amount).toBe(334026);
  });

  it('does not take a total its parts do not make', () => {
    const found = byField(
      guess(
        'questionnaire-syndic',
        'RÉPONSE AU QUESTIONNAIRE DU NOTAIRE',
        'Quote-part du lot 412 : 1 148,40 € + 2 265,60 € = 3 500,00 €',
      ),
    );
    expect(found.expected_budget?.amount).not.toBe(350000);
    expect(found.expected_budget?.proofs).toBeUndefined();
  });
});

describe('a call’s columns for each of the seller’s lots', () => {
  const call = (fundRow: string) => [
    'APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025',
    'Compte Poste Budget immeuble 2025 Base Tantièmes A-03 / P-19 Quote-part des lots',
    '4501.1 Charges générales 68 000,00 10 000 334 / 9 2 332,40 583,10',
    '4501.2 Bâtiment A 14 800,00 1 000 229 / — 3 389,20 847,30',
    '4501.5 Parkings 3 600,00 1 000 — / 21 75,60 18,90',
    'Total budget 86 400,00 5 797,20 1 449,30',
    fundRow,
    'Emprunt collectif remplacement des chaudières (2023)',
    'Capital emprunté par le syndicat 160 000,00',
    'Part du lot A-03 (clé chauffage 341 / 10 000) 5 456,00',
  ];

  it('proves each key by the lots’ tantièmes together, and reads the totals', () => {
    const found = byField(
      readProvenShares(
        documentLines(call('Fonds de travaux 2025 7 200,00 10 000 334 / 9 246,96 61,74')),
        0.9,
      ),
    );
    expect(found.building_budget?.amount).toBe(8640000);
    expect(found.expected_budget?.amount).toBe(579720);
    expect(spoken(found.expected_budget?.proofs)).toEqual([
      '2 332,40 € + 3 389,20 € + 75,60 € = 5 797,20 €',
    ]);
    // the last lot's tantièmes are no thousands of the share after them
    expect(found.works_funds_contribution?.amount).toBe(720000);
  });

  it('proves nothing by columns that do not give the shares printed', () => {
    const found = readProvenShares(
      documentLines([
        'APPEL DE FONDS — ÉCHÉANCE DU 01/07/2025',
        'Charges générales 68 000,00 10 000 334 / 9 2 400,00 600,00',
        'Bâtiment A 14 800,00 1 000 229 / — 3 000,00 750,00',
        'Total budget 82 800,00 5 400,00 1 350,00',
      ]),
      0.9,
    );
    expect(found).toEqual([]);
  });
});

describe('the fund’s last call', () => {
  it('reads the call named by its day, and the one an answer gives after the contribution', () => {
    expect(
      read(
        'questionnaire-syndic',
        'PRÉ-ÉTAT DATÉ',
        'Compte Information Montant',
        'Avance permanente (à rembourser au vendeur) 650,00',
        'Appel fonds de travaux du 01/04/2025 (trois lots) 63,63',
      ),
    ).toMatchObject({
      reserved_advances: 65000,
      works_funds_last_contribution: 6363,
      dt_last_contribution: '2025-04-01',
    });
    expect(
      read(
        'questionnaire-syndic',
        'RÉPONSE AU QUESTIONNAIRE DU NOTAIRE',
        '3. Fonds de travaux, emprunts, situation du syndicat',
        '3.1.2 Cotisation 2025 : 5 800,00 € ; dernier appel au lot, le 01/01/2025 : 28,71 €.',
      ),
    ).toMatchObject({ works_funds_last_contribution: 2871, dt_last_contribution: '2025-01-01' });
  });

  it('leaves a works’ call of the fund’s section alone', () => {
    expect(
      read(
        'questionnaire-syndic',
        'RÉPONSE AU QUESTIONNAIRE DU NOTAIRE',
        '3. Fonds de travaux et travaux votés',
        '3.2 Appel du 01/07/2025 pour le ravalement : 2 430,00 €.',
      ),
    ).not.toHaveProperty('works_funds_last_contribution');
  });
});

describe('a ledger kept lot by lot', () => {
  const ledger = [
    'RELEVÉ DE COMPTE PAR LOT — DU 01/01/2025 AU 30/04/2025',
    'Lot B-06 Débit Crédit Solde',
    '01/04/2025 Provisions T2 2025 1 360,85 1 360,85 débiteur',
    '01/04/2025 Fonds de travaux T2 32,67 1 393,52 débiteur',
    'Lot 12 Débit Crédit Solde',
    '01/04/2025 Provisions et fonds T2 2025 (21,35 + 0,55) 21,90 21,90 débiteur',
  ];

  it('does not give one lot’s call of the fund as the seller’s', () => {
    expect(read('releve-de-compte', ...ledger)).not.toHaveProperty('works_funds_last_contribution');
  });

  it('reads the lots’ call of the fund the statement sums up', () => {
    expect(
      read(
        'releve-de-compte',
        ...ledger,
        'Fonds de travaux appelé le 01/04/2025 pour les deux lots : 33,22 € (cotisation 2025 : 4 400,00 €).',
      ),
    ).toMatchObject({ works_funds_last_contribution: 3322 });
  });
});

describe('the fund’s items on the fund’s line', () => {
  it('reads « part des lots » after the fund’s own clause as the lots’ part of the fund', () => {
    expect(
      read(
        'questionnaire-syndic',
        'QUESTIONNAIRE AU SYNDIC',
        '3.3 Fonds de travaux : montant 38 600,00 € au 30/04/2025 ; part des lots : 339,68 €',
      ),
    ).toMatchObject({ works_funds: 3860000, works_funds_lot: 33968 });
    expect(
      read(
        'questionnaire-syndic',
        'QUESTIONNAIRE AU SYNDIC',
        '3.3 Fonds de travaux : montant 38 600,00 € au 30/04/2025 ; part des lots : 339,68 €',
      ),
    ).not.toHaveProperty('expected_budget');
  });
});

describe('a budget named by its year in a letter', () => {
  it('reads the budget the assembly voted for the current year', () => {
    expect(
      read(
        'releve-de-compte',
        'Objet : votre compte — lot B-18',
        'Le budget de l’exercice 2025 a été voté par l’assemblée du 25 avril 2024 pour 66 800,00 €',
        '(générales 52 000,00 €, bâtiment B 10 400,00 €, ascenseur B 4 400,00 €).',
      ),
    ).toMatchObject({ building_budget: 6680000 });
  });

  it('leaves the next year’s budget, voted the same way', () => {
    expect(
      read(
        'releve-de-compte',
        'Objet : votre compte — lot B-18',
        'Le budget de l’exercice 2026 a été voté par l’assemblée du 24 avril 2025 pour 70 000,00 €.',
      ),
    ).not.toHaveProperty('building_budget');
  });
});

describe('prose that refers back to the exercise it named', () => {
  it('reads « cet exercice » and « dudit exercice » as the exercise named last', () => {
    expect(
      documentLines([
        'L’exercice 2024 a couru du 1er janvier au 31 décembre 2024. Le budget de cet exercice',
        'avait été voté à 102 400,00 € ; les dépenses dudit exercice se sont élevées à 105 437,80 €.',
        'Pour l’exercice précédent, 2023, le budget de ce même exercice était de 98 800,00 €.',
      ]).map((line) => line.text),
    ).toEqual([
      "l'exercice 2024 a couru du 1er janvier au 31 decembre 2024. le budget de l'exercice 2024",
      "avait ete vote a 102 400,00 € ; les depenses de l'exercice 2024 se sont elevees a 105 437,80 €.",
      "pour l'exercice precedent, 2023, le budget de l'exercice 2023 etait de 98 800,00 €.",
    ]);
  });

  it('reads the closed year’s budget a letter names back', () => {
    expect(
      read(
        'annexes-comptables',
        'RAPPORT DU SYNDIC SUR LES COMPTES DE L’EXERCICE 2024',
        'L’exercice 2024 a couru du 1er janvier au 31 décembre 2024. Le budget de cet exercice avait été',
        'voté à 102 400,00 € (charges générales 52 000,00 €, bâtiment B 12 400,00 €).',
      ),
    ).toMatchObject({ building_budget_n: 10240000 });
  });

  it('leaves a reference alone when no exercise was named before it', () => {
    expect(documentLines(['Le budget de cet exercice est de 98 800,00 €.'])[0]!.text).toBe(
      'le budget de cet exercice est de 98 800,00 €.',
    );
  });
});

describe('exercises under the building’s and the lots’ groups of columns', () => {
  const table = (groups: string) => [
    'RÉPONSES AU QUESTIONNAIRE DU NOTAIRE — LOTS A08 ET S12',
    groups,
    'S12',
    'Budget voté ou Dépenses Provisions Charges',
    'appelé réelles appelées réelles',
    '2023 64 000,00 63 839,90 4 740,20 4 753,24',
    '2024 (dernier exercice clos) 66 800,00 67 944,00 4 939,20 4 998,38',
    '2024 — ravalement du pignon 24 000,00 24 816,40 4 704,00 4 864,01',
    'ouest, bâtiment A (hors budget)',
    '2025 (exercice en cours) 69 400,00 5 129,20',
    '2026 (budget voté) 72 000,00',
  ];

  it('reads each year’s budgets, the lots’ charges and the works in their row', () => {
    expect(read('questionnaire-syndic', ...table('Exercice Immeuble Lots A08 +'))).toMatchObject({
      expected_budget_n1: 474020,
      budget_n1: 475324,
      building_budget_n: 6680000,
      expected_budget_n: 493920,
      budget_n: 499838,
      expected_hors_budget_n: 470400,
      hors_budget_n: 486401,
      building_budget: 6940000,
      expected_budget: 512920,
    });
  });

  it('reads nothing of the lots when no heading says whose columns are whose', () => {
    const found = read('questionnaire-syndic', ...table('Exercice Montants'));
    expect(found).not.toHaveProperty('expected_budget');
    expect(found).not.toHaveProperty('budget_n');
  });
});

describe('a line of years under the building’s and the lots’ headings', () => {
  const recap = (heading: string) => [
    'RELEVÉ DE COMPTE — LOTS B21 ET 63',
    'Récapitulatif par clé',
    heading,
    '2024 Réel 2024 2025 2024 Réel 2024 2025',
    'Générales (10 000) 72 000,00 73 412,60 74 000,00 1 922,40 1 960,12 1 975,80',
    'Bâtiment B (1 000) 16 000,00 15 706,20 16 800,00 2 736,00 2 685,76 2 872,80',
    'Total 88 000,00 89 118,80 90 800,00 4 658,40 4 645,88 4 848,60',
    'Détail du solde au 12/06/2025 Montant',
  ];

  it('reads the building’s budgets and the lots’ figures of the total row', () => {
    expect(
      read('releve-de-compte', ...recap('Clé (base) Budget immeuble Quote-part lots B21 + 63')),
    ).toMatchObject({
      building_budget_n: 8800000,
      building_budget: 9080000,
      expected_budget_n: 465840,
      budget_n: 464588,
      expected_budget: 484860,
    });
  });

  it('reads nothing when the heading does not say whose half is whose', () => {
    const found = read('releve-de-compte', ...recap('Clé (base) Montants'));
    expect(found).not.toHaveProperty('expected_budget');
    expect(found).not.toHaveProperty('building_budget');
  });
});

describe('a line naming each column’s whose, role and year', () => {
  const keys = (header: string) => [
    'RELEVÉ DE COMPTE — DU 1ER JANVIER AU 28 MAI 2025',
    'Résidence Artola, lot C-34',
    header,
    'Générales (174/10 000) 46 800,00 814,32 798,88 48 000,00 835,20',
    'Bâtiment C (232/1 000) 9 600,00 2 227,20 2 161,87 9 600,00 2 227,20',
    'Total 56 400,00 3 041,52 2 960,75 57 600,00 3 062,40',
  ];

  it('reads the building’s budgets and the lot’s parts and charges', () => {
    expect(
      read(
        'releve-de-compte',
        ...keys('Clé (tantièmes du lot) Budget 2024 Part 2024 Réel 2024 Budget 2025 Part 2025'),
      ),
    ).toMatchObject({
      building_budget_n: 5640000,
      expected_budget_n: 304152,
      budget_n: 296075,
      building_budget: 5760000,
      expected_budget: 306240,
    });
  });

  it('reads no lot’s figure when no column is the lot’s part', () => {
    const found = read(
      'releve-de-compte',
      ...keys('Clé Budget 2024 Réel 2024 Budget 2025 Budget 2026 Budget 2027'),
    );
    expect(found).not.toHaveProperty('expected_budget');
    expect(found).not.toHaveProperty('budget_n');
  });
});

describe('columns named by whose and what, the year the décompte’s', () => {
  const decompte = (subject: string) => [
    'DÉCOMPTE INDIVIDUEL — EXERCICE DU 01/01/2024 AU 31/12/2024',
    subject,
    'Charges immeuble budget immeuble réel lot A-25 budget lot A-25 réel',
    'courantes (1) (2) (1) (2)',
    'Générales 50 000,00 50 912,40 1 340,00 1 364,45',
    'Bâtiment A 11 200,00 10 806,30 2 396,80 2 312,55',
    'Total 61 200,00 61 718,70 3 736,80 3 677,00',
    'Budget de l’exercice 2025, voté par l’AG du 23/05/2024 : 100 800,00 €, dont 4 921,32 € pour le lot A-25.',
  ];

  it('reads the closed exercise’s budgets and the lot’s charges, and the next budget', () => {
    expect(
      read('decompte-de-charges', ...decompte('Résidence Les Quais, lot A-25 : appartement')),
    ).toMatchObject({
      building_budget_n: 6120000,
      expected_budget_n: 373680,
      budget_n: 367700,
      building_budget: 10080000,
      expected_budget: 492132,
    });
  });

  it('leaves one lot’s columns when the seller has others', () => {
    const found = read(
      'decompte-de-charges',
      ...decompte('Résidence Les Quais, lots A-25 et P-12'),
    );
    expect(found).not.toHaveProperty('expected_budget_n');
    expect(found).not.toHaveProperty('budget_n');
  });
});

describe('a statement’s balance told in a sentence', () => {
  it('reads « votre compte présente un solde créditeur » as owed to the seller', () => {
    expect(
      read(
        'releve-de-compte',
        'RELEVÉ DE COMPTE',
        '15/04/2025 Excédent de charges 2024 -132,59 132,59 créditeur',
        'Votre compte présente un solde créditeur de 132,59 € : aucune provision exigible ne reste',
        'impayée (0,00 €).',
      ),
    ).toMatchObject({ credit_balance: 13259 });
  });
});

describe('a placed header whose two halves repeat the same years', () => {
  const header = (groups: Array<[string, number, number]>) =>
    positioned({
      width: 842,
      lines: [
        row(560, ['PRÉ-ÉTAT DATÉ — RÉSIDENCE LES PUYS', 40, 300]),
        row(540, ...groups),
        row(
          528,
          ['Bud. 2024', 300, 350],
          ['Réal. 2024', 370, 420],
          ['Bud. 2025', 440, 490],
          ['Bud. 2024', 520, 570],
          ['Réal. 2024', 590, 640],
          ['Bud. 2025', 660, 710],
        ),
        row(
          516,
          ['Charges générales', 40, 140],
          ['60 000,00', 300, 350],
          ['61 218,40', 370, 420],
          ['62 000,00', 440, 490],
          ['2 424,00', 520, 570],
          ['2 473,22', 590, 640],
          ['2 504,80', 660, 710],
        ),
        row(
          504,
          ['Total', 40, 70],
          ['121 600,00', 300, 350],
          ['124 645,00', 370, 420],
          ['126 000,00', 440, 490],
          ['7 503,76', 520, 570],
          ['7 683,38', 590, 640],
          ['7 779,60', 660, 710],
        ),
      ],
    });
  const readPlaced = (groups: Array<[string, number, number]>) =>
    valuesByField(
      guessFigures(
        header(groups),
        { kind: 'questionnaire-syndic', dateISO: '2025-06-10', dateConfidence: 0.97 },
        TODAY,
      ),
    );

  it('reads the building’s half and the lots’ half of the total row', () => {
    expect(
      readPlaced([
        ['Clé', 40, 60],
        ['Tant. lots', 200, 250],
        ['IMMEUBLE', 370, 420],
        ['LOTS B12 + 47 + 81', 590, 680],
      ]),
    ).toMatchObject({
      building_budget_n: 12160000,
      building_budget: 12600000,
      expected_budget_n: 750376,
      budget_n: 768338,
      expected_budget: 777960,
    });
  });

  it('reads no lots’ figure when the heading names no group', () => {
    const found = readPlaced([
      ['Clé', 40, 60],
      ['Tant.', 200, 250],
    ]);
    expect(found).not.toHaveProperty('expected_budget');
    expect(found).not.toHaveProperty('budget_n');
  });
});
