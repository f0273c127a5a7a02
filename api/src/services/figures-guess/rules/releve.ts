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
    // the balance split under the ledger: « Dont exercices antérieurs 837,60 DB »
    kinds: ['releve-de-compte'],
    field: 'wanted_loads',
    label: /^dont (?:les )?exercices? (?:anterieurs|clos)\b/,
    value: 'amount',
    pick: 'last',
    debtOnly: true,
    example: { lines: ['Dont exercices antérieurs 837,60 DB'], expected: 83760 },
    counterExample: ['Dont exercice en cours 1 281,00 DB'],
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
];
