import { cuedAmounts, type Cue } from './cues';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * What the seller owes today, told in a sentence of the syndic's answers or of a letter about
 * the account (issue 39, sixteenth round): « La provision du 1er avril, 392,70 €, reste
 * impayée », « L'insuffisance de 94,50 € vous a été appelée le 2 mai 2025 et n'est pas réglée ».
 * The amount sits between the instalment it names and the words that say it is unpaid.
 */
const REACH = { before: 160, after: 90 };
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
  {
    // works voted and still to be called once this call is paid: « 3e appel le 1er janvier
    // 2026 : restent donc 1 458,60 € non encore appelés », « il restera donc 2 520,00 € à
    // appeler après celui-ci », « Reste à appeler après le présent appel 1 051,60 »
    field: 'unbudget_not_due',
    before:
      /(?:\b(?:il )?rest(?:ent|era|eront) (?:donc )?|\breste a appeler apres (?:le present|cet) appel ?:? ?)$/,
    after: /^ ?(?:€|eur)?(?: de travaux)?(?: (?:non encore appelee?s?|a appeler)\b|[.;]|$)/,
  },
];

/** Works, named before what is left to call: their calls, not the budget's. */
const WORKS =
  /\b(?:travaux|ravalement|toiture|facades?|ascenseur|refection|remplacement|mise aux normes|appel (?:de fonds )?travaux)\b/;
const BUDGET_CALL = /\b(?:provisions?|budget)\b/;

/** The sums due today, and the works left to call, that the document's sentences give. */
export function readOwedSentences(
  lines: Line[],
  confidence: number,
  fields: readonly string[] = CUES.map(({ field }) => field),
): FigureGuess[] {
  const guesses: FigureGuess[] = [];
  const cues = CUES.filter(({ field }) => fields.includes(field));
  for (const { field, cents, line, before } of cuedAmounts(lines, cues, REACH)) {
    if (guesses.some((guess) => guess.field === field)) continue;
    if (field === 'unbudget_not_due') {
      const earlier = lines.slice(0, lines.indexOf(line) + 1).map(({ text }) => text);
      const sentence = before.slice(before.lastIndexOf('. ') + 1);
      if (!WORKS.test(earlier.join(' ')) || BUDGET_CALL.test(sentence)) continue;
    }
    guesses.push({ field, amount: cents, page: line.page, excerpt: excerpt(line), confidence });
  }
  return guesses;
}
