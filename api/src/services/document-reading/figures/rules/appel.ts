import type { FigureRule } from './rule';

const APPEL = ['appel-de-fonds'];

/** Appel de fonds: the lot's yearly share of the budget, not the building's budget. */
/** The fund's balance told in a call's sentence: « Le fonds de travaux, qui s'élevait à … ». */
const FUND_TOLD = /^le fonds de travaux(?:,? qui)? (?:s'eleve|s'elevait|atteint|atteignait) a\b/;

export const APPEL_RULES: FigureRule[] = [
  // a call's letter tells the building's fund for the seller to check (weak)
  {
    kinds: APPEL,
    field: 'works_funds',
    label: FUND_TOLD,
    value: 'amount',
    pick: 'first',
    weak: true,
    example: {
      lines: [
        'Le fonds de travaux, qui s’élevait à 4 120,00 € au 31 décembre 2024, en financera 3 600,00 €.',
      ],
      expected: 412000,
    },
    counterExample: ['Le fonds de travaux financera 3 600,00 € des travaux.'],
  },
  {
    kinds: APPEL,
    field: 'dt_works_funds',
    label: FUND_TOLD,
    value: 'date',
    pick: 'first',
    weak: true,
    example: {
      lines: ['Le fonds de travaux, qui s’élevait à 4 120,00 € au 31 décembre 2024, en financera'],
      expected: '2024-12-31',
    },
    counterExample: ['Le fonds de travaux financera au 01/09/2025 3 600,00 € des travaux.'],
  },
  {
    kinds: APPEL,
    field: 'wanted_loads',
    // the closed year's balance called with the quarter: owed on a closed exercise
    label:
      /^(?:solde|regularisation) (?:de l'exercice|des charges(?: de l'exercice)?) (?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?\b(?!.*\ben votre faveur\b)/,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: {
      lines: ['Solde de l’exercice 2024/2025 (AG du 05.06.2025) 53,02 EUR 1,19 EUR 54,21 EUR'],
      expected: 5421,
    },
    counterExample: ['Solde de l’exercice 2024/2025 : 54,21 EUR en votre faveur'],
  },
  {
    // the closed year's shortfall, called after its accounts were approved: a call adds it, a
    // statement or the syndic's answers list it among the sums due (« Insuffisance 2024/2025
    // 32,13 », « Insuffisance de l'exercice 2024 94,50 »)
    kinds: [...APPEL, 'releve-de-compte', 'questionnaire-syndic'],
    field: 'wanted_loads',
    label:
      /^(?:\d{1,2} )?insuffisance (?:de provisions )?(?:de l'exercice |des charges )?(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?\b(?!.*\ben votre faveur\b)/,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: { lines: ['Insuffisance de l’exercice 2024 94,50'], expected: 9450 },
    counterExample: ['Insuffisance de provisions : voir l’annexe'],
  },
  {
    kinds: APPEL,
    field: 'expected_budget',
    label: /\bsoit pour votre lot\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Budget prévisionnel 2025 voté : 229 281,89 € pour l’immeuble, soit pour votre lot 3 027,17 € par',
      ],
      expected: 302717,
    },
    counterExample: ['Budget prévisionnel 2025 voté : 229 281,89 € pour l’immeuble.'],
  },
  {
    kinds: APPEL,
    field: 'expected_budget',
    // « Votre quote-part annuelle » alone is the budget's: a works call names its works
    label:
      /^(?:votre )?(?:budget annuel|quote-part (?:annuelle )?(?:du )?budget(?: previsionnel)?|quote-part annuelle\b(?! (?:des |de |pour )?travaux))(?: \d{4})?\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Votre quote-part annuelle du budget prévisionnel 2025 : 1 650,00 €'],
      expected: 165000,
    },
    counterExample: ['Rappel : quote-part budget 2024 2.201,12'],
  },
  {
    // a notice or a statement naming the lot's budget (« Budget 2025 de votre lot : 1 944,00 »,
    // « (budget annuel de vos lots : 2 347,20 €) »), not the building's
    kinds: [...APPEL, 'releve-de-compte'],
    field: 'expected_budget',
    label: /\bbudget (?:annuel |previsionnel )?(?:\d{4} )?de (?:votre|vos) lots?\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Provision mensuelle 2025 : 195,60 € (budget annuel de vos lots : 2 347,20 €)'],
      expected: 234720,
    },
    counterExample: ['Budget prévisionnel 2025 de la copropriété : 168 100,00 €'],
  },
  {
    kinds: APPEL,
    field: 'works_funds_last_contribution',
    // the lot's contribution of this call, not the copropriété's fund; the form asks the
    // last one paid, which a call does not tell (it is paid after): the seller checks it
    // (a sentence giving the year's vote first, « cotisation annuelle votée 4 200,00 € », has
    // the call's amount further on, often on the next line)
    label:
      /^(?:cotisation (?:au )?)?fonds de travaux\b(?! de la copropriete| de l'immeuble)(?!.*\b(?:cotisation annuelle|votee?|part annuelle|par an)\b)/,
    value: 'amount',
    pick: 'last',
    weak: true,
    example: {
      lines: ['Cotisation fonds de travaux (loi ALUR) 207/10000 37,84 €'],
      expected: 3784,
    },
    counterExample: [
      'Cotisation fonds de travaux (loi ALUR) 207/10000 à régler',
      'Fonds de travaux (loi ALUR) : cotisation annuelle votée 4 200,00 €, répartie en charges',
      // the year's share, printed above the quarter's
      'Fonds de travaux — part annuelle 128,80 9,20 138,00',
    ],
  },
  {
    // what the lot still owes on a collective loan, printed under a call's loan row
    kinds: [...APPEL, 'releve-de-compte'],
    field: 'loan_remaining',
    label: /^capital restant du\b.*\b(?:votre|vos) (?:quote-part|part|lots?)\b/,
    value: 'amount',
    pick: 'last',
    // a ledger may print it on the side of what the lot owes (« -1 188,64 »)
    magnitude: true,
    example: {
      lines: [
        'Capital restant dû sur votre part d’emprunt après l’échéance du 01.07.2025 : 4 712,86 €',
      ],
      expected: 471286,
    },
    counterExample: ['Capital restant dû par le syndicat au 30/06/2025 : 136 240,00 €'],
  },
  {
    kinds: APPEL,
    field: 'unbudget_not_due',
    // the works still to be called once this call is paid: « Reste à appeler après cet avis :
    // 1 644,00 € » under the operation's instalments; a list of them (« : ravalement, … ; … »)
    // is left to the seller
    label:
      /^(?:travaux (?:votes )?)?rest(?:e|ent|ant) a appeler apres (?:cet|ce|le present) (?:avis|appel)(?= ?: ?\d)|^apres (?:cet|ce|le present) (?:avis|appel),? il (?:restera|reste) (?=\d[\d .]*,\d{2} ?(?:€|euros?)? a appeler\b)/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Reste à appeler après cet avis : 1 644,00 €.'], expected: 164400 },
    counterExample: ['Reste à appeler sur l’exercice : deux trimestres de 612,00 €'],
  },
];
