import { guessFigures } from '../src/services/document-reading/figures/guess';
import { byField, page, spoken, TODAY } from './helpers/figures';

/**
 * The seventh round (issue 39): a collective loan told in sentences, in a volunteer syndic's
 * letter or a statement's notes, and a letter's exercise wrapped between its words.
 */

const CALL = { kind: 'appel-de-fonds', dateISO: '2025-06-05', dateConfidence: 0.8 };
const STATEMENT = { kind: 'releve-de-compte', dateISO: '2025-06-03', dateConfidence: 0.8 };

describe('a loan told in a letter', () => {
  const letter = page(
    'Strasbourg, le 5 juin 2025',
    'Comme chaque trimestre, je vous adresse l’appel de charges de votre lot n° 7. Notre exercice',
    'court du 1er octobre 2024 au 30 septembre 2025 ; le budget est inchangé.',
    'Enfin, l’emprunt de 60 000,00 € contracté pour le ravalement (assemblée du 3 mai 2021)',
    'se rembourse par trimestre : l’échéance de l’immeuble est de 2',
    '000,00 €, dont 124,00 € à votre charge. Votre part de l’emprunt était de 3 720,00 € ; après',
    'l’échéance de juillet, il vous restera 1 860,00 € à rembourser.',
  );

  it('gives the loan, the lot’s part and its instalment, proven by the same fraction of each', () => {
    const read = byField(guessFigures(letter, CALL, TODAY));
    expect(read.loan_amount).toMatchObject({ amount: 6000000, confidence: 0.95 });
    expect(read.loan_share).toMatchObject({ amount: 372000, confidence: 0.95 });
    expect(read.loan_instalment).toMatchObject({ amount: 12400, confidence: 0.95 });
    expect(spoken(read.loan_instalment!.proofs)).toEqual([
      '3 720,00 € / 60 000,00 € = 124,00 € / 2 000,00 €',
    ]);
  });

  it('gives what is left to repay, for the seller to check (no arithmetic proves it)', () => {
    const read = byField(guessFigures(letter, CALL, TODAY));
    expect(read.loan_remaining).toMatchObject({ amount: 186000 });
    expect(read.loan_remaining!.confidence).toBeLessThan(0.9);
  });

  it('reads the exercise « court du … au … » wrapped after « exercice »', () => {
    const read = byField(guessFigures(letter, CALL, TODAY));
    expect(read.fiscal_year_start).toMatchObject({ date: '2024-10-01' });
    expect(read.fiscal_year_end).toMatchObject({ date: '2025-09-30' });
  });

  it('leaves the instalment unproven when the lot’s part is not the same fraction', () => {
    const read = byField(
      guessFigures(
        page(
          'L’emprunt de 60 000,00 € se rembourse par trimestre : l’échéance de l’immeuble est de 2 000,00 €,',
          'dont 130,00 € à votre charge. Votre part de l’emprunt était de 3 720,00 €.',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read.loan_instalment).toMatchObject({ amount: 13000 });
    expect(read.loan_instalment!.proofs).toBeUndefined();
    expect(read.loan_instalment!.confidence).toBeLessThan(0.9);
  });

  it('does not take the building’s instalment or a works amount for the lot’s', () => {
    const read = byField(
      guessFigures(
        page(
          'L’échéance de l’immeuble est de 2 000,00 € par trimestre.',
          'Les travaux de toiture de 48 000,00 € seront appelés en 2026.',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read).not.toHaveProperty('loan_instalment');
    expect(read).not.toHaveProperty('loan_amount');
    expect(read).not.toHaveProperty('loan_share');
  });
});

describe('a loan in a statement’s notes', () => {
  it('reads the capital and, on the next line, the lot’s part proven by its fraction', () => {
    const read = byField(
      guessFigures(
        page(
          'Relevé de compte copropriétaire — édition du 03/06/2025',
          'Emprunt collectif ascenseur (AG du 19/05/2020) — capital emprunté -48 000,00 €',
          'Votre part (45 / 1 000, clé ascenseur) -2 160,00 €',
        ),
        STATEMENT,
        TODAY,
      ),
    );
    expect(read.loan_amount).toMatchObject({ amount: 4800000, confidence: 0.95 });
    expect(read.loan_share).toMatchObject({ amount: 216000, confidence: 0.95 });
    expect(spoken(read.loan_share!.proofs)).toEqual(['48 000,00 € × 45 / 1000 = 2 160,00 €']);
  });
});

describe('the building’s figures in a letter’s sentences', () => {
  const letter = page(
    'Lyon, le 5 juin 2025',
    'Madame, Monsieur, l’assemblée générale du 12 mars 2025 a fixé le budget de l’immeuble à',
    '52 400,00 €, réparti selon les charges communes générales.',
    'Elle a porté la cotisation au fonds de travaux à 2 620,00 € par an, soit 183,40 € pour vous.',
    'Le fonds de travaux s’élevait à 14 300,00 € au 31 décembre 2024.',
    'Votre quote-part du budget de l’immeuble, fixé à 52 400,00 €, est de 3 668,00 €.',
  );
  const read = byField(guessFigures(letter, CALL, TODAY));

  it('gives the budget, the fund’s yearly contribution and its balance, for the seller to check', () => {
    expect(read.building_budget).toMatchObject({ amount: 5240000 });
    expect(read.works_funds_contribution).toMatchObject({ amount: 262000 });
    expect(read.works_funds).toMatchObject({ amount: 1430000 });
    expect(read.dt_works_funds).toMatchObject({ date: '2024-12-31' });
    for (const field of ['building_budget', 'works_funds_contribution', 'works_funds'])
      expect(read[field]!.confidence).toBeLessThan(0.9);
  });

  it('does not take the lot’s part for the building’s', () => {
    const lotOnly = byField(
      guessFigures(
        page(
          'Votre quote-part de la cotisation au fonds de travaux à 183,40 € par an est appelée ce trimestre.',
          'Le fonds de roulement s’élevait à 900,00 € au 31 décembre 2024.',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(lotOnly).not.toHaveProperty('works_funds_contribution');
    expect(lotOnly).not.toHaveProperty('works_funds');
  });
});

describe('a syndic’s answers worded their own way', () => {
  const QUESTIONNAIRE = {
    kind: 'questionnaire-syndic',
    dateISO: '2025-05-15',
    dateConfidence: 0.8,
  };
  const answers = byField(
    guessFigures(
      page(
        'Budget prévisionnel voté pour l’exercice en cours 68 000,00 €',
        'Cotisation annuelle votée au fonds de travaux (2025) 3 400,00 €',
        'Charges impayées de l’ensemble des copropriétaires (31.12.2024) 8 214,36 €',
        'Dettes du syndicat envers ses fournisseurs (31.12.2024) 5 097,85 €',
      ),
      QUESTIONNAIRE,
      TODAY,
    ),
  );

  const loan = byField(
    guessFigures(
      page(
        '5. Procédures',
        'Quote-part des lots 41 et 63 dans les frais de procédure 120,00 €',
        '6. Fonds de travaux',
        'Cotisation votée pour 2025 6 000,00 €',
        '7. Emprunt collectif',
        'Capital emprunté par le syndicat 240 000,00 €',
        'Quote-part des lots 41 et 63 6 600,00 €',
        'Capital restant dû par les lots après l’échéance 5 544,00 €',
      ),
      QUESTIONNAIRE,
      TODAY,
    ),
  );

  it('reads a section’s items by its heading: the fund’s contribution, the loan’s lots', () => {
    expect(loan.works_funds_contribution).toMatchObject({ amount: 600000 });
    expect(loan.loan_share).toMatchObject({ amount: 660000 });
    expect(loan.loan_remaining).toMatchObject({ amount: 554400 });
  });

  it('reads the building’s budget, fund contribution, unpaid charges and debts', () => {
    expect(answers.building_budget).toMatchObject({ amount: 6800000 });
    expect(answers.works_funds_contribution).toMatchObject({ amount: 340000 });
    expect(answers.unpaid).toMatchObject({ amount: 821436 });
    expect(answers.unpaid_providers).toMatchObject({ amount: 509785 });
  });
});

describe('a lot’s yearly share answered without « dans le budget »', () => {
  const QUESTIONNAIRE = {
    kind: 'questionnaire-syndic',
    dateISO: '2025-05-15',
    dateConfidence: 0.8,
  };
  const share = (line: string) =>
    byField(guessFigures(page(line), QUESTIONNAIRE, TODAY)).expected_budget?.amount;

  it('does not take the amount’s thousands for the lot’s number', () => {
    expect(share('Quote-part annuelle du lot 2 420,80 €')).toBe(242080);
    expect(share('Quote-part annuelle du lot 6 2 380,00 €')).toBe(238000);
  });

  it('takes the answer before its breakdown', () => {
    expect(share('Quote-part annuelle des lots 6 et 31 3 376,40 € (3 146,40 € + 230,00 €)')).toBe(
      337640,
    );
  });
});

describe('a clause is its own answer', () => {
  it('takes a labelled row’s amount before the next clause’s', () => {
    const read = byField(
      guessFigures(
        page(
          'Part du fonds de travaux rattachée au lot : 706,26 € ; dernière cotisation versée par le vendeur : 31,08 €.',
        ),
        { kind: 'questionnaire-syndic', dateISO: '2025-05-15', dateConfidence: 0.8 },
        TODAY,
      ),
    );
    expect(read.works_funds_lot).toMatchObject({ amount: 70626 });
  });
});

describe('minutes’ exercise', () => {
  const PV = { kind: 'pv-ag', dateISO: '2025-06-12', dateConfidence: 0.97 };

  it('is the closed year whose accounts they approve, not the year of the budget they vote', () => {
    const read = byField(
      guessFigures(
        page(
          'Résolution 4 : l’assemblée vote un budget de 48 000,00 € pour l’exercice du 1er juillet 2025 au 30 juin 2026.',
          'Résolution 3 : l’assemblée approuve les comptes de l’exercice du 1er juillet 2023 au 30 juin 2024.',
        ),
        PV,
        TODAY,
      ),
    );
    expect(read.fiscal_year_start).toMatchObject({ date: '2023-07-01' });
    expect(read.fiscal_year_end).toMatchObject({ date: '2024-06-30' });
  });
});

describe('a statement of several lots', () => {
  it('gives the fund’s last contribution as the sum of that day’s rows, one per lot', () => {
    const read = byField(
      guessFigures(
        page(
          'RELEVÉ DE COMPTE — LOTS 4 ET 22',
          'Date Libellé Débit Crédit Solde',
          '01/01/2025 Fonds travaux T4 — lot 4 30,62 661,62 D',
          '01/01/2025 Fonds travaux T4 — lot 22 0,93 662,55 D',
          '08/01/2025 Virement -662,55 0,00',
          '01/04/2025 Fonds travaux T1 — lot 4 31,56 31,56 D',
          '01/04/2025 Fonds travaux T1 — lot 22 0,96 32,52 D',
        ),
        STATEMENT,
        TODAY,
      ),
    );
    expect(read.works_funds_last_contribution).toMatchObject({ amount: 3252 });
  });
});

describe('a letter splitting the budget by key', () => {
  const letter = page(
    'Toulon, le 12 juin 2025',
    '— charges générales : votre quote-part de 50 000,00 € pour 300 / 10 000 tantièmes s’élève à',
    '1 500,00 € pour l’exercice, soit 375,00 € par trimestre ;',
    '— ascenseur : votre quote-part de 8 000,00 € pour 40 / 1 000 tantièmes s’élève à',
    '320,00 € pour l’exercice, soit 80,00 € par trimestre.',
    'Au total, le budget de 58 000,00 € vous revient pour 1 820,00 € sur l’exercice, soit 455,00 €',
    'appelés le 1er juillet 2025.',
    'L’emprunt de 120 000,00 € souscrit pour la chaufferie est réparti selon la clé générale ; votre part est de 3 600,00 €.',
    'Sur l’échéance trimestrielle de 3 000,00 €, il vous est appelé',
    '90,00 € ; le capital restant dû sur votre part sera ensuite de 2 700,00 €. Prochaine échéance de',
    'l’emprunt : 1er octobre 2025.',
  );
  const read = byField(guessFigures(letter, CALL, TODAY));

  it('gives the lot’s year as the sum of its keys, not the first key’s', () => {
    expect(read.expected_budget).toMatchObject({ amount: 182000, confidence: 0.95 });
    expect(spoken(read.expected_budget!.proofs)).toEqual([
      '1 500,00 € + 320,00 € = 1 820,00 €',
      '455,00 € × 4 = 1 820,00 €',
    ]);
  });

  it('reads the loan said another way, and the day of its next instalment', () => {
    expect(read.loan_share).toMatchObject({ amount: 360000, confidence: 0.95 });
    expect(read.loan_instalment).toMatchObject({ amount: 9000, confidence: 0.95 });
    expect(read.loan_remaining).toMatchObject({ amount: 270000 });
    expect(read.dt_loan_next).toMatchObject({ date: '2025-10-01' });
  });
});
