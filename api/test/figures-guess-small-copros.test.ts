import { guessFigures } from '../src/services/document-reading/figures/guess';
import { page, TODAY, valuesByField } from './helpers/figures';
import { positioned, row } from './helpers/positioned-text';

/**
 * The fifteenth round (issue 39): small and self-managed copropriétés and the ways modern
 * syndics deliver papers. Volunteer syndics write their figures in sentences and spreadsheets,
 * extranets print each lot's tab before the seller's total, and sentences wrap anywhere.
 */

const read = (kind: string, ...lines: string[]) =>
  valuesByField(
    guessFigures(page(...lines), { kind, dateISO: '2025-04-15', dateConfidence: 0.97 }, TODAY),
  );

describe('an extranet’s tabs, one per lot, then the seller’s lots together', () => {
  /** A table under « Provisions appelées | Charges réelles | Écart », placed as a PDF's text layer. */
  const table = (y: number, title: string, rows: Array<[string, ...string[]]>) => [
    row(y, [title, 40, 240]),
    row(
      y - 12,
      ['Provisions appelées', 200, 280],
      ['Charges réelles', 300, 370],
      ['Écart', 400, 430],
    ),
    ...rows.map(([label, ...amounts], index) =>
      row(
        y - 24 - 12 * index,
        [label, 40, 110],
        ...amounts.map((amount, column): [string, number, number] => [
          amount,
          220 + 100 * column,
          270 + 100 * column,
        ]),
      ),
    ),
  ];
  const readTabs = (...tables: ReturnType<typeof table>[]) =>
    valuesByField(
      guessFigures(
        positioned({
          width: 595,
          lines: [
            row(800, [
              'Décompte individuel de charges — exercice du 01/01/2024 au 31/12/2024',
              40,
              500,
            ]),
            ...tables.flat(),
          ],
        }),
        { kind: 'decompte-de-charges', dateISO: '2025-04-15', dateConfidence: 0.97 },
        TODAY,
      ),
    );
  const lot17 = table(760, 'Onglet « Lot 17 — Appartement »', [
    ['Exercice 2024', '3 261,60', '3 358,13', '96,53'],
    ['Exercice 2023', '3 150,40', '3 119,44', '-30,96'],
  ]);
  const lot58 = table(700, 'Onglet « Lot 58 — Parking »', [
    ['Exercice 2024', '156,00', '159,88', '3,88'],
    ['Exercice 2023', '152,00', '150,92', '-1,08'],
  ]);

  it('reads the table that sums the lots’ tables, row by row', () => {
    const recap = table(640, 'Récapitulatif de mes lots (17 + 58)', [
      ['Exercice 2024', '3 417,60', '3 518,01', '100,41'],
      ['Exercice 2023', '3 302,40', '3 270,36', '-32,04'],
    ]);
    expect(readTabs(lot17, lot58, recap)).toMatchObject({
      expected_budget_n: 341760,
      budget_n: 351801,
      expected_budget_n1: 330240,
      budget_n1: 327036,
    });
  });

  it('leaves tables under one header alone when none sums the others', () => {
    const other = table(640, 'Récapitulatif', [
      ['Exercice 2024', '3 400,00', '3 500,00', '100,00'],
      ['Exercice 2023', '3 300,00', '3 270,00', '-30,00'],
    ]);
    expect(readTabs(lot17, lot58, other)).toMatchObject({ expected_budget_n: 326160 });
  });
});

describe('a volunteer syndic’s answers to the notary', () => {
  it('reads a table of exercises whose lot column is « Part du lot »', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Exercice Budget voté Part du lot 4 Charges réelles du lot 4',
        '2023 10 400,00 1 892,80 1 931,45',
        '2024 10 800,00 1 965,60 2 010,52',
        '2025 11 200,00 2 038,40 (exercice en cours)',
      ),
    ).toMatchObject({
      building_budget: 1120000,
      expected_budget: 203840,
      building_budget_n: 1080000,
      expected_budget_n: 196560,
      budget_n: 201052,
      expected_budget_n1: 189280,
      budget_n1: 193145,
    });
  });

  it('reads what remains to be called, and takes it for no budget', () => {
    const values = read(
      'questionnaire-syndic',
      '3. Pour l’acquéreur : restent à appeler sur le budget 2025 1 019,20 € (appels du 1er juillet et du',
      '1er octobre, 509,60 € chacun).',
    );
    expect(values.ongoing_budget).toBe(101920);
    expect(read('appel-de-fonds', 'Restent à appeler sur le budget 2025 : 1 019,20 €')).toEqual({});
  });

  it('reads an amount that a sentence carries over to the next line', () => {
    expect(
      read(
        'questionnaire-syndic',
        '5. Divers : pas d’avance de trésorerie. Au 31 décembre 2024, les copropriétaires devaient',
        '618,20 € au syndicat. Aucune procédure en cours.',
      ).unpaid,
    ).toBe(61820);
  });
});

describe('a volunteer syndic’s décompte in sentences', () => {
  it('reads each year’s provisions and real charges where the sentence names them', () => {
    expect(
      read(
        'decompte-de-charges',
        'Objet : décompte de vos charges de l’exercice 2024',
        'Vous avez versé 2 030,00 € de provisions en 2024 ; vos charges réelles sont de 2 104,05 €, soit',
        'un écart de 74,05 €, qui sera porté sur l’appel de juillet.',
        'Pour comparaison, en 2023 : provisions 1 948,80 €, charges réelles 1 922,85 €.',
      ),
    ).toMatchObject({
      expected_budget_n: 203000,
      budget_n: 210405,
      expected_budget_n1: 194880,
      budget_n1: 192285,
    });
  });

  it('tells each year’s pair by the labels nearest to each other, in an e-mail’s list', () => {
    expect(
      read(
        'decompte-de-charges',
        'Objet : Décompte de charges 2024 — lot 1',
        'L’assemblée du 5 avril a approuvé les comptes de l’exercice 2024.',
        '— votre lot 1 (198/1000) : provisions 2 296,80 €, charges réelles 2 345,55 €, écart 48,75 € à',
        'régler avec l’appel de juillet ;',
        '— pour mémoire, 2023 : provisions 2 217,60 €, charges réelles 2 193,53 € ;',
      ),
    ).toMatchObject({
      expected_budget_n: 229680,
      budget_n: 234555,
      expected_budget_n1: 221760,
      budget_n1: 219353,
    });
  });

  it('reads « l’exercice précédent » as the one before the last closed', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Vente du lot 214 — réponses du syndic',
        'Dernier exercice clos (2024) : budget 94 400,00 €',
        '1.4 Exercice précédent provisions 1 492,08 € ; charges réelles 1 494,53 €',
      ),
    ).toMatchObject({ expected_budget_n1: 149208, budget_n1: 149453 });
    // a letter's « exercice précédent » is the current one's, and names its year
    expect(
      read(
        'releve-de-compte',
        'Objet : votre compte — lot B-18',
        'L’exercice précédent, 2024, avait un budget de 64 000,00 € ; vos provisions sur cet exercice se',
        'sont élevées à 5 066,00 € et votre part des charges réelles à 5 285,93 €. L’assemblée du 24 avril',
        '2025 ayant approuvé ces comptes, la différence, 219,93 €, a été portée à votre débit le 2 mai.',
      ),
    ).toMatchObject({ expected_budget_n: 506600, budget_n: 528593 });
  });
});

describe('a volunteer syndic’s e-mail to the notary', () => {
  const mail = [
    'Objet : RE: Vente Kerbrat — lot 2 — questionnaire syndic',
    'Comme promis, voici les chiffres définitifs maintenant que l’assemblée du 28 mars 2025 a',
    'approuvé les comptes 2024 de notre petite copropriété (5 lots, exercice civil).',
    '- Budget 2025 voté : 16 400,00 € ; part du lot 2 de M. Kerbrat (247/1000 générales, 262/1000',
    'chauffage) : 4 146,80 €, soit 1 036,70 € par trimestre.',
    '- Dû à ce jour : la provision du 1er avril ; aucune somme n’est due au titre des travaux (0,00 €).',
    '- Fonds de travaux : 2 965,00 € au 31/12/2024, dont 732,36 € pour le lot 2.',
    '- Pas d’avance de trésorerie (0,00 €). Aucuns frais pour ce courriel (0,00 €).',
  ];

  it('reads the budget voted and the lot’s part of it, the meeting that approved the accounts', () => {
    expect(read('questionnaire-syndic', ...mail)).toMatchObject({
      dt_based: '2025-03-28',
      building_budget: 1640000,
      expected_budget: 414680,
      works_funds: 296500,
      works_funds_lot: 73236,
    });
  });

  it('reads the zeros it says in words, each for what it says there is none of', () => {
    expect(read('questionnaire-syndic', ...mail)).toMatchObject({
      unbudget: 0,
      reserved_advances: 0,
      transfer_fees: 0,
    });
    // a zero far from its « aucun » answers something else
    expect(
      read(
        'questionnaire-syndic',
        'Aucune observation sur les travaux de la cage d’escalier, votés à l’unanimité par l’assemblée et',
        'suivis par le conseil syndical, dont le rapport annuel est joint à cette réponse (solde 0,00 €).',
      ),
    ).toEqual({});
  });

  it('reads « néant » after a label as a zero, not the next clause’s amount', () => {
    expect(
      read(
        'annexes-comptables',
        'Au 31/12/2024 : fournisseurs : néant (0,00 €) ; fonds de travaux (livret séparé) 2 760,00 €.',
      ).unpaid_providers,
    ).toBe(0);
  });
});

describe('a small syndic’s état daté, scanned', () => {
  it('reads two figures a line prints with their labels and amounts each split by a slash', () => {
    expect(
      read(
        'questionnaire-syndic',
        'ÉTAT DATÉ — article 5 du décret n° 67-223 du 17 mars 1967',
        'Budget 2025 : immeuble / lots 9 600,00 € /2 332,80 €',
        'Fonds de travaux au 31/12/2024 / part des lots 2 880,00 € / 699,84 €',
        'Impayés / dettes fournisseurs au dernier bilan 398,15 € / 721,40 €',
      ),
    ).toMatchObject({
      building_budget: 960000,
      expected_budget: 233280,
      works_funds: 288000,
      unpaid_providers: 72140,
    });
  });

  it('reads a form’s lettered items, as a scan reads « 1.A — »', () => {
    expect(
      read(
        'questionnaire-syndic',
        'ÉTAT DATÉ',
        'LA — Provisions exigibles du budget 2025 non réglées 0,00 €',
        '1,C — Travaux votés non encore appelés 1 458,00 €',
      ),
    ).toMatchObject({ budget: 0, unbudget_not_due: 145800 });
  });

  it('reads a year’s share, not the share of each call that « soit » gives', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Quote-part du lot dans ce budget : 2 870,40 € par an, soit 717,60 € par trimestre',
      ).expected_budget,
    ).toBe(287040);
  });
});

describe('a notary’s form answered in its column, scanned', () => {
  /** « N° | Question | Réponse du syndic », each question wrapping under itself, as OCR places it. */
  const form = positioned({
    width: 595,
    lines: [
      row(676, ['N°', 55, 65], ['Question', 82, 126], ['Réponse du syndic', 290, 382]),
      row(
        659,
        ['1', 55, 59],
        ['Exercice comptable', 83, 179],
        ['du 1er janvier au 31 décembre', 289, 443],
      ),
      row(
        642,
        ['2', 54, 59],
        ['Budget voté de l’exercice en cours', 82, 255],
        ['13 200,00 € — AG du 16/03/2024', 290, 455],
      ),
      row(635, ['(2025)', 82, 114]),
      row(
        612,
        ['3', 54, 58],
        ['Quote-part des lots vendus dans ce', 82, 258],
        ['lot 3 : 2 587,20 € ; lot 9 : 105,60 €', 289, 543],
      ),
      row(603, ['budget', 82, 117], ['— total : 2 692,80 €', 288, 397]),
      row(
        585,
        ['4', 53, 58],
        ['Fonds de travaux', 82, 167],
        ['4 360,00 € au 31/12/2024 — part des trois lots : 950,48 €', 289, 560],
      ),
      row(577, ['(montant, date, part des', 82, 203]),
      row(567, ['lots)', 82, 102]),
    ],
  });

  it('reads each question with its answer, across the lines both wrap over', () => {
    expect(
      valuesByField(
        guessFigures(
          { ...form, source: 'ocr' },
          { kind: 'questionnaire-syndic', dateISO: '2025-05-06', dateConfidence: 0.97 },
          TODAY,
        ),
      ),
    ).toMatchObject({
      building_budget: 1320000,
      expected_budget: 269280,
      works_funds: 436000,
      dt_works_funds: '2024-12-31',
    });
  });
});

describe('a volunteer syndic’s spreadsheet pasted into a letter, then told in plain words', () => {
  it('reads the building’s budget and the lots’ part, the works fund’s part and the zeros', () => {
    expect(
      read(
        'questionnaire-syndic',
        'En clair, pour les trois lots ensemble : budget 2025 de l’immeuble 8 000,00 €, part des trois lots :',
        '3 000,00 € (750,00 € par trimestre). Provisions exigibles impayées : 0,00 € ; travaux exigibles :',
        '0,00 €. Restent à appeler en 2025 : 1 500,00 €. Avance : néant (0,00 €). Fonds de travaux',
        'au 31/12/2024 : 1 920,00 €, dont 720,00 € pour les trois lots ; cotisation 2025 : 800,00 € ;',
        'fournisseurs : 234,70 €.',
      ),
    ).toMatchObject({
      building_budget: 800000,
      expected_budget: 300000,
      budget: 0,
      unbudget: 0,
      ongoing_budget: 150000,
      reserved_advances: 0,
      works_funds_lot: 72000,
      unpaid_providers: 23470,
    });
  });
});

describe('an extranet’s page of the year’s accounts', () => {
  it('reads its tiles, each label over its amount', () => {
    const page = positioned({
      width: 595,
      lines: [
        row(727, ['Mon espace copropriétaire — Comptes de l’exercice 2024', 50, 401]),
        row(
          706,
          ['Trésorerie au 31/12/2024', 50, 176],
          ['Fonds de travaux', 192, 278],
          ['Impayés copropriétaires', 294, 415],
          ['Dettes fournisseurs', 431, 529],
        ),
        row(
          689,
          ['24 918,37 €', 50, 110],
          ['13 760,00 €', 192, 252],
          ['5 273,40 €', 294, 348],
          ['3 018,65 €', 431, 485],
        ),
      ],
    });
    expect(
      valuesByField(
        guessFigures(
          page,
          { kind: 'annexes-comptables', dateISO: '2025-04-03', dateConfidence: 0.97 },
          TODAY,
        ),
      ),
    ).toMatchObject({ works_funds: 1376000, unpaid: 527340, unpaid_providers: 301865 });
  });

  it('reads the years across, the lots’ rows below, once the lots’ tabs are summed', () => {
    expect(
      read(
        'annexes-comptables',
        'Onglet « Lot 11 — Appartement » (92/1000)',
        'Exercice 2023 Exercice 2024 Budget 2025',
        'Provisions 2 944,00 3 091,20 3 164,80',
        'Charges réelles 2 987,07 3 139,10 —',
        'Onglet « Lot 24 — Cave » (4/1000)',
        'Exercice 2023 Exercice 2024 Budget 2025',
        'Provisions 128,00 134,40 137,60',
        'Charges réelles 129,87 136,48 —',
        'Récapitulatif — tous mes lots (11 + 24)',
        'Exercice 2023 Exercice 2024 Budget 2025',
        'Provisions appelées 3 072,00 3 225,60 3 302,40',
        'Charges réelles 3 116,94 3 275,58 —',
        'Écart 44,94 49,98',
      ),
    ).toMatchObject({
      expected_budget_n1: 307200,
      budget_n1: 311694,
      expected_budget_n: 322560,
      budget_n: 327558,
      expected_budget: 330240,
    });
  });
});

describe('a cooperative’s pré-état daté from its spreadsheet, amounts after « € »', () => {
  it('reads the lots’ total of each row, the building’s budgets in a sentence', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Pré-état daté — lots 5 (appartement) et 14 (cave) — exercice du 1er avril au 31 mars',
        'Situation au 11/06/2025 Lot 5 Lot 14 Total',
        'C. Provisions 2025/2026 non encore exigibles € 4 963,20 € 118,80 € 5 082,00',
        'Fonds de travaux — part des lots € 1 347,84 € 58,32 € 1 406,16',
        'Fonds de travaux — appel du 01/04/2025 € 83,20 € 3,60 € 86,80',
        'Immeuble : budget 2025/2026 voté 30 400,00 ; budget 2024/2025 29 200,00, dépenses 29 049,65.',
        'Provisions appelées (budget 2024) 1 900,00',
      ),
    ).toMatchObject({
      ongoing_budget: 508200,
      works_funds_lot: 140616,
      works_funds_last_contribution: 8680,
      dt_last_contribution: '2025-04-01',
      building_budget: 3040000,
      building_budget_n: 2920000,
    });
  });
});

describe('a volunteer syndic’s letter listing each lot’s amount, then their total', () => {
  it('reads the total « soit » gives, proven by the lots’ amounts', () => {
    expect(
      read(
        'decompte-de-charges',
        'Objet : vos charges de l’exercice 2024/2025',
        'Les comptes de l’exercice 2024/2025, du 1er avril 2024 au 31 mars 2025, ont été approuvés.',
        'Vos lots ont été appelés pour 2 182,40 € pour le lot 2, 86,80 € pour le lot 11, 161,20 € pour le lot',
        '14, soit 2 430,40 € au total. Leurs charges réelles sont de 2 146,12 € pour le lot 2, 85,36 € pour le',
        'lot 11, 158,52 € pour le lot 14, soit 2 390,00 €. L’excédent de 40,40 € vous sera remboursé.',
        'Sur l’exercice précédent, 2023/2024, vos trois lots avaient été appelés pour 2 352,00 € et leurs',
        'charges réelles s’étaient élevées à 2 378,40 €.',
        'Le budget 2025/2026, voté l’an dernier, est de 13 200,00 € : 2 323,20 € pour le lot 2, 92,40 €',
        'pour le lot 11, 171,60 € pour le lot 14, soit 2 587,20 € pour l’ensemble.',
      ),
    ).toMatchObject({
      expected_budget_n: 243040,
      budget_n: 239000,
      expected_budget_n1: 235200,
      budget_n1: 237840,
      building_budget: 1320000,
      expected_budget: 258720,
    });
  });
});

describe('a volunteer syndic’s call from a spreadsheet, the euro before each amount', () => {
  it('reads the lots’ total of the year’s share under its heading', () => {
    const call = positioned({
      width: 595,
      lines: [
        row(700, ['Appel de fonds du 1er mai 2025 — lots 7 et C7', 50, 300]),
        row(637, ['Lot', 50, 65], ['Part annuelle', 187, 253], ['Trimestre', 260, 306]),
        row(625, ['7', 50, 56], ['€ 3 091,20', 195, 253], ['€ 772,80', 262, 306]),
        row(614, ['C7', 50, 63], ['€ 258,40', 200, 253], ['€ 64,60', 266, 306]),
        row(590, ['Total', 50, 73], ['€ 3 349,60', 195, 253], ['€ 837,40', 262, 306]),
      ],
    });
    expect(
      valuesByField(
        guessFigures(
          call,
          { kind: 'appel-de-fonds', dateISO: '2025-04-28', dateConfidence: 0.97 },
          TODAY,
        ),
      ).expected_budget,
    ).toBe(334960);
  });
});

describe('a treasurer’s e-mail to a neighbour, and a call’s exercise', () => {
  it('reads « tes provisions », « tes deux lots »', () => {
    expect(
      read(
        'releve-de-compte',
        'Objet : Re: Mon compte — lots 2 et 8',
        'Pour mémoire : le budget 2025 de l’immeuble est de 11 200,00 €, dont 2 508,80 € pour tes deux',
        'lots. En 2024, budget 10 400,00 €, tes provisions 2 329,60 € et tes charges réelles 2 395,20 €.',
      ),
    ).toMatchObject({
      building_budget: 1120000,
      expected_budget: 250880,
      expected_budget_n: 232960,
      budget_n: 239520,
    });
  });

  it('reads « Exercice 2025 : du 1er janvier au 31 décembre 2025 »', () => {
    expect(
      read(
        'appel-de-fonds',
        'Appel de fonds du 1er mai 2025',
        'Exercice 2025 : du 1er janvier au 31 décembre 2025. Budget voté : 17 600,00 €.',
      ),
    ).toMatchObject({ fiscal_year_start: '2025-01-01', fiscal_year_end: '2025-12-31' });
  });
});

describe('a volunteer syndic’s ledger letter', () => {
  it('reads the owner’s pair beside the building’s budget, the share after « pour l’immeuble », a credit', () => {
    expect(
      read(
        'releve-de-compte',
        'Votre compte de copropriétaire — 2025',
        'Votre compte est créditeur de 138,22 € : l’excédent de 2024 (138,22 €) vous a été crédité après',
        'l’assemblée du 29 mars 2025 (budget 2024 de l’immeuble : 13 200,00 € ; vos provisions : 3',
        '788,40 € ; vos charges réelles : 3 650,18 €). Il sera déduit de l’appel de juillet. Provisions exigibles',
        'impayées : 0,00 € ; travaux : 0,00 €. Budget 2025 : 14 000,00 € pour l’immeuble, 4 018,00 € pour',
        'votre lot, appelés par trimestres de 1 004,50 €.',
      ),
    ).toMatchObject({
      credit_balance: 13822,
      building_budget_n: 1320000,
      expected_budget_n: 378840,
      budget_n: 365018,
      building_budget: 1400000,
      expected_budget: 401800,
    });
  });
});

describe('the works fund’s yearly contribution in a volunteer’s sentence', () => {
  const contribution = (...lines: string[]) =>
    read('questionnaire-syndic', ...lines).works_funds_contribution;

  it('reads it named by its year, by « annuelle » or « par an », or in the fund’s sentence', () => {
    expect(
      contribution('La cotisation au fonds', 'de travaux votée pour 2025 est de 800,00 €.'),
    ).toBe(80000);
    expect(contribution('Cotisation au fonds de travaux : 1 600,00 € par an.')).toBe(160000);
    expect(
      contribution(
        'Plus 43,80 € de fonds de travaux (cotisation annuelle de la copropriété : 800,00 €).',
      ),
    ).toBe(80000);
    expect(
      contribution(
        '4. Fonds de travaux : 3 912,40 € au 31 décembre 2024. La cotisation votée pour 2025 est de 800,00 € pour l’immeuble.',
      ),
    ).toBe(80000);
  });

  it('leaves a closed year’s, a lot’s and one that names no fund', () => {
    expect(
      contribution('La cotisation au fonds de travaux votée pour 2024 était de 760,00 €.'),
    ).toBe(undefined);
    expect(contribution('Cotisation au fonds de travaux du lot 4 : 36,40 € par an.')).toBe(
      undefined,
    );
    expect(contribution('La cotisation syndicale annuelle est de 30,00 €.')).toBe(undefined);
  });
});

describe('a form’s answers listing each lot, then their total', () => {
  it('reads the closed year’s provisions and charges by their total', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Vente des lots 3, 9 et 12 — dernier exercice clos (2024)',
        'Provisions appelées aux lots sur l’exercice 2024 : lot 3 : 2.430,40 € ; lot 9 : 99,20 € ; lot 12 : 173,60 € — total: 2 703,20 €',
        'Charges réelles des lots sur l’exercice 2024 : lot 3 : 2 483,95 € ; lot 9 : 101,39 € ; lot 12 : 177,42 € — total : 2 762,76 €',
      ),
    ).toMatchObject({ expected_budget_n: 270320, budget_n: 276276 });
  });
});

describe('a scanned annexe', () => {
  it('reads a thousands a scan read as a hyphen, and a table of years past a line of specks', () => {
    expect(
      read(
        'annexes-comptables',
        'Annexe 1 — état financier au 31/12/2024',
        'Fournisseurs 1-379,55',
        'Lot 6 (117/1000) — M. Stéphane Garnier',
        'Exercice 2023 Exercice 2024 Budget 2025',
        'd ee mere',
        'Provisions appelées . 3 556,80 3 744,00 3 931,20',
        'Charges réelles 3 612,10 3 819,09',
      ),
    ).toMatchObject({
      unpaid_providers: 137955,
      expected_budget_n1: 355680,
      budget_n1: 361210,
      expected_budget_n: 374400,
      budget_n: 381909,
      expected_budget: 393120,
    });
  });
});

describe('a volunteer syndic’s call written to a neighbour', () => {
  it('reads its exercise, and the lot’s year share for that exercise, not for a meeting’s year', () => {
    expect(
      read(
        'appel-de-fonds',
        'Objet : appel de fonds du 1er juillet 2025',
        'L’exercice 2025 va du 1er janvier au 31 décembre 2025. Le budget voté par l’assemblée du 8',
        'mars 2024 est de 8 400,00 € ; votre lot 2 (263/1000) en supporte 2 209,20 €, appelés par quarts',
        'de 552,30 €.',
      ),
    ).toMatchObject({
      fiscal_year_start: '2025-01-01',
      fiscal_year_end: '2025-12-31',
      expected_budget: 220920,
    });
  });
});

describe('a year named in its own clause', () => {
  it('dates the pair by its clause’s year, not by the sentence’s other year', () => {
    expect(
      read(
        'releve-de-compte',
        'Objet : Re: Mon compte — lots 2 et 8',
        'Pour mémoire : le budget 2025 de l’immeuble est de 11 200,00 €, dont 2 508,80 € pour tes deux',
        'lots ; en 2024, budget 10 400,00 €, tes provisions 2 329,60 € et tes charges réelles 2 395,20 €.',
      ),
    ).toMatchObject({ expected_budget: 250880, expected_budget_n: 232960, budget_n: 239520 });
  });
});

describe('a volunteer syndic’s works call', () => {
  it('reads the fund it draws on and what is left to call after it', () => {
    expect(
      read(
        'appel-de-fonds',
        'Appel de fonds travaux — réfection de la toiture',
        'Le fonds de travaux, qui s’élevait à 4 120,00 € au 31 décembre 2024, en financera 3 600,00 €.',
        'Après le présent appel, il restera 3 182,40 € à appeler sur vos deux lots.',
      ),
    ).toMatchObject({
      works_funds: 412000,
      dt_works_funds: '2024-12-31',
      unbudget_not_due: 318240,
    });
  });
});
