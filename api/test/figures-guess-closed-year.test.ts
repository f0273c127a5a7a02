import { guessFigures } from '../src/services/document-reading/figures/guess';
import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import { byField, page, spoken, TODAY } from './helpers/figures';
import { listingFigures, listingPage } from './helpers/listing';

/**
 * The tenth round (issue 39): the lot's closed year — what it was called and what it really
 * cost — read on the seller's total of a table of keys, or in the words of an answer; and
 * the e-mails and letters that carry a call, a décompte or the syndic's answers.
 */

const KEYS = ['Clé', 'Tantièmes', 'Dépenses immeuble', 'Votre part', 'Provisions', 'Écart'];

describe('a décompte’s table of keys', () => {
  const statement = listingPage(
    'DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE 2024 — lots 15 et 38',
    [
      KEYS,
      ['Charges générales', '326', '56 412,80', '1 839,06', '1 890,80', '51,74'],
      ['Chauffage', '335', '12 905,40', '432,33', '402,00', '-30,33'],
      ['Total lot 15', '', '', '2 271,39', '2 292,80', '21,41'],
    ],
    [
      KEYS,
      ['Charges générales', '10', '56 412,80', '56,41', '58,00', '1,59'],
      ['Total lot 38', '', '', '56,41', '58,00', '1,59'],
    ],
    [
      ['Charges courantes', 'Votre part', 'Provisions', 'Écart'],
      ['Total lots 15 et 38', '2 327,80', '2 350,80', '23,00'],
    ],
  );

  it('reads the seller’s total of both lots, proven by the gap and the lots’ totals', () => {
    const read = listingFigures('decompte-de-charges', [statement]);
    expect(read.budget_n).toMatchObject({ amount: 232780, confidence: 0.95 });
    expect(read.expected_budget_n).toMatchObject({ amount: 235080, confidence: 0.95 });
    expect(spoken(read.budget_n!.proofs)).toEqual([
      '2 350,80 € − 2 327,80 € = 23,00 € (écart)',
      '2 271,39 € + 56,41 € = 2 327,80 €',
    ]);
  });

  it('takes no lot’s own total for the seller’s when the statement shows two lots', () => {
    const twoLots = listingPage(
      'DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE 2024',
      [
        ['Lot 15 — appartement'],
        KEYS,
        ['Charges générales', '326', '56 412,80', '1 839,06', '1 890,80', '51,74'],
      ],
      [
        ['Lot 38 — cave'],
        KEYS,
        ['Charges générales', '10', '56 412,80', '56,41', '58,00', '1,59'],
        ['Total lot 38', '', '', '56,41', '58,00', '1,59'],
      ],
    );
    const read = listingFigures('decompte-de-charges', [twoLots]);
    expect(read.budget_n).toBeUndefined();
  });

  it('pairs columns by the year printed under their headings, the closed year first', () => {
    const twoYears = listingPage('DÉCOMPTE INDIVIDUEL DE CHARGES — EXERCICE 2024 — lot 33', [
      ['Clé', 'Tantièmes', 'Provisions', 'Réel', 'Provisions', 'Réel'],
      ['', '', '2023', '2023', '2024', '2024'],
      ['Charges générales', '274 / 10 000', '1 507,00', '1 533,31', '1 589,20', '1 557,47'],
      ['Chauffage', '290 / 10 000', '783,00', '815,31', '754,00', '704,86'],
      ['Total lot 33', '', '2 290,00', '2 348,62', '2 343,20', '2 262,33'],
      ['Régularisation', '', '58,62 DB', '', '80,87 CR', ''],
    ]);
    const read = listingFigures('decompte-de-charges', [twoYears]);
    expect(read.budget_n).toMatchObject({ amount: 226233, confidence: 0.95 });
    expect(read.expected_budget_n).toMatchObject({ amount: 234320 });
    expect(read.budget_n1).toMatchObject({ amount: 234862 });
    expect(read.expected_budget_n1).toMatchObject({ amount: 229000 });
  });

  it('reads a works table by its title as the year’s works outside the budget', () => {
    const works = listingPage('DÉCOMPTE INDIVIDUEL DES CHARGES — EXERCICE 2024 — lot 15', [
      ['Travaux hors budget — remplacement de l’interphonie'],
      ['Lot', 'Tantièmes', 'Appelé', 'Dépense réelle', 'Écart'],
      ['15', '326 / 10 000', '312,96', '306,83', '6,13'],
      ['Total', '', '312,96', '306,83', '6,13'],
    ]);
    const read = listingFigures('decompte-de-charges', [works]);
    expect(read.hors_budget_n).toMatchObject({ amount: 30683, confidence: 0.95 });
    expect(read.expected_hors_budget_n).toMatchObject({ amount: 31296 });
    expect(read.budget_n).toBeUndefined();
  });

  it('reads nothing of the lot in the building’s own table', () => {
    const building = listingPage('ANNEXE 3 — EXERCICE 2024', [
      ['Dépenses', 'Budget', 'Réalisé', 'Budget 2025'],
      ['Charges générales', '48 000,00', '49 126,40', '50 000,00'],
      ['Ascenseur', '6 000,00', '5 812,10', '6 200,00'],
      ['Total', '54 000,00', '54 938,50', '56 200,00'],
    ]);
    const read = listingFigures('annexes-comptables', [building]);
    expect(read.budget_n).toBeUndefined();
    expect(read.expected_budget_n).toBeUndefined();
  });
});

describe('the closed year in an answer’s words', () => {
  const ANSWERS = { kind: 'questionnaire-syndic', dateISO: '2025-06-12', dateConfidence: 0.8 };
  /** The guesses of an answer of these lines, read on the corpus's day. */
  const answered = (...lines: string[]) => byField(guessFigures(page(...lines), ANSWERS, TODAY));

  it('reads the lot’s calls and real charges together, for the seller to check', () => {
    const read = answered(
      '8. Quelles sommes le lot a-t-il supportées sur le dernier exercice clos (2024) ?',
      'Réponse : comptes approuvés par l’assemblée du 10 avril 2025 ; provisions appelées sur le',
      'budget : 2 368,00 € ; charges réelles',
      'du lot : 2 341,57 €. Aucune dépense hors budget en 2024.',
    );
    expect(read.expected_budget_n).toMatchObject({ amount: 236800 });
    expect(read.budget_n).toMatchObject({ amount: 234157 });
    expect(read.budget_n!.confidence).toBeLessThan(0.9);
  });

  it('dates « the last exercise closed » by the answer’s day, not by today', () => {
    const answer = page(
      'Dernier exercice clos : provisions appelées au lot 2 492,40 € ; charges réelles du lot 2 513,87 €.',
    );
    // read in November 2026, an answer of June 2025 speaks of the year before the last closed
    const later = byField(guessFigures(answer, ANSWERS, new Date('2026-11-29T12:00:00Z')));
    expect(later.budget_n).toBeUndefined();
    expect(later.budget_n1).toMatchObject({ amount: 251387 });
    const muchLater = byField(guessFigures(answer, ANSWERS, new Date('2027-11-29T12:00:00Z')));
    expect(muchLater.budget_n1).toBeUndefined();
  });

  it('takes an amount told before « d’appels de provisions », proven by the complement', () => {
    const read = answered(
      '5. Dernier exercice clos. Le lot 23 a reçu 2 206,60 € d’appels de provisions pour des',
      'charges réelles de 2 241,35 € ; le complément de 34,75 € a été appelé le 1er janvier 2025.',
    );
    expect(read.expected_budget_n).toMatchObject({ amount: 220660, confidence: 0.95 });
    expect(read.budget_n).toMatchObject({ amount: 224135, confidence: 0.95 });
    expect(spoken(read.budget_n!.proofs)).toEqual([
      '2 241,35 € − 2 206,60 € = 34,75 € (régularisation)',
    ]);
  });

  it('pairs the lot’s own amounts in a table of answers, past the building’s budget', () => {
    const read = answered(
      '9 Budget voté de cet exercice 88 200,00 €',
      '10 Provisions appelées au lot sur le dernier exercice clos Budget 2024/2025 de 88 200,00 € 2 769,48',
      '11 Charges réelles du lot sur ce même exercice 2 731,33',
    );
    expect(read.expected_budget_n).toMatchObject({ amount: 276948 });
    expect(read.budget_n).toMatchObject({ amount: 273133 });
  });

  it('takes the total, not the part printed after it (each lot’s, or « dont … »)', () => {
    const read = answered(
      'Avances de trésorerie détenues par le syndicat : 323,00 € (lot 23 : 300,00 ; lot 61 : 7,00 ; lot 88 : 16,00).',
      'Dernière cotisation versée (appel du 2025-04-01) 21,68 lot 33 : 20,95 — lot 51 : 0,73',
      '7. Fonds de travaux : 33 600,00 € au 30/09/2024, dont 1 068,48 € attachés aux lots (lot 8 : 1 000,00 € ; lot 35 : 68,48 €).',
    );
    expect(read.reserved_advances).toMatchObject({ amount: 32300 });
    expect(read.works_funds_last_contribution).toMatchObject({ amount: 2168 });
    expect(read.works_funds).toMatchObject({ amount: 3360000 });
    expect(read.works_funds_lot).toMatchObject({ amount: 106848 });
  });

  it('reads nothing from the building’s calls and spending', () => {
    const read = answered(
      'Pour l’immeuble, les provisions appelées en 2024 s’élèvent à 250 000,00 € et les charges',
      'réelles à 245 000,00 €. Votre lot 12 en supporte la part de ses tantièmes.',
    );
    expect(read.budget_n).toBeUndefined();
  });
});

describe('letters and e-mails that carry a document', () => {
  const kindOf = (...lines: string[]) => classifyText(lines.join('\n')).kind;

  it('reads an e-mail whose subject names the call as the call', () => {
    expect(
      kindOf(
        'De : Service copropriété <copro@syndic.fr>',
        'Objet : Votre appel de fonds du 3e trimestre 2025 — Résidence LES BALCONS — lot 23',
        'Bonjour Monsieur,',
        'Vous trouverez ci-dessous le détail de votre appel exigible le 1er juillet 2025.',
      ),
    ).toBe('appel-de-fonds');
    expect(
      kindOf(
        'Objet : Copro du 9 rue Thiers — charges du 3e trimestre 2025',
        'Bonjour Madame, je vous transmets l’appel de la copropriété.',
      ),
    ).toBe('appel-de-fonds');
  });

  it('keeps a reminder of an unpaid call a letter', () => {
    expect(
      kindOf(
        'Objet : relance — appel de fonds du 1er avril 2025 impayé',
        'Madame, Monsieur, sauf erreur de notre part, votre appel reste impayé.',
        'Veuillez agréer nos salutations distinguées.',
      ),
    ).toBe('courrier');
  });

  it('reads a letter answering the notary’s questionnaire as the answers', () => {
    expect(
      kindOf(
        'Objet : RE: Vente RIBEIRO — lots 8 et 35 — votre questionnaire du 27/05/2025',
        'Maître,',
        'Voici nos réponses à votre questionnaire, dans l’ordre de vos questions.',
        '1. Exercice en cours ; budget voté : 84 000,00 €. 2. État daté : honoraires de mutation.',
        '3. Part du fonds de travaux rattachée aux lots : 1 204,00 €.',
      ),
    ).toBe('questionnaire-syndic');
  });

  it('takes no title from a sentence that refers to another document', () => {
    expect(
      kindOf(
        'Annexe 1 (extrait) — situation financière',
        'Comptes de l’exercice du 1er octobre 2023 au 30 septembre 2024, joints à la',
        'convocation de l’assemblée générale du 11 février 2025',
        'Annexe 3 — charges courantes par clé de répartition',
      ),
    ).toBe('annexes-comptables');
  });
});
