import { guessFigures } from '../src/services/document-reading/figures/guess';
import { page, TODAY, valuesByField } from './helpers/figures';

/**
 * The eighth round (issue 39): calls sent as letters that name the budget by its vote,
 * exports that print the exercise with an arrow, ledgers whose balance mixes the budget's
 * calls with the fund's, a closed year's settlement and fees, and annexes whose last
 * heading carries its own year above the others'.
 */

const CALL = { kind: 'appel-de-fonds', dateISO: '2025-06-13', dateConfidence: 0.8 };
const STATEMENT = { kind: 'releve-de-compte', dateISO: '2025-06-16', dateConfidence: 0.8 };
const ANNEXES = { kind: 'annexes-comptables', dateISO: '2025-06-05', dateConfidence: 0.8 };

describe('a call’s building figures named by their vote', () => {
  it('reads the budget « de 73 600,00 € voté » and the fund’s yearly contribution in a sentence', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'Avignon, le 13 juin 2025',
          'Conformément au budget prévisionnel de 73 600,00 € voté par l’assemblée générale du 11 avril',
          '2024 pour l’exercice du 1er janvier au 31 décembre 2025, et à la cotisation annuelle au fonds de',
          'travaux de 3 680,00 €, nous vous prions de bien vouloir régler les sommes suivantes :',
          'Fonds de travaux — part annuelle 128,80 9,20 138,00',
          'Fonds de travaux — 3e trimestre 32,20 2,30 34,50',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read).toMatchObject({
      building_budget: 7360000,
      works_funds_contribution: 368000,
      // the quarter's row, not the year's share printed above it
      works_funds_last_contribution: 3450,
    });
  });

  it('reads « Budget 2025 voté par l’assemblée générale du … : » and an export’s exercise with an arrow', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'Avis émis le 2025-06-13 — lot 9',
          'Exercice 2024-10-01 → 2025-09-30',
          'Budget 2025 voté par l’assemblée générale du 27/05/2024 : 203 500,00 € (toutes clés).',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read).toMatchObject({
      building_budget: 20350000,
      fiscal_year_start: '2024-10-01',
      fiscal_year_end: '2025-09-30',
    });
  });

  it('does not take the lot’s share of a voted budget for the building’s', () => {
    const read = valuesByField(
      guessFigures(
        page('Votre part du budget 2025 voté par l’assemblée : 2 745,60 €'),
        CALL,
        TODAY,
      ),
    );
    expect(read.building_budget).toBeUndefined();
  });
});

describe('a ledger’s balance split by what each debit was for', () => {
  const ledger = (...last: string[]) =>
    page(
      'Date Pièce Lot Libellé Débit Crédit Solde Sens',
      '01/01/2025 Solde au 31/12/2024 0,00',
      '01/04/2025 AF 23 Provisions charges 2T 2025 621,60 621,60 DB',
      '01/04/2025 AF 88 Provisions charges 2T 2025 33,60 655,20 DB',
      '01/04/2025 AF 23 Fonds travaux ALUR 2T 2025 31,08 686,28 DB',
      '14/04/2025 OD Régularisation charges 2024 (AG du 08/04/2025) 87,35 773,63 DB',
      '05/06/2025 OD Frais de relance 18,00 791,63 DB',
      ...last,
    );

  it('gives the budget’s calls, the closed year’s settlement and the fees apart, not the fund’s', () => {
    const read = valuesByField(
      guessFigures(ledger('Solde débiteur au 16/06/2025 791,63 DB'), STATEMENT, TODAY),
    );
    expect(read).toMatchObject({ budget: 65520, wanted_loads: 8735, other_due: 1800 });
  });

  it('does not take the balance a ledger opens on for what is due', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'Date Libellé Débit Crédit Solde',
          '01/07/2024 Solde dû au 30/06/2024 212,50 212,50',
          '01/07/2024 Provisions 1er trim. 354,60 567,10',
        ),
        STATEMENT,
        TODAY,
      ),
    );
    expect(read.budget).toBeUndefined();
  });

  it('sums the fund’s rows of the same day over the accounts kept lot by lot', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'Compte du lot 12 (appartement)',
          'Date Libellé Débit Crédit Solde',
          '01/04/2025 Fonds de travaux 2e trimestre 2025 27,72 582,12 DB',
          'Compte du lot 47 (parking)',
          'Date Libellé Débit Crédit Solde',
          '01/04/2025 Fonds de travaux 2e trimestre 2025 1,44 30,24 DB',
          'Provisions du 2e trimestre non réglées 554,40 28,80 583,20',
        ),
        STATEMENT,
        TODAY,
      ),
    );
    expect(read).toMatchObject({ works_funds_last_contribution: 2916, budget: 58320 });
  });
});

describe('annexes whose last heading prints its own year', () => {
  it('gives the other years, printed under their headings, to the headings in order', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'Annexe 3 — exercice 2024-04-01 → 2025-03-31',
          'Budget voté Réalisé Budget voté Budget 2026/2027 à',
          '2024/2025 2024/2025 2025/2026 voter',
          'Charges 104 000,00 101 876,32 108 000,00 112 000,00',
          'courantes',
        ),
        ANNEXES,
        TODAY,
      ),
    );
    expect(read).toMatchObject({ building_budget_n: 10400000, building_budget: 10800000 });
  });
});

describe('tables with one column per lot and one for their total', () => {
  const QUESTIONNAIRE = {
    kind: 'questionnaire-syndic',
    dateISO: '2025-06-06',
    dateConfidence: 0.8,
  };

  it('reads each row as the seller’s total when the lots’ amounts add up to it', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'INFORMATIONS FINANCIÈRES POUR LA MUTATION DE LOTS',
          'Lot 6 Lot 28 Total',
          'Quote-part annuelle 2025 des lots 2 301,00 93,60 2 394,60',
          'Hors budget exigible (toiture, appel du 01/04) 413,00 16,80 429,80',
          'Avances de trésorerie versées par le vendeur 295,00 12,00 307,00',
          'Provisions 2025 non exigibles (01/07 et 01/10) 1 150,50 46,80 1 197,30',
        ),
        QUESTIONNAIRE,
        TODAY,
      ),
    );
    expect(read).toMatchObject({
      expected_budget: 239460,
      unbudget: 42980,
      reserved_advances: 30700,
      ongoing_budget: 119730,
    });
  });

  it('leaves a row as printed when its last amount is not the sum of the lots’', () => {
    const read = valuesByField(
      guessFigures(
        page('Lot 6 Lot 28 Total', 'Quote-part annuelle 2025 des lots 2 301,00 93,60 2 400,00'),
        QUESTIONNAIRE,
        TODAY,
      ),
    );
    // the first amount, as a row of several is read without its table
    expect(read.expected_budget).toBe(230100);
  });

  it('proves a call’s yearly share by its quarter without the building’s amount', () => {
    const found = guessFigures(
      page(
        'Lot 8 — appartement Lot 26 — garage Total',
        'Budget 2025 — part annuelle 2 729,60 160,00 2 889,60',
        'Provision du 3e trimestre (1/4) 682,40 40,00 722,40',
        'Fonds de travaux — part annuelle 128,80 9,20 138,00',
        'Fonds de travaux — 3e trimestre 32,20 2,30 34,50',
      ),
      CALL,
      TODAY,
    );
    expect(valuesByField(found)).toMatchObject({
      expected_budget: 288960,
      works_funds_last_contribution: 3450,
    });
    // the seller's totals are no building's amount
    expect(valuesByField(found).works_funds_contribution).toBeUndefined();
    expect(found.find((f) => f.field === 'expected_budget')?.proofs).toHaveLength(1);
  });
});

describe('a questionnaire whose questions are numbered without a dot', () => {
  it('reads the answers’ amounts after « 2 Quote-part annuelle du lot … », « 6 Avances … »', () => {
    const read = valuesByField(
      guessFigures(
        page(
          'QUESTIONNAIRE AU SYNDIC — RÉPONSES',
          'N° Question du notaire Réponse du syndic Montant',
          '2 Quote-part annuelle du lot dans ce Appelée par quarts les 1er avril, juillet, octobre et 2 888,80',
          '6 Avances détenues par le syndicat pour le Fonds de roulement versé en 2012 314,00',
        ),
        { kind: 'questionnaire-syndic', dateISO: '2025-06-20', dateConfidence: 0.8 },
        TODAY,
      ),
    );
    expect(read).toMatchObject({ expected_budget: 288880, reserved_advances: 31400 });
  });
});
