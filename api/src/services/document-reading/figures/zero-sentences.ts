import { excerpt, flatText } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * What a letter says is not owed or not held, with its zero (issue 39, fifteenth round):
 * « aucune somme n'est due au titre des travaux (0,00 €) », « pas d'avance de trésorerie
 * (0,00 €) », « il ne reste rien sur les exercices passés (0,00 €) », « aucuns frais pour ce
 * courriel (0,00 €) ». The clause says « none » and prints the zero: both are needed, since a
 * zero alone is how many syndics write « unknown ». Each clause answers one field.
 */
const NONE = /\b(?:aucune?s?|pas d'|pas de|rien|neant|ni)\b/g;
const ZERO = /(?<![\d,.])0,00(?![\d,])/;

/** What the clause says there is none of; the first that matches answers. */
const FIELDS: Array<[string, RegExp]> = [
  [
    'unbudget',
    /\b(?:au titre des travaux|appels? (?:de |des )?travaux|travaux (?:exigibles|impayes))\b/,
  ],
  ['wanted_loads', /\b(?:exercices? (?:passes|anterieurs|precedents|clos)|regularisations?)\b/],
  ['reserved_advances', /\bavances?\b/],
  ['transfer_fees', /\b(?:honoraires?|frais)\b/],
  ['unpaid_providers', /\bfournisseurs\b/],
];

/** How far after « aucun » its zero may be printed, how far before « néant » its label. */
const REACH = 120;
const LABEL = 40;

/** A clause: between full stops and semicolons. */
const CLAUSE = /[^.;]+/g;

export function readZeroSentences(lines: Line[], confidence: number): FigureGuess[] {
  const { text, lineAt } = flatText(lines);
  const found: FigureGuess[] = [];
  for (const clause of text.matchAll(CLAUSE)) {
    for (const none of clause[0].matchAll(NONE)) {
      // what follows « aucun » up to its zero, within a sentence's reach: « aucune provision
      // n'est impayée (0,00 €), et aucun appel de travaux ne l'est non plus (0,00 €) »
      const rest = clause[0].slice(none.index);
      const zero = ZERO.exec(rest);
      if (!zero || zero.index > REACH) continue;
      // « néant » answers what was named before it: « Avance : néant (0,00 €) »
      const from = none[0] === 'neant' ? Math.max(0, none.index - LABEL) : none.index;
      const said = clause[0].slice(from, none.index + zero.index);
      const named = FIELDS.filter(([, pattern]) => pattern.test(said));
      // a clause that names two of them answers neither alone
      if (named.length !== 1) continue;
      const field = named[0]![0];
      if (found.some((guess) => guess.field === field)) continue;
      const line = lineAt(clause.index + none.index + zero.index);
      found.push({ field, amount: 0, page: line.page, excerpt: excerpt(line), confidence });
    }
  }
  return found;
}
