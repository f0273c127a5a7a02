/**
 * Where each figure is printed, per family of document (the doctype reader's kinds). The
 * value is looked for after the label on its line, or on the next lines when a table row
 * wraps. Patterns run on normalised text (lower case, no accents, see lines.ts). Each
 * rule's `example` must give `expected` and its `counterExample` nothing: the unit tests
 * check both.
 */
export interface FigureRule {
  kinds: string[];
  /** `{n}` is replaced by n or n1: the closed year the document is about (see subject.ts) */
  field: string;
  label: RegExp;
  value: 'amount' | 'date';
  /** a row prints the building's total before the lot's share: the share is the last */
  pick: 'first' | 'last';
  /** the label names a lot (first group): only the row of the lot sold is read */
  sameLot?: boolean;
  example: { lines: string[]; expected: number | string };
  counterExample: string[];
}

/**
 * A statement's line for what the closed year left due (« Report à nouveau », « Solde
 * exercice 2024 reporté / non réglé »): the debt of earlier years, apart from this year's.
 */
export const CARRIED =
  /\breport a nouveau\b|^(?:\d{2}\/\d{2}\/\d{4} )?solde (?:de l')?exercice \d{4} (?:reporte|non regle|anterieur)\b/;

const ANNEXE = ['annexes-comptables'];
const APPEL = ['appel-de-fonds'];
const DECOMPTE = ['decompte-de-charges'];
const QUESTIONNAIRE = ['questionnaire-syndic'];
const RELEVE = ['releve-de-compte'];

export const FIGURE_RULES: FigureRule[] = [
  // Appel de fonds: the lot's yearly share of the budget, not the building's budget
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
    label: /^(?:votre )?(?:budget annuel|quote-part (?:du )?budget)(?: \d{4})?\b/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Votre budget annuel 2025 : 1 650,00 €'], expected: 165000 },
    counterExample: ['Rappel : quote-part budget 2024 2.201,12'],
  },
  {
    kinds: APPEL,
    field: 'works_funds_last_contribution',
    // the lot's contribution of this call, not the copropriété's fund
    label: /^(?:cotisation (?:au )?)?fonds de travaux\b(?! de la copropriete| de l'immeuble)/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Cotisation fonds de travaux (loi ALUR) 207/10000 37,84 €'],
      expected: 3784,
    },
    counterExample: ['Cotisation fonds de travaux (loi ALUR) 207/10000 à régler'],
  },
  // Relevé de compte: the balance brought from the closed year is due by the seller
  {
    kinds: RELEVE,
    field: 'wanted_loads',
    label: CARRIED,
    value: 'amount',
    pick: 'last',
    example: { lines: ['01/01/2025 Report à nouveau exercice 2024 509,46'], expected: 50946 },
    counterExample: ['01/01/2025 Report à nouveau exercice 2024 0,00'],
  },
  // Annexe 1 (état financier): the first column is the year closed, the next the one before
  {
    kinds: ANNEXE,
    field: 'unpaid',
    label: /^coproprietaires debiteurs\b/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Copropriétaires débiteurs 23 277,97 18 622,38'], expected: 2327797 },
    counterExample: ['Copropriétaires créditeurs 1 277,97 622,38'],
  },
  {
    kinds: ANNEXE,
    field: 'unpaid_providers',
    label: /^fournisseurs\b/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Fournisseurs 22 858,17 18 286,54'], expected: 2285817 },
    counterExample: ['Fournisseurs : voir l’annexe 2'],
  },
  {
    kinds: ANNEXE,
    field: 'works_funds',
    label: /^fonds de travaux\b/,
    value: 'amount',
    pick: 'first',
    example: { lines: ['Fonds de travaux (art. 14-2) 59 391,46 47 513,17'], expected: 5939146 },
    counterExample: ['Fonds de roulement 59 391,46 47 513,17'],
  },
  {
    kinds: ANNEXE,
    field: 'dt_works_funds',
    label: /\betat financier\b.*\bau\b/,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['ANNEXE 1 — ÉTAT FINANCIER APRÈS RÉPARTITION AU 31/12/2023'],
      expected: '2023-12-31',
    },
    counterExample: ['ANNEXE 2 — COMPTE DE GESTION GÉNÉRALE AU 31/12/2023'],
  },
  // Décompte individuel: « Total immeuble », tantièmes, then the lot's share, last
  {
    kinds: DECOMPTE,
    field: 'budget_{n}',
    label: /^charges courantes\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Charges courantes (budget) 23.127,00 122/10000 925,08'], expected: 92508 },
    counterExample: ['Charges courantes (budget) : voir le détail joint'],
  },
  {
    kinds: DECOMPTE,
    field: 'hors_budget_{n}',
    label: /^travaux et operations exceptionnelles\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: [
        'Travaux et opérations exceptionnelles (hors',
        'budget)',
        '36.461,58 122/10000 1.176,18',
      ],
      expected: 117618,
    },
    counterExample: [
      'Travaux et opérations exceptionnelles (hors',
      'Provisions appelées sur budget 1.118,07',
    ],
  },
  {
    kinds: DECOMPTE,
    field: 'expected_budget_{n}',
    label: /^provisions appelees sur budget\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Provisions appelées sur budget 1.118,07'], expected: 111807 },
    counterExample: ['Provisions appelées hors budget 1.118,07'],
  },
  {
    kinds: DECOMPTE,
    field: 'expected_hors_budget_{n}',
    label: /^provisions appelees hors budget\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Provisions appelées hors budget 1.176,18'], expected: 117618 },
    counterExample: ['Provisions appelées sur budget 1.176,18'],
  },
  // Questionnaire du syndic: one answer per question
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_based',
    label: /\bassemblee generale ayant approuve\b/,
    value: 'date',
    pick: 'first',
    example: {
      lines: [
        'Date de l’assemblée générale ayant approuvé les derniers comptes mardi 9 avril 2024',
      ],
      expected: '2024-04-09',
    },
    counterExample: ['Date de la prochaine assemblée générale 9 avril 2026'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds',
    label: /\bfonds de travaux de la copropriete\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Montant du fonds de travaux de la copropriété au 31/12/2024 84 836,91 €'],
      expected: 8483691,
    },
    counterExample: ['Part du fonds de travaux rattachée au lot n° 23 2 519,66 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'dt_works_funds',
    label: /\bfonds de travaux de la copropriete\b/,
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Montant du fonds de travaux de la copropriété au 31/12/2024 84 836,91 €'],
      expected: '2024-12-31',
    },
    counterExample: ['Montant du fonds de travaux de la copropriété 84 836,91 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    label: /\bpart du fonds de travaux rattachee au ?lot n\W{0,3}(\d+)/,
    value: 'amount',
    pick: 'last',
    sameLot: true,
    example: {
      lines: [
        'Vente du lot n° 23 par Mme Claire Dubois.',
        'Part du fonds de travaux rattachée au lot n° 23 2 519,66 €',
      ],
      expected: 251966,
    },
    counterExample: [
      'Vente du lot n° 23 par Mme Claire Dubois.',
      'Part du fonds de travaux rattachée au lot n° 146 4 283,42 €',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_last_contribution',
    label: /\bderniere cotisation\b.*\bfonds de travaux\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Dernière cotisation annuelle au fonds de travaux versée par le vendeur 182,88 €'],
      expected: 18288,
    },
    counterExample: [
      'Dernière cotisation annuelle au fonds de travaux versée par le vendeur Néant',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'reserved_advances',
    label: /^(?:avances detenues par le syndicat|avance permanente de tresorerie detenue)\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: [
        'Avances détenues par le syndicat (fonds de roulement, avance de trésorerie) 747,45 €',
      ],
      expected: 74745,
    },
    counterExample: ['Avances exigibles non versées 747,45 €'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'budget',
    label: /^sommes exigibles non reglees \(budget\)/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Sommes exigibles non réglées (budget): 615.30'], expected: 61530 },
    counterExample: ['Sommes exigibles non réglées (hors budget): 615.30'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'works_funds_lot',
    label: /^part du lot dans le fonds de travaux\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Part du lot dans le fonds de travaux: 389.12'], expected: 38912 },
    counterExample: ['Fonds de travaux au 31/12/2024: 52140.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'loan_share',
    label: /^emprunt collectif\b.*\bquote-part du lot\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Emprunt collectif (AGE du 19/11/2024) — quote-part du lot: 1840.00'],
      expected: 184000,
    },
    counterExample: ['Emprunt collectif — capital restant dû par le lot: 1656.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'loan_remaining',
    label: /^emprunt collectif\b.*\bcapital restant du\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Emprunt collectif — capital restant dû par le lot: 1656.00'],
      expected: 165600,
    },
    counterExample: ['Emprunt collectif (AGE du 19/11/2024) — quote-part du lot: 1840.00'],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'required_advances',
    label: /^avances\W*exigibles non versees\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Avances exigibles non versées 324,87 €'], expected: 32487 },
    counterExample: [
      'Avances exigibles non versées Néant',
      'Provisions hors budget exigibles non payées 2 961,76 €',
    ],
  },
  {
    kinds: QUESTIONNAIRE,
    field: 'unbudget',
    label: /^provisions hors budget exigibles\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Provisions hors budget exigibles non payées 2.961,76 €'],
      expected: 296176,
    },
    counterExample: ['Provisions hors budget exigibles non payées Néant'],
  },
];
