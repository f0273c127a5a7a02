import { cuedAmounts, type Cue } from './cues';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * What the seller owes today, told in a sentence of the syndic's answers or of a letter about
 * the account (issue 39, sixteenth round): « La provision du 1er avril, 392,70 €, reste
 * impayée », « L'insuffisance de 94,50 € vous a été appelée le 2 mai 2025 et n'est pas réglée ».
 * The amount sits between the instalment it names and the words that say it is unpaid.
 */
const REACH = { before: 80, after: 90 };
const DAY = String.raw`(?:1er|[0-3]?\d) [a-z]+(?: (?:19|20)\d{2})?`;

const CUES: Cue[] = [
  {
    // an instalment of the budget still unpaid
    field: 'budget',
    before: new RegExp(
      String.raw`\b(?:la|une) provision (?:trimestrielle )?(?:du|de l'echeance du|appelee le) ${DAY},? ?$`,
    ),
    after: /^ ?(?:€|eur)?,? (?:reste|restait|demeure|est toujours) (?:impayee|due|non reglee)\b/,
  },
  {
    // the closed year's shortfall, called after its accounts were approved and still unpaid
    field: 'wanted_loads',
    before:
      /\bl'insuffisance(?: de provisions)?(?: du lot| des lots| de l'exercice (?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?)?,? (?:de )?$/,
    after:
      /^ ?(?:€|eur)?,? ?(?:vous |lui )?a ete appelee\b[^.]{0,40}\b(?:n'est pas (?:encore )?reglee|reste due|(?:est |reste )?impayee)\b/,
  },
];

/** The sums due today that the document's sentences give. */
export function readOwedSentences(lines: Line[], confidence: number): FigureGuess[] {
  const guesses: FigureGuess[] = [];
  for (const { field, cents, line } of cuedAmounts(lines, CUES, REACH)) {
    if (guesses.some((guess) => guess.field === field)) continue;
    guesses.push({ field, amount: cents, page: line.page, excerpt: excerpt(line), confidence });
  }
  return guesses;
}
