import type { FigureRule } from './rule';

/**
 * A statement's line for what the closed year left due (« Report à nouveau », « Solde
 * exercice 2024 reporté / non réglé », « Solde reporté exercice 2024 »): the debt of
 * earlier years, apart from this year's.
 */
export const CARRIED =
  /\breport a nouveau\b|^(?:\d{2}\/\d{2}\/\d{4} )?solde (?:(?:de l')?exercice \d{4} (?:reporte|non regle|anterieur)|reporte (?:de l')?exercice \d{4})\b/;

/** Relevé de compte: the balance brought from the closed year is due by the seller. */
export const RELEVE_RULES: FigureRule[] = [
  {
    // the balance split under the ledger: « Dont exercices antérieurs 837,60 DB », or a
    // table's row « Exercices antérieurs clôturés 344,60 DB », « Solde des exercices clos
    // 176,45 » (an amount on its line: a header « Exercices clos | Exercice en cours » names
    // columns, not a row). What is owed today, after the payments and the closed year's
    // regularisation: it comes before the balance carried at the year's opening.
    kinds: ['releve-de-compte'],
    field: 'wanted_loads',
    label:
      /^(?:dont |solde (?:des? )?)?(?:les )?exercices? (?:anterieurs|clos)\b(?! le\b)(?=.*\d,\d{2})/,
    value: 'amount',
    pick: 'first',
    // « Exercices antérieurs 0,00 »: nothing is owed on them
    zeroIsAnswer: true,
    debtOnly: true,
    example: { lines: ['Solde des exercices clos 176,45'], expected: 17645 },
    counterExample: [
      'Exercices clos Exercice en cours (2025/2026) Total dû',
      '455,30 339,40 794,70',
    ],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'wanted_loads',
    label: CARRIED,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: { lines: ['01/01/2025 Report à nouveau exercice 2024 509,46'], expected: 50946 },
    counterExample: ['01/01/2025 Report à nouveau exercice 2024 0,00'],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'budget',
    label: /^dont (?:l')?exercice en cours\b/,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: { lines: ['Dont exercice en cours 1 281,00 DB'], expected: 128100 },
    counterExample: ['Dont exercices antérieurs 837,60 DB'],
  },
  {
    // a statement's « Situation » table: « Provisions exigibles non réglées 0,00 » answers
    kinds: ['releve-de-compte'],
    field: 'budget',
    label: /^provisions exigibles (?:et )?(?:non (?:regle|paye)e?s?|impayee?s?)\b/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    zeroIsAnswer: true,
    example: { lines: ['Provisions exigibles non réglées 0,00'], expected: 0 },
    counterExample: ['Provisions exigibles au 01/04/2025 588,70'],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'wanted_loads',
    label:
      /^(?:charges|sommes dues) (?:des|sur les) exercices (?:clos|anterieurs) (?:non (?:regle|paye)e?s?|impayee?s?)\b/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    zeroIsAnswer: true,
    example: { lines: ['Charges des exercices clos non réglées 42,54'], expected: 4254 },
    counterExample: ['Charges des exercices clos 2 304,54'],
  },
  {
    // what the syndic charges the seller for chasing a debt: the form's « autres sommes »
    kinds: ['releve-de-compte'],
    field: 'other_due',
    label:
      /^frais (?:imputables (?:au|aux) coproprietaires?|de (?:relance|recouvrement|mise en demeure|contentieux))\b(?=.*\d,\d{2})/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    example: { lines: ['Frais imputables au copropriétaire 18,00'], expected: 1800 },
    counterExample: ['05/06/2025 FRS Frais de relance 18,00 60,54 D'],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'works_funds_last_contribution',
    // the seller's lots together, below a ledger kept lot by lot
    label:
      /^fonds (?:de )?travaux appele le [\d/.]+ pour (?:les|vos) (?:deux|trois|quatre|\d) lots ?:/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'Fonds de travaux appelé le 01/04/2025 pour les trois lots : 34,87 € (cotisation 2025 : 4 400,00 €).',
      ],
      expected: 3487,
    },
    counterExample: ['Fonds de travaux appelé le 01/04/2025 pour le lot 12 : 0,55 €'],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'works_funds_last_contribution',
    label: /^dernier appel (?:du|au) fonds (?:de )?travaux\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Dernier appel du fonds de travaux (01/04/2025) 29,00'],
      expected: 2900,
    },
    counterExample: ['Dernier appel du fonds de travaux : voir ci-dessus'],
  },
  {
    // the balance analysed by nature: the budget's calls due, apart from the works'
    kinds: ['releve-de-compte'],
    field: 'budget',
    label:
      /^(?:dont )?(?:appels? (?:de )?|provisions (?:de |du |sur )?)(?:budget|charges)(?: courant| previsionnel)?s? (?:(?:echus? |exigibles? )(?:et )?(?:non (?:regle|paye)e?s? )?|(?:\d ?t )?\d{4} non (?:regle|paye)e?s?\b)|^provisions exigibles (?:et )?non (?:regle|paye)e?s?\b/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    example: { lines: ['Provisions sur charges 2T 2025 non réglées 486,00'], expected: 48600 },
    counterExample: ['Provisions budget 2025/2026 58 800,00 412/10000 2 422,56 201,88'],
  },
  {
    // a quarter's calls left unpaid, summed over the seller's lots in the last column of a
    // recapitulation (« Provisions du 2e trimestre non réglées 554,40 28,80 583,20 »)
    kinds: ['releve-de-compte'],
    field: 'budget',
    label:
      /^provisions (?:du |de |sur )?(?:(?:[1-4](?:er|e|eme)|premier|deuxieme|troisieme|quatrieme) trimestre|[1-4] ?t)(?: \d{4})? (?:non (?:regle|paye)e?s?|impayee?s?)\b/,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: {
      lines: ['Provisions du 2e trimestre non réglées 554,40 28,80 583,20'],
      expected: 58320,
    },
    counterExample: ['Provisions du 2e trimestre réglées le 06/04/2025 554,40'],
  },
  {
    // « Solde dû … : 317,63 € dont provisions de charges 302,50 € et fonds de travaux … »
    kinds: ['releve-de-compte'],
    field: 'budget',
    label: /\bdont (?:provisions|appels?) (?:de |du )?(?:charges|budget)\b/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    example: {
      lines: [
        'Solde dû : 317,63 € dont provisions de charges 302,50 € et fonds de travaux 15,13 €',
      ],
      expected: 30250,
    },
    counterExample: ['Solde dû : 317,63 € dont fonds de travaux 15,13 €'],
  },
  {
    kinds: ['releve-de-compte'],
    field: 'unbudget',
    label:
      /^(?:dont )?(?:appels?|provisions) (?:de fonds )?(?:pour )?(?:travaux (?:\(?hors budget\)? )?|\(?hors budget\)? (?:travaux )?)(?:echus? |exigibles? )(?=.*\d,\d{2})/,
    value: 'amount',
    pick: 'first',
    debtOnly: true,
    example: { lines: ['Appels travaux hors budget exigibles 380,00 DB'], expected: 38000 },
    counterExample: ['01/01/2025 Appel travaux ascenseur 2/2 (hors budget) 380,00 1 345,00 DB'],
  },
  {
    // what the seller advanced and the syndicate holds (« fonds de roulement », « avance
    // permanente de trésorerie »), not an advance still to pay
    kinds: ['releve-de-compte'],
    field: 'reserved_advances',
    label:
      /^(?:fonds de roulement|avances? (?:permanente )?(?:de tresorerie|permanente|detenues? par le syndicat))\b(?! (?:a verser|a regler|appele|exigible|non verse))(?![^.;]*\b(?:appel|a regler)\b)/,
    value: 'amount',
    pick: 'last',
    // what the syndicate holds, printed on the side of a ledger that owes it back (« -250,00 »)
    magnitude: true,
    example: {
      lines: ['Fonds de roulement détenu par le syndicat pour votre lot : 180,00 €'],
      expected: 18000,
    },
    counterExample: ['Avance de trésorerie à verser avant le 01/07/2025 : 180,00 €'],
  },
  {
    // the balance split into what article 5 asks: « Travaux exigibles impayés 0,00 »
    kinds: ['releve-de-compte'],
    field: 'unbudget',
    label: /^travaux (?:exigibles )?(?:impayes|non (?:regles|payes))\b(?=.*\d,\d{2})/,
    value: 'amount',
    pick: 'first',
    zeroIsAnswer: true,
    debtOnly: true,
    example: { lines: ['Travaux exigibles impayés 0,00'], expected: 0 },
    counterExample: ['Travaux exigibles impayés : voir l’appel du 01/04/2025'],
  },
];
