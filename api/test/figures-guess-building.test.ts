import { readClosedYearBudget } from '../src/services/document-reading/figures/closed-year-budget';
import { guessFigures } from '../src/services/document-reading/figures/guess';
import { documentLines } from '../src/services/document-reading/figures/lines';
import { documentGrids } from '../src/services/document-reading/figures/grid';
import type { DocumentText } from '../src/services/document-reading/types';
import { positioned, row } from './helpers/positioned-text';

/**
 * The fourth round (ADR 090): the building's figures a fiche synthétique prints, the closed
 * year's budget minutes recall when they approve its accounts, and a syndic's « état des
 * sommes dues » naming its lot without « n° ».
 */
const TODAY = new Date('2025-06-30T12:00:00Z');
const lines = (...text: string[]) => documentLines([text.join('\n')]);
const text = (...page: string[]): DocumentText => ({ pages: [page.join('\n')], source: 'pdf' });
const values = (guesses: ReturnType<typeof guessFigures>) =>
  Object.fromEntries(guesses.map((g) => [g.field, g.amount ?? g.date]));

describe('a fiche synthétique', () => {
  const fiche = text(
    'FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ',
    'Nombre de lots 124 dont 62 lots principaux',
    'Budget prévisionnel de l’exercice 2025 146 000,00 €',
    'Montant des impayés de charges au 31/12/2024 13 477,36 €',
    'Dettes fournisseurs au 31/12/2024 9 204,18 €',
    'Cotisation annuelle au fonds de travaux 7 300,00 €',
    'Montant du fonds de travaux au 31/12/2024 31 985,00 €',
    'Fiche établie le 03/02/2025',
  );
  const read = { kind: 'fiche-synthetique', dateISO: '2025-02-03', dateConfidence: 0.97 };

  it('gives the building’s budget, unpaid charges, debts to suppliers and works fund', () => {
    expect(values(guessFigures(fiche, read, TODAY))).toMatchObject({
      building_budget: 14600000,
      unpaid: 1347736,
      unpaid_providers: 920418,
      works_funds: 3198500,
      dt_works_funds: '2024-12-31',
      document_date: '2025-02-03',
    });
  });

  it('takes the fund’s balance, not the year’s contribution to it', () => {
    const contributionFirst = text(
      'Fiche synthétique',
      'Cotisation annuelle au fonds de travaux 7 300,00 €',
      'Fonds de travaux 31 985,00 €',
    );
    expect(values(guessFigures(contributionFirst, read, TODAY)).works_funds).toBe(3198500);
  });

  it('says « nothing unpaid » when the fiche prints 0', () => {
    const nothing = text('Fiche synthétique', 'Montant des impayés 0,00 €');
    expect(values(guessFigures(nothing, read, TODAY)).unpaid).toBe(0);
  });
});

describe('minutes approving the closed year’s accounts', () => {
  it('recall the budget that year was run on', () => {
    const minutes = lines(
      '2. Approbation des comptes de l’exercice 2024',
      'Le syndic présente les comptes de l’exercice du 01/01/2024 au 31/12/2024 : pour un budget voté',
      'de 56 000,00 €, les dépenses courantes s’élèvent à 54 871,26 €.',
    );
    expect(readClosedYearBudget(minutes, TODAY, 0.67)).toMatchObject([
      { field: 'building_budget_n', amount: 5600000 },
    ]);
  });

  it('recall it named by the same year', () => {
    const minutes = lines(
      'Approbation des comptes de l’exercice 2024, dont le budget 2024 de 48 000,00 € a été',
      'dépensé à hauteur de 47 212,10 €.',
    );
    expect(readClosedYearBudget(minutes, TODAY, 0.67)).toMatchObject([{ amount: 4800000 }]);
  });

  it('give no closed-year budget for an older year, nor for the expenses alone', () => {
    const older = lines(
      'Approbation des comptes de l’exercice 2023 : pour un budget voté de 52 000,00 €.',
    );
    const expensesOnly = lines(
      'Approbation des comptes de l’exercice 2024 : les dépenses s’élèvent à 54 871,26 €.',
      'Budget prévisionnel 2026 : l’assemblée vote un budget de 60 000,00 €.',
    );
    expect(readClosedYearBudget(older, TODAY, 0.67)).toEqual([]);
    expect(readClosedYearBudget(expensesOnly, TODAY, 0.67)).toEqual([]);
  });
});

describe('a syndic’s « état des sommes dues »', () => {
  const answers = text(
    'ÉTAT DES SOMMES DUES — INFORMATIONS POUR LA VENTE D’UN LOT',
    'Copropriété LES TILLEULS — lot 26 (appartement, 215 / 10 000) — vendeur : M. Girard',
    'Provisions exigibles du budget 2025 (appel du 01/04/2025, non réglé) 516,00 €',
    'Provisions exigibles hors budget (travaux) 0,00 €',
    'Avance de trésorerie (fonds de roulement) 310,00 €',
    'Provisions du budget 2025 non encore exigibles (appels des 01/07/2025 et 1 032,00',
    '01/10/2025)',
    'Part rattachée au lot 26 (215 / 10 000) 491,06 €',
    'Dernière cotisation versée par le vendeur 25,80 € (appel du 01/01/2025)',
  );
  const read = { kind: 'questionnaire-syndic', dateISO: '2025-06-11', dateConfidence: 0.8 };

  it('reads what is owed now, what the buyer will be called for and the lot’s fund', () => {
    expect(values(guessFigures(answers, read, TODAY))).toMatchObject({
      budget: 51600,
      unbudget: 0,
      reserved_advances: 31000,
      ongoing_budget: 103200,
      works_funds_lot: 49106,
      works_funds_last_contribution: 2580,
      dt_last_contribution: '2025-01-01',
    });
  });

  it('reads no lot’s part of the fund when the document names another lot too', () => {
    const twoLots = text(
      'Copropriété LES TILLEULS — lot 26 (appartement) et lot 41 (cave)',
      'Part rattachée au lot 41 (12 / 10 000) 27,40 €',
    );
    expect(values(guessFigures(twoLots, read, TODAY)).works_funds_lot).toBeUndefined();
  });
});

describe('words a reader understands whatever the layout', () => {
  it('a year from April closed on 31 March of this year is the last closed one (« n »)', () => {
    const statement = text(
      'DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE DU 01/04/2024 AU 31/03/2025',
      'Copropriété LE PARVIS — lot 27',
      'Total charges courantes 70 461,20 2 638,70',
    );
    const read = { kind: 'decompte-de-charges', dateISO: '2025-06-10', dateConfidence: 0.8 };
    expect(values(guessFigures(statement, read, TODAY)).budget_n).toBe(263870);
  });

  it('an amount prose wraps after its thousands is read whole', () => {
    const minutes = text(
      'RÉSOLUTION N° 8 — Fonds de travaux',
      'L’assemblée générale fixe la cotisation annuelle au fonds de travaux de l’exercice 2025 à 4',
      '650,00 €, soit 5 % du budget prévisionnel. Adoptée.',
    );
    const read = { kind: 'pv-ag', dateISO: '2025-06-05', dateConfidence: 0.97 };
    expect(values(guessFigures(minutes, read, TODAY)).works_funds_contribution).toBe(465000);
    // a lot's number ending a line is no part of the amount under it
    expect(lines('Part rattachée au lot 26', '491,06 €').map((l) => l.raw)).toEqual([
      'Part rattachée au lot 26',
      '491,06 €',
    ]);
  });

  it('the budget « de l’exercice en cours » is the current year’s', () => {
    const minutes = text(
      'RÉSOLUTION N° 6 — Budget prévisionnel',
      'L’assemblée générale confirme le budget prévisionnel de l’exercice en cours, du 1er janvier au 31',
      'décembre 2025, à 93 000,00 €. Adoptée.',
    );
    const read = { kind: 'pv-ag', dateISO: '2025-06-05', dateConfidence: 0.97 };
    expect(values(guessFigures(minutes, read, TODAY)).building_budget).toBe(9300000);
  });
});

describe('a section headed « Fonds de travaux »', () => {
  it('names the fund its items leave unnamed, until the next section', () => {
    const answers = text(
      'ÉTAT DES SOMMES DUES — MUTATION DU LOT 15',
      'D. Fonds de travaux',
      'Montant du fonds au 31/12/2024 19 850,00 €',
      'Cotisation annuelle votée pour 2025 3 200,00 €',
      'E. Avances',
      'Fonds de roulement versé par le vendeur 350,00 €',
    );
    const read = { kind: 'questionnaire-syndic', dateISO: '2025-06-16', dateConfidence: 0.8 };
    expect(values(guessFigures(answers, read, TODAY))).toMatchObject({
      works_funds: 1985000,
      dt_works_funds: '2024-12-31',
      works_funds_contribution: 320000,
      reserved_advances: 35000,
    });
  });
});

describe('a lot’s table whose long headings reach over their neighbours', () => {
  /** cells as a text layer places them: x and end in points, one baseline per row */
  const layout = {
    width: 842,
    lines: [
      row(800, ['Répartition individuelle — Mme Sylvie Klein — lot 17', 40, 400]),
      row(
        780,
        ['Clé', 40, 60],
        ['Tantièmes', 150, 200],
        ['Provisions appelées 2024', 230, 340],
        ['Charges réelles 2024', 350, 470],
        ['Budget 2025', 500, 560],
      ),
      row(
        768,
        ['Charges générales', 40, 130],
        ['205 / 10 000', 150, 200],
        ['1 455,50', 300, 340],
        ['1 424,49', 420, 470],
        ['1 506,75', 520, 560],
      ),
      row(
        756,
        ['Ascenseur', 40, 90],
        ['44 / 1 000', 150, 200],
        ['475,00', 310, 340],
        ['496,51', 430, 470],
        ['497,00', 530, 560],
      ),
      row(
        744,
        ['Total lot 17', 40, 100],
        ['1 930,50', 350, 390],
        ['1 921,00', 420, 470],
        ['2 003,75', 520, 560],
      ),
    ],
  };
  const statement = positioned(layout);
  const read = { kind: 'annexes-comptables', dateISO: '2025-04-03', dateConfidence: 0.8 };

  it('gives each amount its own column: two amounts never share one heading', () => {
    const [grid] = documentGrids([layout]);
    const total = grid!.rows.find((r) => r.label.startsWith('total'))!;
    expect([...total.cells.entries()].sort(([a], [b]) => a - b)).toEqual([
      [0, 'Total lot 17'],
      [2, '1 930,50'],
      [3, '1 921,00'],
      [4, '2 003,75'],
    ]);
  });

  it('reads the lot’s called, actual and next budgets from a table its total names', () => {
    expect(values(guessFigures(statement, read, TODAY))).toMatchObject({
      expected_budget_n: 193050,
      budget_n: 192100,
      expected_budget: 200375,
    });
  });
});

describe('an annexe totalling several lots of one owner', () => {
  const cells = (y: number, ...texts: string[]) =>
    row(
      y,
      ...texts.flatMap((str, i): Array<[string, number, number]> =>
        str ? [[str, [40, 80, 200, 300, 400, 500][i]!, [70, 190, 260, 380, 480, 560][i]!]] : [],
      ),
    );
  const annexe = positioned({
    width: 842,
    lines: [
      row(800, ['Exercice du 01/01/2024 au 31/12/2024 — annexe : répartition par lot', 40, 500]),
      cells(780, 'Lot', 'Clé', 'Tant.', 'Charges réelles', 'Provisions', 'Budget 2025'),
      cells(768, '12', 'Charges générales', '224/10000', '2 519,56', '2 553,60', '2 643,20'),
      cells(756, '', 'Total lot 12', '', '2 519,56', '2 553,60', '2 643,20'),
      cells(744, '54', 'Charges générales', '6/10000', '67,49', '68,40', '70,80'),
      cells(732, '', 'Total lot 54', '', '67,49', '68,40', '70,80'),
      cells(720, '', 'Total copropriétaire', '', '2 587,05', '2 622,00', '2 714,00'),
    ],
  });
  const read = { kind: 'annexes-comptables', dateISO: '2025-03-28', dateConfidence: 0.8 };

  it('takes the owner’s total under the lots’, and dates the calls and expenses by the annexe’s year', () => {
    const found = guessFigures(annexe, read, TODAY);
    expect(values(found)).toMatchObject({
      budget_n: 258705,
      expected_budget_n: 262200,
      expected_budget: 271400,
    });
    expect(found.find((f) => f.field === 'expected_budget')!.proofs).toHaveLength(1);
  });

  it('reads nothing when no total of the owner follows the lots’ totals', () => {
    const lotsOnly = positioned({
      ...annexe.layout![0]!,
      lines: annexe.layout![0]!.lines.slice(0, -1),
    });
    expect(values(guessFigures(lotsOnly, read, TODAY))).not.toHaveProperty('expected_budget');
  });
});

describe('labels of other software', () => {
  it('reads a ledger’s « Provisions exigibles non réglées » and an annexe’s unpaid sums', () => {
    const ledger = text(
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
      'Provisions exigibles non réglées (appel du 01/04/2025) 612,75 €',
    );
    const annexe = text(
      'ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION',
      'Compte Libellé Exercice 2024 Exercice 2023',
      '450 Copropriétaires — sommes exigibles non réglées 11 873,42 9 214,06',
    );
    const statement = { kind: 'releve-de-compte', dateISO: '2025-06-05', dateConfidence: 0.8 };
    const accounts = { kind: 'annexes-comptables', dateISO: '2025-04-03', dateConfidence: 0.8 };
    expect(values(guessFigures(ledger, statement, TODAY)).budget).toBe(61275);
    expect(values(guessFigures(annexe, accounts, TODAY)).unpaid).toBe(1187342);
  });
});

describe('a call whose share column says only « Quote-part »', () => {
  const call = (calledAtQuarter: string) => {
    const layout = {
      width: 842,
      lines: [
        row(800, ['APPEL DE FONDS N° 2 — EXERCICE DU 01/04/2025 AU 31/03/2026', 40, 500]),
        row(
          780,
          ['Libellé', 40, 90],
          ['Montant immeuble', 200, 280],
          ['Quote-part', 320, 370],
          ['Appelé', 420, 460],
        ),
        row(
          768,
          ['Charges communes générales', 40, 160],
          ['96 000,00', 230, 280],
          ['2 630,40', 330, 370],
          ['657,60', 420, 460],
        ),
        row(
          756,
          ['Chauffage collectif', 40, 130],
          ['30 000,00', 230, 280],
          ['1 059,60', 330, 370],
          ['264,90', 420, 460],
        ),
        row(
          744,
          ['Total budget', 40, 100],
          ['126 000,00', 225, 280],
          ['3 690,00', 330, 370],
          [calledAtQuarter, 420, 460],
        ),
      ],
    };
    const read = { kind: 'appel-de-fonds', dateISO: '2025-06-16', dateConfidence: 0.97 };
    return values(guessFigures(positioned(layout), read, TODAY));
  };

  it('reads it as the year’s share when the call beside it is a quarter of it', () => {
    expect(call('922,50')).toMatchObject({ building_budget: 12600000, expected_budget: 369000 });
  });

  it('reads no yearly share when nothing says the column is the year’s', () => {
    expect(call('1 230,00').expected_budget).toBeUndefined();
  });
});

describe('a call table of coded rows in sections', () => {
  const layout = {
    width: 842,
    lines: [
      row(800, ['APPEL DE FONDS — ÉCHÉANCE DU 01.07.2025', 40, 400]),
      row(
        780,
        ['Code', 40, 60],
        ['Libellé', 80, 120],
        ['Total à répartir', 300, 360],
        ['Tantièmes', 380, 420],
        ['Votre part', 440, 480],
        ['Appel du trimestre', 500, 560],
      ),
      row(768, ['BUDGET PRÉVISIONNEL 2025/2026', 80, 250]),
      row(
        756,
        ['01', 40, 50],
        ['Charges générales', 80, 160],
        ['78 000,00', 320, 360],
        ['346', 400, 420],
        ['2 698,80', 440, 480],
        ['674,70', 520, 560],
      ),
      row(
        744,
        ['04', 40, 50],
        ['Ascenseur', 80, 130],
        ['9 600,00', 325, 360],
        ['41', 405, 420],
        ['393,60', 450, 480],
        ['98,40', 530, 560],
      ),
      row(
        732,
        ['Sous-total budget', 80, 160],
        ['87 600,00', 320, 360],
        ['3 092,40', 440, 480],
        ['773,10', 520, 560],
      ),
      row(720, ['COTISATION FONDS TRAVAUX LOI ALUR', 80, 260]),
      row(
        708,
        ['09', 40, 50],
        ['Cotisation 2025/2026', 80, 170],
        ['4 800,00', 325, 360],
        ['346', 400, 420],
        ['166,08', 450, 480],
        ['41,52', 530, 560],
      ),
    ],
  };
  const read = { kind: 'appel-de-fonds', dateISO: '2025-06-17', dateConfidence: 0.8 };

  it('names rows after their code and reads the fund in its section', () => {
    const [grid] = documentGrids([layout]);
    expect(grid!.rows.map((r) => r.label)).toEqual([
      'charges generales',
      'ascenseur',
      'sous-total budget',
      'cotisation 2025/2026',
    ]);
    expect(grid!.rows.at(-1)!.section).toBe('cotisation fonds travaux loi alur');
    expect(values(guessFigures(positioned(layout), read, TODAY))).toMatchObject({
      building_budget: 8760000,
      expected_budget: 309240,
      works_funds_contribution: 480000,
      works_funds_last_contribution: 4152,
    });
  });
});

describe('a call read by its arithmetic alone', () => {
  const detail = [
    'Lot Clé Tantièmes Base appelée Part annuelle Trimestre',
    '7 Générales 283/10000 49 600,00 1 403,68 350,92',
    '7 Eau froide 283/10000 4 800,00 135,84 33,96',
    '7 Ascenseur 52/1000 4 000,00 208,00 52,00',
    '31 Générales 20/10000 49 600,00 99,20 24,80',
  ];
  const read = { kind: 'appel-de-fonds', dateISO: '2025-06-12', dateConfidence: 0.97 };

  it('sums the keys whose share is the building’s amount × tantièmes, when the notice prints the sums', () => {
    const notice = text(
      'Appel de fonds — 1er trimestre de l’exercice 2025/2026',
      'Budget voté (AG du 28/11/2024) 58 400,00 €',
      'Votre part pour l’exercice 1 846,72 €',
      ...detail,
    );
    expect(guessFigures(notice, read, TODAY)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'building_budget', amount: 5840000, confidence: 0.95 }),
        expect.objectContaining({ field: 'expected_budget', amount: 184672 }),
      ]),
    );
  });

  it('reads the fund’s line by its own arithmetic, and this call’s part when the notice prints it', () => {
    const notice = text(
      'Appel de fonds — 2e trimestre 2025',
      '7 Fonds de travaux ALUR 283/10000 2 920,00 82,64',
      '31 Fonds de travaux ALUR 20/10000 2 920,00 5,84',
      'Appel du trimestre : fonds de travaux 22,12 €',
    );
    const found = guessFigures(notice, read, TODAY);
    const fund = found.find((f) => f.field === 'works_funds_contribution')!;
    expect(fund.amount).toBe(292000);
    // formatCents separates thousands and euros with narrow no-break spaces
    expect(fund.proofs!.map((proof) => proof.replace(/\s/g, ' '))).toEqual([
      '2 920,00 € × 283 / 10000 = 82,64 €',
      '2 920,00 € × 20 / 10000 = 5,84 €',
    ]);
    expect(values(found).works_funds_last_contribution).toBe(2212);
  });

  it('proposes no sum the notice does not print: a key may be missing from its detail', () => {
    const notice = text('Appel de fonds — 1er trimestre de l’exercice 2025/2026', ...detail);
    const found = values(guessFigures(notice, read, TODAY));
    expect(found.building_budget).toBeUndefined();
    expect(found.expected_budget).toBeUndefined();
  });
});

describe('a call listing, one per line, the building’s amount, the lot’s year and this call', () => {
  const read = { kind: 'appel-de-fonds', dateISO: '2025-06-12', dateConfidence: 0.97 };
  const section = (heading: string, building: string, call: string) =>
    text(
      heading,
      'Rubrique Montant',
      `Montant voté ${building} €`,
      'Votre part pour l’exercice 1 846,72 €',
      `Appel du trimestre ${call} €`,
    );

  it('reads them whatever their labels, the call proving the year', () => {
    const budget = values(
      guessFigures(section('I. Budget de fonctionnement', '58 400,00', '461,68'), read, TODAY),
    );
    expect(budget).toMatchObject({ building_budget: 5840000, expected_budget: 184672 });
    const fund = values(
      guessFigures(section('II. Cotisation art. 14-2', '2 920,00', '461,68'), read, TODAY),
    );
    expect(fund).toMatchObject({
      works_funds_contribution: 292000,
      works_funds_last_contribution: 46168,
    });
  });

  it('reads nothing when the call does not divide the year, or for works voted apart', () => {
    const unproven = values(
      guessFigures(section('I. Budget de fonctionnement', '58 400,00', '500,00'), read, TODAY),
    );
    expect(unproven.expected_budget).toBeUndefined();
    const works = values(
      guessFigures(section('III. Travaux de ravalement', '58 400,00', '461,68'), read, TODAY),
    );
    expect(works.building_budget).toBeUndefined();
    expect(works.works_funds_contribution).toBeUndefined();
  });
});
