import { guessFigures } from '../src/services/document-reading/figures/guess';
import type { DocumentText } from '../src/services/document-reading/types';

/**
 * The sixth round (issue 39): prose wraps anywhere, inside a label or between a key's
 * building amount, the lot's tantièmes and its share.
 */
const TODAY = new Date('2025-06-30T12:00:00Z');
const values = (guesses: ReturnType<typeof guessFigures>) =>
  Object.fromEntries(guesses.map((g) => [g.field, g.amount ?? g.date]));
const page = (...text: string[]): DocumentText => ({ pages: [text.join('\n')], source: 'pdf' });

describe('prose wrapped inside a label', () => {
  const statement = (...text: string[]): DocumentText => ({
    pages: [text.join('\n')],
    source: 'pdf',
  });
  const read = { kind: 'releve-de-compte', dateISO: '2025-05-14', dateConfidence: 0.97 };

  it('is read across the line’s end when the next line goes on with a small letter', () => {
    const wrapped = statement(
      'Extrait de compte — copropriété LE COLBERT',
      'Lot 12 (appartement, 3e étage) — exercice 2024/2025 (octobre à septembre) — budget de votre',
      'lot pour l’exercice : 2 203,20 € (quatre appels de 550,80 €)',
    );
    expect(values(guessFigures(wrapped, read, TODAY)).expected_budget).toBe(220320);
  });

  it('is not joined to a line that opens a new sentence or row', () => {
    const rows = statement(
      'Extrait de compte — copropriété LE COLBERT — exercice 2024/2025 — budget de votre',
      'Lot 12 : 2 203,20 €',
    );
    expect(values(guessFigures(rows, read, TODAY))).not.toHaveProperty('expected_budget');
  });
});

describe('a call written as sentences', () => {
  const read = { kind: 'appel-de-fonds', dateISO: '2025-06-10', dateConfidence: 0.97 };
  const letter = page(
    'Appel de provisions du troisième trimestre 2025 — lot n° 14',
    'Clé 01 — Charges communes générales : budget annuel de la clé 74 000,00 € ; vos tantièmes',
    '318 / 10 000 ; votre quote-part annuelle 2 353,20 € ; appel du trimestre (1/4) 588,30 €.',
    'Clé 03 — Escalier B : budget annuel de la clé 8 400,00 € ; vos tantièmes 127 / 1 000 ; votre quote-',
    'part annuelle 1 066,80 € ; appel du trimestre (1/4) 266,70 €.',
    'Fonds de travaux (loi ALUR) : cotisation annuelle votée 4 200,00 €, répartie en charges communes',
    'générales ; votre quote-part annuelle 133,56 € ; appel du trimestre 33,39 €.',
    'Récapitulatif Annuel 3e trimestre',
    'Provisions sur budget prévisionnel 3 420,00 € 855,00 €',
    'Cotisation au fonds de travaux 133,56 € 33,39 €',
    'Budget prévisionnel 2025 voté par l’assemblée générale du 14/03/2024 : 82 400,00 €',
  );

  it('is read by its arithmetic across the lines a sentence wraps over', () => {
    expect(values(guessFigures(letter, read, TODAY))).toMatchObject({
      building_budget: 8240000,
      expected_budget: 342000,
      works_funds_contribution: 420000,
      works_funds_last_contribution: 3339,
    });
  });

  it('proves the fund’s sentence by the lot’s tantièmes printed for the budget', () => {
    const fund = guessFigures(letter, read, TODAY).find(
      (f) => f.field === 'works_funds_contribution',
    )!;
    expect(fund.proofs!.map((proof) => proof.replace(/\s/gu, ' '))).toEqual([
      '4 200,00 € × 318 / 10000 = 133,56 €',
    ]);
  });

  it('does not prove a sentence the lot’s tantièmes do not give', () => {
    const other = page(
      'Clé 01 — Charges communes générales : budget annuel 74 000,00 € ; vos tantièmes 318 / 10 000 ;',
      'votre quote-part annuelle 2 353,20 €.',
      'Fonds de travaux : cotisation annuelle votée 4 200,00 € ; votre quote-part 140,00 €.',
    );
    expect(values(guessFigures(other, read, TODAY))).not.toHaveProperty('works_funds_contribution');
  });
});

describe('a statement telling the lot’s year and its calls in one clause', () => {
  const read = { kind: 'releve-de-compte', dateISO: '2025-06-05', dateConfidence: 0.97 };

  it('gives the year’s share, the call × the calls of a year proving it', () => {
    const statement = page(
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
      'Mme Nathalie Guérin — lot 41 — exercice 2024/2025. Provisions de l’exercice : 2 451,00 € par an pour votre lot, soit',
      '612,75 € par trimestre ; fonds de travaux : 30,60 € par trimestre.',
    );
    const share = guessFigures(statement, read, TODAY).find((f) => f.field === 'expected_budget')!;
    expect(share.amount).toBe(245100);
    expect(share.proofs!.map((proof) => proof.replace(/\s/gu, ' '))).toEqual([
      '612,75 € × 4 = 2 451,00 €',
    ]);
  });

  it('reads a letter’s sentence printing the building’s amount too', () => {
    const letter = page(
      'Objet : appel de charges du 4e trimestre de l’exercice 2024-2025',
      'Votre quote-part de 38 600,00 € / 1 000 tantièmes, pour les 87 tantièmes de votre lot,',
      'représente 3 358,20 € sur l’année, soit 839,55 € par trimestre.',
    );
    const appel = { kind: 'appel-de-fonds', dateISO: '2025-06-05', dateConfidence: 0.97 };
    expect(values(guessFigures(letter, appel, TODAY)).expected_budget).toBe(335820);
  });

  it('gives a closed year’s share as what was called on it', () => {
    const closed = page(
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
      'Provisions de l’exercice 2024 : 2 300,00 € pour votre lot, soit 575,00 € par trimestre.',
    );
    const found = values(guessFigures(closed, read, TODAY));
    expect(found.expected_budget_n).toBe(230000);
    expect(found).not.toHaveProperty('expected_budget');
  });

  it('leaves the works fund, works and the building’s budget, called the same way', () => {
    const others = page(
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
      'Fonds de travaux de votre lot : 122,40 € par an, soit 30,60 € par trimestre.',
      'Travaux de toiture : votre quote-part 840,00 €, soit 420,00 € par appel.',
      'Budget de la copropriété : 82 400,00 € par an, soit 20 600,00 € par trimestre.',
    );
    expect(values(guessFigures(others, read, TODAY))).not.toHaveProperty('expected_budget');
  });
});

describe('minutes whose sentences wrap', () => {
  const read = { kind: 'pv-ag', dateISO: '2025-01-23', dateConfidence: 0.97 };
  const minutes = page(
    'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE DU 23/01/2025',
    'Résolution 2 — Approbation des comptes de l’exercice clos le 30',
    'septembre 2024 (art. 24)',
    'Les comptes de l’exercice allant du 1er octobre 2023 au 30 septembre 2024 font apparaître des',
    'dépenses de fonctionnement de 76 318,40 € pour un budget prévisionnel de 74 000,00 €.',
    'Résolution 6 — Cotisation ALUR (art. 25)',
    'Le fonds de travaux s’élevait à 19 480,00 € au 30/09/2024. L’assemblée fixe à 3 850,00 € la',
    'cotisation au fonds de travaux de l’exercice 2024/2025 (5 % du budget), répartie selon les',
    'tantièmes généraux. Adoptée.',
  );

  it('give the closed year’s budget, the fund’s balance and its date, and the contribution fixed', () => {
    expect(values(guessFigures(minutes, read, TODAY))).toMatchObject({
      building_budget_n: 7400000,
      works_funds: 1948000,
      dt_works_funds: '2024-09-30',
      works_funds_contribution: 385000,
    });
  });
});

describe('minutes revising this year’s budget and recalling the fund', () => {
  const read = { kind: 'pv-ag', dateISO: '2025-06-12', dateConfidence: 0.97 };
  const minutes = page(
    'Procès-verbal de l’assemblée générale ordinaire du 12 juin 2025',
    'Résolution 6 — Ajustement du budget de l’exercice 2025/2026',
    'Le budget de l’exercice du 1er avril 2025 au 31 mars 2026, voté à 106 000,00 € lors de',
    'l’assemblée du 19 juin 2024, est porté à 108 000,00 € pour tenir compte de la hausse du contrat.',
    'Résolution 8 — Fonds de travaux',
    'L’assemblée prend acte d’un fonds de travaux de 48 900,00 € au 31 mars 2025 et fixe la',
    'cotisation de l’exercice 2025/2026 à 5 400,00 €, soit 5 % du budget.',
  );

  it('give the revised budget, not the one voted last year, and the fund on its day', () => {
    expect(values(guessFigures(minutes, read, TODAY))).toMatchObject({
      building_budget: 10800000,
      works_funds: 4890000,
      dt_works_funds: '2025-03-31',
    });
  });
});
