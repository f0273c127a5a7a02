import type { FigureRule } from './rule';

/** Minutes: the building's yearly contribution to the works fund, as the assembly fixes it. */
export const PV_RULES: FigureRule[] = [
  {
    kinds: ['pv-ag'],
    field: 'works_funds_contribution',
    label: /\bcotisation annuelle (?:au|du) fonds de travaux\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: [
        'L’assemblée fixe la cotisation annuelle au fonds de travaux à 7 300,00 € pour 2025, soit 5 % du budget prévisionnel.',
      ],
      expected: 730000,
    },
    counterExample: ['La cotisation annuelle au fonds de travaux reste fixée à 5 % du budget.'],
  },
];
