import { guessFigures } from '../src/services/document-reading/figures/guess';
import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import { findDocumentDate } from '../src/services/document-reading/type-and-date/find-date';
import { page, spoken, TODAY, valuesByField } from './helpers/figures';
import { listingFigures, listingPage } from './helpers/listing';

/**
 * The eleventh round (issue 39): the syndic's answers as they reach a notary in the last
 * weeks before a sale — questions and answers, an online syndic's export of « label :
 * value » lines, answers written as sentences — and the statement's closing table.
 */

const QUESTIONNAIRE = { kind: 'questionnaire-syndic', dateISO: '2025-06-02', dateConfidence: 0.97 };
const STATEMENT = { kind: 'releve-de-compte', dateISO: '2025-06-02', dateConfidence: 0.97 };
const read = (kind: typeof QUESTIONNAIRE, ...lines: string[]) =>
  valuesByField(guessFigures(page(...lines), kind, TODAY));

describe('a questionnaire in questions and answers', () => {
  const answers = read(
    QUESTIONNAIRE,
    'QUESTIONNAIRE SYNDIC — cession du lot 9',
    'Q. Quelle est la quote-part annuelle du lot dans ce budget ?',
    'R. 1 846,40 €, appelés par quarts de 461,60 €.',
    'Q. Reste-t-il des appels de travaux exigibles impayés ?',
    'R. Non, 0,00 €.',
    'Q. Reste-t-il des charges dues sur les exercices clos ?',
    'R. Non : la régularisation a été réglée le 12/03/2025, solde 0,00 €.',
    'Q. Le vendeur a-t-il versé des avances ?',
    'R. Avance de trésorerie permanente : 150,00 €, restituée au vendeur.',
  );

  it('reads an answer under the question that names it', () => {
    expect(answers).toMatchObject({ expected_budget: 184640, unbudget: 0, wanted_loads: 0 });
  });

  it('reads an answer that names its figure itself', () => {
    expect(answers.reserved_advances).toBe(15000);
  });

  it('leaves a question without its answer unread', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'QUESTIONNAIRE SYNDIC',
        'Q. Quelle est la quote-part annuelle du lot dans ce budget ?',
        'Q. Le vendeur a-t-il versé des avances ?',
      ),
    ).not.toHaveProperty('expected_budget');
  });

  it('reads the answer of a question that names the figure’s label itself', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'QUESTIONNAIRE DU SYNDIC',
        'Q. Avances versées par le vendeur ?',
        'R. Avance de trésorerie : 380,00 €.',
      ).reserved_advances,
    ).toBe(38000);
  });
});

describe('answers written as sentences', () => {
  it('reads a label that opens a sentence or follows the amount before it', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'Réponse à votre questionnaire — vente du lot 4',
        'R. Du 01/04/2025 au 31/03/2026. Budget voté : 52 000,00 € (AG du 05/06/2024).',
        'M. Petit est à jour : provisions exigibles impayées 0,00 €, appels de travaux impayés 0,00 €.',
      ),
    ).toMatchObject({ building_budget: 5200000, budget: 0, unbudget: 0 });
  });

  it('ends an item’s clause at « et » before the next item', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'Réponse à votre questionnaire — vente des lots 4 et 11',
        'Le syndicat a approuvé ses comptes le 12 mai 2025. Au 31/12/2024, les',
        'copropriétaires débiteurs devaient 5 102,40 € et les fournisseurs 3 215,90 €.',
      ).unpaid,
    ).toBe(510240);
  });
});

describe('an online syndic’s export of « label : value » lines', () => {
  const exported = read(
    QUESTIONNAIRE,
    'Pré-état daté',
    'Exercice en cours',
    'Budget voté : 120 000,00 €',
    'Quote-part du lot : 2 268,00 €',
    'Provisions exigibles impayées : 0,00 €',
    'Appels travaux impayés : 0,00 €',
    'Charges des exercices clos impayées : 0,00 €',
    'Travaux votés non appelés : 0,00 €',
    'Fonds de travaux du syndicat au 30/09/2024 : 48 000,00 €',
    'Part des lots dans le fonds 189 / 10 000 907,20',
    'Cotisation au fonds 2024/2025 votée le 06/03/2024 6 000,00',
    'Dernière cotisation appelée (2025-04-01) : 28,35 €',
    'Copropriétaires débiteurs au 30/09/2024 18 204,10',
    'Fournisseurs au 30/09/2024 9 311,62',
  );

  it('reads each answer on its own line, a printed 0 as nothing owed', () => {
    expect(exported).toMatchObject({
      building_budget: 12000000,
      expected_budget: 226800,
      budget: 0,
      unbudget: 0,
      wanted_loads: 0,
      unbudget_not_due: 0,
      works_funds: 4800000,
      works_funds_lot: 90720,
      works_funds_contribution: 600000,
      works_funds_last_contribution: 2835,
      dt_last_contribution: '2025-04-01',
      unpaid: 1820410,
      unpaid_providers: 931162,
    });
  });
});

describe('a statement’s closing table', () => {
  it('reads what is owed today, the recovery costs and the fund’s last call', () => {
    expect(
      read(
        STATEMENT,
        'EXTRAIT DE COMPTE COPROPRIÉTAIRE — lot 31',
        'Situation au 02/06/2025 Montant',
        'Provisions exigibles non réglées 0,00',
        'Charges des exercices clos non réglées 61,18',
        'Frais imputables au copropriétaire 24,00',
        'Dernier appel du fonds de travaux (01/04/2025) 31,50',
      ),
    ).toMatchObject({
      budget: 0,
      wanted_loads: 6118,
      other_due: 2400,
      works_funds_last_contribution: 3150,
    });
  });
});

describe('a lot’s number and the amount after it', () => {
  it('reads « lot 2 618,40 » as money when the document is about another lot', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'QUESTIONNAIRE SYNDIC — Le Belvédère — lot 17',
        'Provisions 2024 appelées au lot 2 511,00 €',
        'Capital restant dû par le lot 2 618,40 €',
      ).loan_remaining,
    ).toBe(261840);
  });
});

describe('the families of the last weeks before a sale', () => {
  it.each([
    [
      'questionnaire-syndic',
      'CABINET LOIRE — syndic — Tours, le 17/06/2025\nRÉPONSE AU QUESTIONNAIRE DU NOTAIRE — LOT 14\n1. Charges du lot\nComptes de l’exercice 2024/2025 (01/04/2024 – 31/03/2025) approuvés par l’assemblée générale du 05/06/2025 ; écart de 12,48 € à la charge du lot.\nFournisseurs au 31/03/2025 5 307,92',
    ],
    [
      'questionnaire-syndic',
      'CABINET ROCHE\nAnnecy, le 16 juin 2025\nObjet : copropriété Le Lac — vente du lot 6\nMaître,\nEn réponse à votre questionnaire du 4 juin, voici les renseignements demandés. La part du fonds de travaux attachée au lot est de 1 065,35 €.',
    ],
    [
      'annexes-comptables',
      'SYNDIC EN LIGNE — documents de l’AG 2025\nComptes 2024 — Résidence Les Tilleuls\nAu 31/12/2024 Montant\nCopropriétaires débiteurs 11 230,45\nFournisseurs à payer 6 874,12',
    ],
    [
      'appel-de-fonds',
      'CABINET FABRE\nAlbi, le 10/06/2025\nObjet : copropriété Le Vigan — appel travaux cage d’escalier\nMonsieur,\nL’assemblée générale a voté la réfection de la cage d’escalier pour 22 000,00 €.',
    ],
  ])('reads a %s by its title, its subject or the words that say it carries one', (kind, text) => {
    expect(classifyText(text).kind).toBe(kind);
  });

  it('keeps a letter about a questionnaire that answers nothing a letter', () => {
    expect(
      classifyText(
        'CABINET ROCHE\nObjet : votre questionnaire\nMaître,\nEn réponse à votre questionnaire, nous revenons vers vous la semaine prochaine.',
      ).kind,
    ).toBe('courrier');
  });
});

describe('a syndic’s letter answering the notary', () => {
  const letter = [
    'CABINET ROCHE — syndic',
    'Chambéry, le 12 juin 2025',
    'Objet : copropriété Les Charmettes — vente du lot 8',
    'Maître,',
    'En réponse à votre questionnaire, le dernier appel a été émis le 1er avril 2025.',
    'Pour l’exercice 2023/2024, dont le budget voté était de 41 000,00 €, les provisions appelées au',
    'lot se sont élevées à 1 968,00 €. Les charges réelles du lot ont atteint 2 003,42 €.',
    'Pour l’exercice 2022/2023, les provisions appelées au lot se sont élevées à 1 886,40 €. Les',
    'charges réelles du lot ont été de 1 912,77 €.',
  ];

  it('is dated by its heading months later, when the days it schedules are past too', () => {
    const later = new Date('2026-11-29T12:00:00Z');
    expect(
      findDocumentDate(
        'SYNDIC EN LIGNE — notification du 2025-06-12\nVotre décompte : montant à payer 2,87 €, prélevé le 2025-07-01.',
        'decompte-de-charges',
        later,
      ).iso,
    ).toBe('2025-06-12');
    expect(
      findDocumentDate(
        'Le Clos — lot 23 — notaire : Maître Dumontet — réponse\ndu 11/06/2025\nTravaux appelés les 01/10/2025 et 01/01/2026.',
        'questionnaire-syndic',
        later,
      ).iso,
    ).toBe('2025-06-11');
  });

  it('dates a call by its issue, not by the day it falls due, once that day is past', () => {
    const later = new Date('2026-11-29T12:00:00Z');
    expect(
      findDocumentDate(
        'Villeurbanne, le 12/06/2025\nAPPEL DE FONDS — 3e trimestre\nDate d’exigibilité\n2025-07-01',
        'appel-de-fonds',
        later,
      ).iso,
    ).toBe('2025-06-12');
    expect(
      findDocumentDate(
        'OCTAVE SYNDIC — avis émis le 2025-06-23\nPrélèvement le 2025-07-05',
        'appel-de-fonds',
        later,
      ).iso,
    ).toBe('2025-06-23');
  });

  it('leaves out of a call’s date the end of the exercise it calls for and its debit', () => {
    expect(
      findDocumentDate(
        'APPEL DE FONDS — 4e trimestre\nExercice 2024-10-01 → 2025-09-30\n2025-06-18\nPrélèvement le 2025-07-05',
        'appel-de-fonds',
        new Date('2026-11-29T12:00:00Z'),
      ).iso,
    ).toBe('2025-06-18');
  });

  it('is dated by its own day, not by the day another paper was issued', () => {
    expect(findDocumentDate(letter.join('\n'), 'questionnaire-syndic', TODAY).iso).toBe(
      '2025-06-12',
    );
  });

  it('reads the closed year’s pair that names the lot, whatever an aside says of the building', () => {
    expect(
      valuesByField(
        guessFigures(page(...letter), { ...QUESTIONNAIRE, dateISO: '2025-06-12' }, TODAY),
      ),
    ).toMatchObject({ expected_budget_n: 196800, budget_n: 200342 });
  });
});

describe('a décompte that prints the budget and the works on rows of their own', () => {
  const rows = (works: string[]) =>
    listingPage('VOTRE DÉCOMPTE DE CHARGES — EXERCICE 2024 — lot 52', [
      ['Poste', 'Appelé', 'Réel', 'Écart'],
      ['Charges courantes', '1 351,40', '1 326,20', '25,20-'],
      works,
      ['Total', '2 050,40', '2 053,27', '2,87'],
    ]);

  it('reads each row apart when the total adds them up', () => {
    const read = listingFigures('decompte-de-charges', [
      rows(['Travaux façade (art. 14-2)', '699,00', '727,07', '28,07']),
    ]);
    expect(read).toMatchObject({
      budget_n: { amount: 132620 },
      expected_budget_n: { amount: 135140 },
      hors_budget_n: { amount: 72707 },
      expected_hors_budget_n: { amount: 69900 },
    });
    expect(spoken(read.budget_n!.proofs)).toEqual(['1 351,40 € − 1 326,20 € = 25,20 € (écart)']);
  });

  it('reads no row of a total that does not add them up', () => {
    const read = listingFigures('decompte-de-charges', [
      rows(['Travaux façade (art. 14-2)', '690,00', '727,07', '37,07']),
    ]);
    expect(read.hors_budget_n).toBeUndefined();
  });
});

describe('two labels joined by a slash', () => {
  it('gives the first label the first amount', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'QUESTIONNAIRE DU NOTAIRE — lot 7',
        'L. Impayés des copropriétaires / dettes fournisseurs au 31/03/2025 :',
        '10 377,52 € / 6 498,80 €',
      ).unpaid,
    ).toBe(1037752);
  });
});

describe('a statement’s recapitulation of the lot’s years', () => {
  it('dates its columns by the exercises, not by the period the statement covers', () => {
    const statement = listingPage(
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE — PÉRIODE DU 01/01/2025 AU 18/06/2025 — lot 45',
      [
        ['Clé', 'Tantièmes', 'Budget 2024', 'Réalisé 2024', 'Budget 2025'],
        ['Charges générales', '312 / 10 000', '1 872,00', '1 909,58', '1 934,40'],
        ['Ascenseur', '48 / 1 000', '384,00', '370,20', '393,60'],
        ['Total charges courantes', '', '2 256,00', '2 279,78', '2 328,00'],
      ],
    );
    const read = listingFigures('releve-de-compte', [statement], '2025-06-18');
    expect(read).toMatchObject({
      budget_n: { amount: 227978 },
      expected_budget_n: { amount: 225600 },
    });
    expect(read).not.toHaveProperty('budget_n1');
  });
});

describe('an export’s sections without numbers', () => {
  it('reads « Part du lot » as the budget’s share, and under « Fonds de travaux » as the fund’s', () => {
    expect(
      read(
        QUESTIONNAIRE,
        'Pré-état daté — lot 105',
        'Exercice en cours',
        'Part du lot : 2 797,20 €',
        'Fonds de travaux',
        'Solde au 2024-09-30 : 61 500,00 €',
        'Part du lot : 1 162,35 €',
        'Santé financière de la copropriété',
      ),
    ).toMatchObject({
      expected_budget: 279720,
      works_funds: 6150000,
      dt_works_funds: '2024-09-30',
      works_funds_lot: 116235,
    });
  });
});
