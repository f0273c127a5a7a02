import { guessFigures } from '../src/services/document-reading/figures/guess';
import { readingOfText } from '../src/services/document-reading/read';
import { findDocumentDate } from '../src/services/document-reading/type-and-date/find-date';
import { page, TODAY, valuesByField } from './helpers/figures';
import { positioned, row } from './helpers/positioned-text';

/**
 * The sixteenth round (issue 39): the months around a general assembly and the sale's last
 * weeks. Syndics chase and explain the owner's account in letters, recall the closed year in
 * a call, and give a budget with the lot's share in one sentence.
 */

const read = (kind: string, ...lines: string[]) =>
  valuesByField(
    guessFigures(page(...lines), { kind, dateISO: '2025-05-12', dateConfidence: 0.97 }, TODAY),
  );

describe('a syndic’s letter about the owner’s account', () => {
  const reminder = [
    'CABINET LEBRETON',
    'Lille, le 12 mai 2025',
    'Objet : relance — compte copropriétaire 0734-A3',
    'Monsieur,',
    'Sauf erreur de notre part, la provision du 1er avril, 1 036,35 €, reste impayée à ce jour.',
    'Par ailleurs, l’assemblée générale du 17 avril 2025 a approuvé les comptes 2024 : pour un budget',
    'de 94 000,00 €, vos provisions s’élevaient à 3 976,20 € et vos charges réelles à 4 070,70 €.',
    'Nous vous prions d’agréer, Monsieur, nos salutations distinguées.',
  ];

  it('stays a letter, and gives the account’s figures as a statement does', () => {
    const reading = readingOfText({ pages: [reminder.join('\n')], source: 'pdf' }, TODAY);
    expect(reading.label).toBe('Courrier');
    expect(valuesByField(reading.figuresGuess)).toMatchObject({
      building_budget_n: 9400000,
      expected_budget_n: 397620,
      budget_n: 407070,
    });
  });

  it('gives nothing from a letter about anything else', () => {
    const notice = reminder.map((line) =>
      line.startsWith('Objet') ? 'Objet : travaux de la cage d’escalier' : line,
    );
    const reading = readingOfText({ pages: [notice.join('\n')], source: 'pdf' }, TODAY);
    expect(reading.label).toBe('Courrier');
    expect(reading.figuresGuess).toEqual([]);
  });
});

describe('a budget and the lots’ share in one sentence', () => {
  it('reads the share named in other words than « pour votre lot »', () => {
    expect(
      read(
        'decompte-de-charges',
        'Exercice annuel. Budget 2025 voté le 16/04/2024 : 81 000,00 € ; votre quote-part 1 603,80 €.',
      ),
    ).toMatchObject({ building_budget: 8100000, expected_budget: 160380 });
    expect(
      read(
        'decompte-de-charges',
        'Notre exercice court du 1er juillet au 30 juin.',
        'Le budget 2024/2025 (58 000,00 €) vous attribue 1 432,60 €.',
      ),
    ).toMatchObject({ building_budget: 5800000, expected_budget: 143260 });
  });

  it('knows when exercises end from « notre exercice va du 1er juillet au 30 juin »', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Notre exercice va du 1er juillet au 30 juin.',
        'Exercice en cours 2024/2025 : budget voté de 72 000,00 € ; quote-part des deux lots 2 196,00 €',
      ),
    ).toMatchObject({ building_budget: 7200000, expected_budget: 219600 });
  });

  it('does not take a share of the works for the budget’s', () => {
    expect(
      read(
        'decompte-de-charges',
        'Exercice annuel. Budget 2025 voté le 16/04/2024 : 81 000,00 € ; votre part des travaux de toiture 1 200,00 €.',
      ),
    ).not.toHaveProperty('expected_budget');
  });
});

describe('the lot’s closed year told in a call or a statement', () => {
  it('reads « provisions du lot … ; charges réelles … »', () => {
    expect(
      read(
        'releve-de-compte',
        'Exercice 2024 : budget 79 000,00 ; provisions du lot 2 180,40 ; charges réelles 2 222,14.',
      ),
    ).toMatchObject({ expected_budget_n: 218040, budget_n: 222214 });
  });

  it('reads a call’s letter recalling the closed year', () => {
    expect(
      read(
        'appel-de-fonds',
        'Exercice 2024 : budget 62 000,00 € ; vos provisions 1 444,60 € ; vos charges réelles 1 412,41 €.',
      ),
    ).toMatchObject({ expected_budget_n: 144460, budget_n: 141241 });
  });

  it('takes the lot’s column of a table « Immeuble | Lot », proven by the regularisation', () => {
    expect(
      read(
        'appel-de-fonds',
        'Exercice 2024 (comptes approuvés le 24/04/2025) Immeuble Lot D-112',
        'Budget / provisions appelées 98 400,00 4 059,12',
        'Dépenses / charges réelles 102 243,60 4 091,48',
        'Régularisation à votre charge 32,36',
      ),
    ).toMatchObject({ expected_budget_n: 405912, budget_n: 409148 });
  });
});

describe('the closed year’s shortfall among the sums due', () => {
  it('is owed on the closed exercise, in a call, a statement or the syndic’s answers', () => {
    for (const kind of ['appel-de-fonds', 'releve-de-compte', 'questionnaire-syndic'])
      expect(read(kind, 'Insuffisance 2024/2025 32,13')).toMatchObject({ wanted_loads: 3213 });
    expect(read('decompte-de-charges', 'Insuffisance 2024/2025 32,13')).not.toHaveProperty(
      'wanted_loads',
    );
  });
});

describe('a form’s labels on one line, their amounts on the next', () => {
  it('pairs each label with its amount, by slashes or by « et »', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Fonds de travaux au 31 mars 2025 / part du lot',
        '24 500,00 € / 654,15 €',
        'Copropriétaires débiteurs et fournisseurs au 31 mars 2025',
        '4 738,20 € et 2 189,40 €',
      ),
    ).toMatchObject({
      works_funds: 2450000,
      works_funds_lot: 65415,
      unpaid: 473820,
      unpaid_providers: 218940,
    });
  });

  it('leaves a label whose line already has its amount', () => {
    expect(
      read('questionnaire-syndic', 'Fonds de travaux au 31 mars 2025 : 24 500,00 €', '654,15 €'),
    ).toMatchObject({ works_funds: 2450000 });
  });
});

describe('an e-mail printed with the message it answers', () => {
  it('is dated by its own « Envoyé le : », not by the quoted message’s', () => {
    const mail = [
      'De : Cabinet Souleyrol <compta@souleyrol-immo.fr>',
      'À : Lucie Barthès <l.barthes@notaires-capitole.fr>',
      'Envoyé le : mercredi 19 février 2025 11:42',
      'Objet : RE: Vente Castanet — lots B-07 et P-07',
      'Bonjour Madame, voici les éléments.',
      '> De : Lucie Barthès',
      '> Envoyé : lundi 17 février 2025 09:05',
      '> Pourriez-vous nous indiquer les sommes dues par le vendeur ?',
    ].join('\n');
    expect(findDocumentDate(mail, 'questionnaire-syndic', TODAY).iso).toBe('2025-02-19');
  });
});

describe('the syndic’s fee for the état daté', () => {
  it('is read as « frais d’état daté » and « honoraires du pré-état daté »', () => {
    expect(
      read('questionnaire-syndic', 'Pas d’emprunt. Nos frais d’état daté : 300,00 € TTC.'),
    ).toMatchObject({ transfer_fees: 30000 });
    expect(
      read('questionnaire-syndic', 'Honoraires du pré-état daté', '290,00 € TTC'),
    ).toMatchObject({ transfer_fees: 29000 });
  });
});

describe('the syndic’s answers about the closed years', () => {
  it('reads the approval of « Exercice clos … approuvé par l’assemblée du … » and the years’ pairs', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Notre exercice va du 1er juillet au 30 juin.',
        'Exercice clos 2023/2024 (budget 69 000,00 €), approuvé par l’assemblée du 5 décembre 2024 :',
        'provisions des deux lots 2 104,50 €, charges réelles 2 055,77 €. L’excédent de 48,73 € a été',
        'remboursé. Pour 2022/2023 : provisions 2 013,00 €, charges 2 040,92 €.',
      ),
    ).toMatchObject({
      dt_based: '2024-12-05',
      building_budget_n: 6900000,
      expected_budget_n: 210450,
      budget_n: 205577,
      expected_budget_n1: 201300,
      budget_n1: 204092,
    });
  });

  it('reads a surplus left on the seller’s account as owed to the seller, not one refunded', () => {
    expect(
      read(
        'questionnaire-syndic',
        '11 Solde de l’exercice clos',
        'excédent de 28,86 € porté au crédit du vendeur le 20/03/2025',
      ),
    ).toMatchObject({ credit_balance: 2886 });
    expect(
      read(
        'questionnaire-syndic',
        'L’excédent de 48,73 € a été remboursé par virement le 10 janvier 2025.',
      ),
    ).not.toHaveProperty('credit_balance');
  });

  it('splits a summary whose values are amounts and a day', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Fonds de travaux : montant / date / part du lot 27 400,00 € / 31/12/2024 / 665,82 €',
      ),
    ).toMatchObject({ works_funds: 2740000, works_funds_lot: 66582 });
  });
});

describe('a statement’s balance told in a sentence', () => {
  it('is the amount of its own clause, not the last of the line', () => {
    expect(
      read(
        'releve-de-compte',
        'Votre compte est créditeur de 46,14 € : l’excédent de l’exercice 2024/2025 (provisions 1 486,08 €',
      ),
    ).toMatchObject({ credit_balance: 4614 });
  });
});

describe('what the seller owes, told in a sentence', () => {
  it('reads an instalment still unpaid and a shortfall called and not paid', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Sommes dues par le vendeur à ce jour. La provision du 1er avril, 392,70 €, reste impayée.',
        'L’insuffisance de 94,50 € vous a été appelée le 2 mai 2025 et n’est pas réglée non plus.',
      ),
    ).toMatchObject({ budget: 39270, wanted_loads: 9450 });
  });

  it('does not take an instalment paid for one owed', () => {
    expect(
      read('questionnaire-syndic', 'La provision du 1er avril, 392,70 €, a été réglée le 3 avril.'),
    ).not.toHaveProperty('budget');
  });
});

describe('a row giving a year’s budget and the lots’ share of it', () => {
  it('reads the building’s budget and the lots’ share when the row ends on a small share', () => {
    expect(
      read(
        'annexes-comptables',
        'Exercice du 1er juillet au 30 juin.',
        'Budget 2024/2025 (voté le 14/12/2023) 60 000,00 1 284,00',
        'Budget 2023/2024 58 000,00 1241,20',
      ),
    ).toMatchObject({
      building_budget: 6000000,
      expected_budget: 128400,
      building_budget_n: 5800000,
      expected_budget_n: 124120,
    });
  });

  it('leaves a row of the budget and what was spent, and reads a row across lots by its sum', () => {
    expect(read('annexes-comptables', 'Budget 2024 98 400,00 102 243,60')).not.toHaveProperty(
      'expected_budget_n',
    );
    expect(
      read('annexes-comptables', 'Budget 2024 9 600,00 1 221,12 120,00 1 341,12'),
    ).toMatchObject({ expected_budget_n: 134112 });
  });
});

describe('the works left to call after a call', () => {
  it('reads what the letter says is left, when works are called', () => {
    expect(
      read(
        'appel-de-fonds',
        'Appel de fonds travaux — ravalement voté le 12 mars 2025',
        'Montant du présent appel, exigible le 1er juillet 2025 : 1 260,00 €. 2e appel le 1er octobre 2025,',
        '3e appel le 1er janvier 2026 : il restera donc 2 520,00 € à appeler après celui-ci.',
      ),
    ).toMatchObject({ unbudget_not_due: 252000 });
    expect(
      read(
        'appel-de-fonds',
        'Toiture : appel 1/3 du 01/06/2025',
        '3e appel 01/01/2026 525,80',
        'Reste à appeler après le présent appel 1 051,60',
      ),
    ).toMatchObject({ unbudget_not_due: 105160 });
  });

  it('leaves the budget’s provisions left to call', () => {
    expect(
      read(
        'appel-de-fonds',
        'Appel de provisions du 1er juillet 2025 : 412,00 €.',
        'Les provisions restent donc 1 236,00 € à appeler cette année.',
      ),
    ).not.toHaveProperty('unbudget_not_due');
  });
});

describe('the works fund’s year and the lots’ last call of it on one row', () => {
  it('reads both, and the call’s day', () => {
    expect(
      read('questionnaire-syndic', 'Cotisation 2025 — appel du lot au 01/04/2025 4 600,00 — 20,47'),
    ).toMatchObject({
      works_funds_contribution: 460000,
      works_funds_last_contribution: 2047,
      dt_last_contribution: '2025-04-01',
    });
    expect(read('appel-de-fonds', 'Fonds de travaux (3 200,00 € par an) 21,28')).toMatchObject({
      works_funds_contribution: 320000,
      works_funds_last_contribution: 2128,
    });
  });

  it('leaves a row whose first amount is the budget’s', () => {
    expect(
      read(
        'appel-de-fonds',
        'Budget prévisionnel 2025, voté le 22/04/2024 : 142 000,00 € — cotisation au fonds de travaux 2025 : 7 100,00 €.',
      ),
    ).not.toMatchObject({ works_funds_contribution: 14200000 });
  });
});

describe('tables of years, the building’s and the seller’s lots’', () => {
  /** A table's row placed as a PDF's text layer: its label, then one amount per column. */
  const placedRow = (y: number, label: string, ...cells: string[]) =>
    row(
      y,
      [label, 40, 140],
      ...cells.map((cell, column): [string, number, number] => [
        cell,
        160 + 80 * column,
        225 + 80 * column,
      ]),
    );

  it('reads a « Vos lots » table’s total as the lots’, the building’s total above as the building’s', () => {
    const annexe = positioned({
      width: 595,
      lines: [
        row(800, ['Résidence Le Gravier — exercice du 01/10/2023 au 30/09/2024', 40, 400]),
        placedRow(
          780,
          'Clé (base)',
          'Réel 2022/2023',
          'Budget 2023/2024',
          'Réel 2023/2024',
          'Budget 2024/2025',
        ),
        placedRow(768, 'Générales (10 000)', '51 230,40', '52 000,00', '53 184,20', '54 000,00'),
        placedRow(756, 'Total', '89 261,75', '90 200,00', '92 534,80', '93 400,00'),
        placedRow(
          730,
          'Vos lots',
          'Réel 2022/2023',
          'Budget 2023/2024',
          'Réel 2023/2024',
          'Budget 2024/2025',
        ),
        placedRow(718, 'Lot 2-07', '3 735,85', '3 775,00', '3 859,28', '3 907,00'),
        placedRow(706, 'Lot 2-C7', '46,11', '46,80', '47,87', '48,60'),
        placedRow(694, 'Total', '3 781,96', '3 821,80', '3 907,15', '3 955,60'),
      ],
    });
    expect(
      valuesByField(
        guessFigures(
          annexe,
          { kind: 'annexes-comptables', dateISO: '2025-01-08', dateConfidence: 0.9 },
          TODAY,
        ),
      ),
    ).toMatchObject({
      building_budget_n: 9020000,
      building_budget: 9340000,
      expected_budget_n: 382180,
      budget_n: 390715,
      expected_budget: 395560,
    });
  });

  it('dates a year’s pair by the year on its own line, not the line above', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Exercice civil. Comptes 2024 approuvés par l’assemblée du 20/05/2025.',
        'Budgets Immeuble Lot 207',
        '2024 — charges réelles 3 011,86',
        '2023 — provisions / charges réelles 2 826,80 / 2 799,33',
      ),
    ).toMatchObject({ expected_budget_n1: 282680, budget_n1: 279933 });
  });
});

describe('a row of the year’s provisions not yet due, across the seller’s lots', () => {
  it('is not the year’s budget of the lots', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Vendeur : lots A12 et C4 — exercice du 1er avril au 31 mars',
        'Rubrique Lot A12 Lot C4 Total des lots',
        '3e partie — sommes à la charge de l’acquéreur',
        'Provisions 2025/2026 non exigibles (01/07, 01/10/2025, 01/01/2026) 3 839,40 64,80 3 904,20',
      ),
    ).not.toHaveProperty('expected_budget');
  });
});

describe('the works calls due, and the lot’s share named by its code', () => {
  it('reads « Travaux exigibles » over its amount, and « Appels de travaux exigibles et impayés »', () => {
    expect(read('questionnaire-syndic', 'Travaux exigibles', '0,00')).toMatchObject({
      unbudget: 0,
    });
    expect(
      read('questionnaire-syndic', 'Appels de travaux exigibles et impayés', '0,00 €'),
    ).toMatchObject({ unbudget: 0 });
  });

  it('reads « la quote-part du lot B-33 est de … », not a lot number taken for an amount', () => {
    expect(
      read(
        'questionnaire-syndic',
        'Le budget de l’exercice 2025, voté le 18 avril 2024, s’élève à 84 000,00 € ; la quote-part du lot B-33 est de 1 570,80 €.',
      ),
    ).toMatchObject({ expected_budget: 157080 });
    expect(
      read(
        'questionnaire-syndic',
        'Notre exercice va du 1er juillet au 30 juin.',
        'Exercice en cours 2024/2025 : budget voté de 72 000,00 € ; quote-part des deux lots 2 196,00 €',
      ),
    ).toMatchObject({ expected_budget: 219600 });
  });
});

describe('a décompte’s total, the building’s then the lot’s', () => {
  const decompte = (...rows: string[]) =>
    guessFigures(
      page(
        'Objet : décompte de charges de l’exercice 2023/2024',
        'Voici les dépenses de la résidence et la part de votre lot (247/10 000es) :',
        'Poste Résidence Lot 2C-05',
        'Chauffage collectif 23 164,80 572,17',
        ...rows,
      ),
      { kind: 'decompte-de-charges', dateISO: '2024-12-20', dateConfidence: 0.97 },
      TODAY,
    ).find((guess) => guess.field.startsWith('budget_'));

  it('is the lot’s real charges when the lot’s tantièmes prove it', () => {
    const total = decompte('Total 55 296,10 1 365,81');
    expect(total).toMatchObject({ amount: 136581 });
    expect(total?.proofs?.[0]).toContain('× 247 / 10000');
  });

  it('is nothing when they do not', () => {
    expect(decompte('Total 55 296,10 1 400,00')).toBeUndefined();
  });
});

describe('a collective loan’s table, the building’s column and the lot’s', () => {
  const loan = [
    'Annexe 5 — emprunt collectif chaufferie (2021) Immeuble Lot 2-07',
    'Capital emprunté 140 000,00 5 628,00',
    'Échéance trimestrielle (prochaine le 01/04/2025) 3 520,00 141,50',
    'Capital restant dû après l’échéance du 01/01/2025 84 880,00 3 412,18',
  ];

  it('reads the lot’s part of each row, proven by the same part in every row', () => {
    const share = guessFigures(
      page(...loan),
      { kind: 'annexes-comptables', dateISO: '2025-05-12', dateConfidence: 0.97 },
      TODAY,
    ).find((guess) => guess.field === 'loan_share');
    // what staff are shown as the figure's proof
    expect(share?.proofs).toEqual([
      '3 lignes : le lot porte la même part (4,02 %) de chaque montant de l’immeuble',
    ]);
    expect(read('annexes-comptables', ...loan)).toMatchObject({
      loan_amount: 14000000,
      loan_share: 562800,
      loan_instalment: 14150,
      dt_loan_next: '2025-04-01',
      loan_remaining: 341218,
    });
  });

  it('reads no part when the rows do not give the lot the same part', () => {
    const guessed = read(
      'annexes-comptables',
      ...loan.map((line) => line.replace('3 412,18', '3 900,00')),
    );
    expect(guessed).not.toHaveProperty('loan_remaining');
    expect(guessed).not.toHaveProperty('loan_share');
  });
});

describe('a closed year’s budget named in a sentence or a form', () => {
  it('reads « En 2024, le budget voté … était de » and « Budget du dernier exercice clos 2024 : »', () => {
    expect(
      read(
        'releve-de-compte',
        'Exercice civil.',
        'En 2024, le budget voté de l’immeuble était de 64 000,00 € ; votre lot 2C a reçu ses appels.',
      ),
    ).toMatchObject({ building_budget_n: 6400000 });
    expect(
      read('questionnaire-syndic', '4 Budget du dernier exercice clos 2024 : 65 000,00 €'),
    ).toMatchObject({ building_budget_n: 6500000 });
  });
});
