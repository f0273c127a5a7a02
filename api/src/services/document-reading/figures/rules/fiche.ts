import type { FigureRule } from './rule';

const FICHE = ['fiche-synthetique'];

/**
 * The works fund's line, not the year's contribution to it (« Cotisation annuelle au fonds
 * de travaux »), which a fiche may print beside it.
 */
const WORKS_FUND = /^(?!.*\bcotisation)(?:montant (?:du )?|solde du )?fonds (?:de )?travaux\b/;

/**
 * Fiche synthétique (art. 8-2 of the 1965 law, décret 2016-1822): its financial part prints
 * the building's budget, the co-owners' unpaid charges, the debts to suppliers and the works
 * fund, each on a line of its own, often dated « au 31/12/2024 » (the last closed year).
 */
export const FICHE_RULES: FigureRule[] = [
  {
    kinds: FICHE,
    field: 'building_budget',
    label: /^(?:montant du )?budget previsionnel\b/,
    value: 'amount',
    pick: 'first',
    example: {
      lines: ['Budget prévisionnel de l’exercice 2025 146 000,00 €'],
      expected: 14600000,
    },
    counterExample: ['Charges de l’exercice 2024 142 310,00 €'],
  },
  {
    kinds: FICHE,
    field: 'unpaid',
    label: /^(?:montant (?:total )?des )?impayes\b/,
    value: 'amount',
    pick: 'first',
    zeroIsAnswer: true,
    example: {
      lines: ['Montant des impayés de charges au 31/12/2024 13 477,36 €'],
      expected: 1347736,
    },
    counterExample: ['Procédures pour impayés en cours : 2'],
  },
  {
    kinds: FICHE,
    field: 'unpaid_providers',
    label: /^(?:montant des )?dettes? (?:envers les |aux )?fournisseurs\b/,
    value: 'amount',
    pick: 'first',
    zeroIsAnswer: true,
    magnitude: true,
    example: { lines: ['Dettes fournisseurs au 31/12/2024 9 204,18 €'], expected: 920418 },
    counterExample: ['Fournisseurs réglés sous 30 jours'],
  },
  {
    kinds: FICHE,
    field: 'works_funds',
    label: WORKS_FUND,
    value: 'amount',
    pick: 'first',
    zeroIsAnswer: true,
    magnitude: true,
    example: {
      lines: ['Montant du fonds de travaux au 31/12/2024 31 985,00 €'],
      expected: 3198500,
    },
    counterExample: ['Cotisation annuelle au fonds de travaux 7 300,00 €'],
  },
  {
    kinds: FICHE,
    field: 'dt_works_funds',
    label: new RegExp(String.raw`${WORKS_FUND.source}.*?\bau(?= \d)`),
    value: 'date',
    pick: 'first',
    example: {
      lines: ['Montant du fonds de travaux au 31/12/2024 31 985,00 €'],
      expected: '2024-12-31',
    },
    counterExample: ['Montant du fonds de travaux 31 985,00 €'],
  },
];
