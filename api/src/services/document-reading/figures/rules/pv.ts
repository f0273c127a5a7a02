import type { FigureRule } from './rule';

/** Minutes: the building's yearly contribution to the works fund, as the assembly fixes it. */
export const PV_RULES: FigureRule[] = [
  {
    kinds: ['pv-ag'],
    field: 'works_funds_contribution',
    // the amount after « à » on the label's line, or opening the next one (an amount the
    // prose cut after its thousands is made whole again by lines.ts)
    label:
      /\bcotisation annuelle (?:au|du) fonds de travaux\b.*\b(?:a|de)(?= \d{1,3}(?: \d{3})*,\d{2}\b|$)/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'L’assemblée fixe la cotisation annuelle au fonds de travaux à 7 300,00 € pour 2025, soit 5 % du budget prévisionnel.',
      ],
      expected: 730000,
    },
    counterExample: [
      'La cotisation annuelle au fonds de travaux (article 14-2) est fixée à 5 % du budget',
      'prévisionnel, appelée avec les provisions.',
    ],
  },
  {
    // without « annuelle » the sentence may name another exercise's contribution (the
    // next one, voted the same day): proposed for the seller to check (ADR 084)
    kinds: ['pv-ag'],
    field: 'works_funds_contribution',
    label: /\bcotisation (?:au|du) fonds de travaux\b.*\b(?:a|de)(?= \d{1,3}(?: \d{3})*,\d{2}\b)/,
    value: 'amount',
    pick: 'first',
    weak: true,
    example: {
      lines: [
        'La cotisation au fonds de travaux de l’exercice 2025 est maintenue à 4 000,00 €, soit 5 % du budget.',
      ],
      expected: 400000,
    },
    counterExample: ['La cotisation au fonds de travaux est appelée avec les provisions.'],
  },
];
