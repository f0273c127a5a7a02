import { findAmounts } from './amounts';
import { shareProof } from './fraction';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, namedLots, withoutLotNumbers } from './subject';
import type { FigureGuess, Line } from './types';
import { valuesOf } from './values';

/**
 * The works fund's block as software prints it (issue 39, thirteenth round): the building's
 * balance first (« Fonds de travaux au 31/03/2025 36 200,00 »), then rows that do not name
 * the fund again: « Q-P du lot 27 1 151,16 », « Cotisation 2025/2026 4 800,00 »,
 * « Cotisation appelée au lot le 01/04/2025 38,16 », « Dernier appel fonds lots — 01/04/2025
 * 51,35 », or under the contribution « appelée au lot le 01/04/2025 38,72 ». The block ends at the first row that is none of these.
 */
const BALANCE = /^fonds (?:de )?travaux\b(?!.*\b(?:cotisation|appel|part)\b)/;
const SHARE = /^(?:(?:votre |sa )?quote-part|part)\b(?!.*\b(?:emprunt|pret)\b)/;
/** The contribution called last: what the lots paid, and when. */
const LAST_CALL =
  /^(?:(?:cotisation )?(?:appelee|versee|payee|reglee) (?:au|aux|par le|par les) lots?|cotisation (?:appelee|versee|payee|reglee)|dernier appel|derniere cotisation)\b/;
const CONTRIBUTION = /^cotisation\b/;
/** How many rows a block takes at most. */
const ITEMS = 4;

export function readFundBlocks(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  const propose = (field: string, line: Line, value: Partial<FigureGuess>) => {
    if (!found.some((guess) => guess.field === field))
      found.push({ field, ...value, page: line.page, excerpt: excerpt(line), confidence });
  };
  const lots = namedLots(lines);
  for (const [index, opening] of lines.entries()) {
    if (!BALANCE.test(opening.text)) continue;
    const fund = findAmounts(opening.text).at(-1)?.cents;
    if (!fund || fund <= 0) continue;
    for (const line of lines.slice(index + 1, index + 1 + ITEMS)) {
      const amount = findAmounts(line.text).at(-1)?.cents;
      if (line.page !== opening.page || amount === undefined || amount <= 0) break;
      // each row's figure is its first amount after the lots' names, the lots' together
      // before each lot's (« Part des lots 583,31 lot 33 : 563,67 — lot 51 : 19,64 »)
      const first = findAmounts(withoutLotNumbers(line.text, lots))[0]?.cents ?? amount;
      if (SHARE.test(line.text)) {
        if (first <= 0 || first >= fund) break;
        const proofs = shareProof(line.text, fund, first);
        propose('works_funds_lot', line, proofs ? { amount: first, proofs } : { amount: first });
      } else if (LAST_CALL.test(line.text)) {
        propose('works_funds_last_contribution', line, { amount: first });
        const day = valuesOf(line.text, 'date')[0];
        if (typeof day === 'string') propose('dt_last_contribution', line, { date: day });
      } else if (CONTRIBUTION.test(line.text)) {
        const label = line.text.slice(0, findAmounts(line.text)[0]!.start);
        // the current exercise's contribution: an earlier one is history
        if (ageOfRow(label, exercises, today) === -1)
          propose('works_funds_contribution', line, { amount: first });
      } else break;
    }
  }
  return found;
}
