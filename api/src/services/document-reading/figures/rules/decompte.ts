import type { FigureRule } from './rule';

const DECOMPTE = ['decompte-de-charges'];

/**
 * Décompte individuel: « Total immeuble », tantièmes, then the lot's share, last. The
 * works' table (« Dépense totale / Quote-part / Appelé ») is read by columns.ts.
 */
export const DECOMPTE_RULES: FigureRule[] = [
  {
    kinds: DECOMPTE,
    field: 'budget_{n}',
    // a line settling the year (« … : 0,12 € à votre charge ; … en votre faveur ») gives a
    // difference, not the charges; one telling the budget voted is the building's
    label:
      /^(?:total (?:des )?)?(?:charges|depenses) (?:courantes|du budget|budgetaires)\b(?!.*\b(?:en votre faveur|solde|budget vote)\b)/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Total charges courantes 142 318,55 3 178,00'], expected: 317800 },
    counterExample: [
      'Charges courantes (budget) : voir le détail joint',
      'Charges courantes : 0,12 € à votre charge ; travaux : 12,80 € en votre faveur ; solde de l’exercice : 12,68 €',
      'Charges courantes : budget voté 70.000,00 EUR ; dépenses de l’exercice 71.604,20 EUR.',
    ],
  },
  {
    kinds: DECOMPTE,
    field: 'hors_budget_{n}',
    label: /^(?:total (?:des )?)?(?:charges|depenses|travaux) (?:\()?hors budget\b/,
    value: 'amount',
    pick: 'last',
    example: {
      lines: ['Travaux hors budget : réparation du portail 2 560,00 320,00'],
      expected: 32000,
    },
    counterExample: ['Provisions appelées hors budget 381,60'],
  },
  {
    kinds: DECOMPTE,
    field: 'budget_{n}',
    // the lot's charges of the year: the budget's unless works were charged too
    label: /^(?:votre )?quote-part des charges de l'exercice\b/,
    value: 'amount',
    pick: 'last',
    weak: true,
    example: {
      lines: ['Votre quote-part des charges de l’exercice : 1 204,50 €'],
      expected: 120450,
    },
    counterExample: ['Votre quote-part des charges de l’exercice : voir au verso'],
  },
  {
    kinds: DECOMPTE,
    field: 'budget_{n}',
    // « Total charges »: the budget's unless works were charged in the same total
    label:
      /^total (?:des |de vos )?charges(?: de l'exercice)?(?! hors| travaux| exceptionnelles)\b/,
    value: 'amount',
    pick: 'last',
    weak: true,
    example: { lines: ['Total charges 1 414,83'], expected: 141483 },
    counterExample: ['Total charges hors budget 320,00'],
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
    label: /^provisions appelees sur (?:le )?budget\b/,
    value: 'amount',
    pick: 'last',
    example: { lines: ['Provisions appelées sur budget 1.118,07'], expected: 111807 },
    counterExample: ['Provisions appelées hors budget 1.118,07'],
  },
  {
    kinds: DECOMPTE,
    field: 'expected_budget_{n}',
    // the year's calls, which are the budget's unless works were called the same year
    label: /^(?:total (?:des )?)?provisions appelees\b(?! hors budget| pour travaux| travaux)/,
    value: 'amount',
    pick: 'last',
    weak: true,
    example: { lines: ['Provisions appelées (4 appels) 3 120,00'], expected: 312000 },
    counterExample: ['Provisions appelées hors budget 381,60'],
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
];
