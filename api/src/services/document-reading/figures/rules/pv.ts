import type { FigureRule } from './rule';

/**
 * The fund's balance on a day, not its yearly contribution: « le fonds de travaux s'élevait
 * à 19 480,00 € au 30/09/2024 », « prend acte d'un fonds de travaux de 48 900,00 € au 31 mars
 * 2025 ».
 */
const FUND_BALANCE =
  /(?<!\b(?:cotisation|appel|versement)(?: annuelle)? (?:au|du|de) )\bfonds de travaux (?:s'eleve|s'elevait|atteint|atteignait|est de|etait de|de)(?: a)?(?= \d{1,3}(?: \d{3})*,\d{2} (?:€ |eur )?au \d)/;

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
  {
    // the amount before the words: « L'assemblée fixe à 3 850,00 € la cotisation au fonds
    // de travaux de l'exercice 2024/2025 »
    kinds: ['pv-ag'],
    field: 'works_funds_contribution',
    label:
      /\b(?:fixe|vote|porte|maintient)e? a(?= \d{1,3}(?: \d{3})*,\d{2} (?:€ |eur )?(?:la |le montant de la )?cotisation (?:annuelle )?(?:au|du) fonds de travaux\b)/,
    value: 'amount',
    pick: 'first',
    weak: true,
    example: {
      lines: [
        'L’assemblée fixe à 3 850,00 € la cotisation au fonds de travaux de l’exercice 2024/2025 (5 % du budget).',
      ],
      expected: 385000,
    },
    counterExample: ['L’assemblée fixe à 79 500,00 € le budget prévisionnel 2025/2026.'],
  },
  {
    // the fund's balance the minutes recall: « Le fonds de travaux s'élevait à 19 480,00 € au
    // 30/09/2024 »
    kinds: ['pv-ag'],
    field: 'works_funds',
    label: FUND_BALANCE,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Le fonds de travaux s’élevait à 19 480,00 € au 30/09/2024.'],
      expected: 1948000,
    },
    counterExample: [
      'La cotisation au fonds de travaux s’élève à 3 850,00 € par an.',
      'L’appel du fonds de travaux de 1 350,00 € au 01/07/2025.',
    ],
  },
  {
    kinds: ['pv-ag'],
    field: 'dt_works_funds',
    label: new RegExp(String.raw`${FUND_BALANCE.source}.*?\bau(?= \d)`),
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Le fonds de travaux s’élevait à 19 480,00 € au 30/09/2024.'],
      expected: '2024-09-30',
    },
    counterExample: ['Le fonds de travaux s’élevait à 19 480,00 € à la clôture.'],
  },
];
