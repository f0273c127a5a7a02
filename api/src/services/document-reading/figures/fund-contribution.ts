import { findAmounts } from './amounts';
import { excerpt, lineAt, passages } from './lines';
import { summedRow } from './lots-sum-rows';
import { ageOfRow, exercisesOf } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * The works fund's contribution of the current exercise, named by its year (issue 39,
 * twelfth round): « Cotisation au fonds de travaux 2025 : 1.500,00 EUR », « … 2024/2025 :
 * 2 900,00 € », « Cotisation 2025 au fonds de travaux (votée) : 2 000,00 € », or a row across
 * the seller's lots whose first amount is the building's (« Cotisation fonds de travaux 2025
 * 7 500,00 190,50 8,25 198,75 »). A volunteer's sentence too (fifteenth round): « La
 * cotisation au fonds de travaux votée pour 2025 est de 800,00 € », « cotisation au fonds de
 * travaux : 1 600,00 € par an », « (cotisation annuelle de la copropriété : 800,00 €) », or
 * « La cotisation votée pour 2025 … » in the fund's own sentence. The form asks the current
 * exercise's; an earlier year's is history, a later one's not yet due; one without a year is
 * the current one when it says it is the year's (« annuelle », « par an »).
 */
const YEAR = String.raw`(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?`;
const CONTRIBUTION = new RegExp(
  String.raw`(?:^|\. |[•(] ?)(?:la )?cotisation (?:annuelle )?(?:${YEAR} )?(?:(?:au|du) )?(fonds (?:de )?travaux\b)?`,
);
/** The fund named in the sentence, or the one before, when the contribution does not name it. */
const FUND_BEFORE = /\bfonds (?:de )?travaux\b[^.]*(?:\.[^.]*)?$/;
/** A quarter's or a month's call of it, or a ledger's unpaid line: not the year's amount. */
const PART_OF_YEAR =
  /\b(?:[1-4] ?(?:t|er|e|eme)|trimestres?|trimestriel(?:le)?|semestres?|mois|mensuel(?:le)?|appele?e?s?|echeances?|non reglee?s?|impayee?s?|lots?|vendeur)\b/;
/** The year's, said without its year. */
const YEARLY = /\b(?:annuelle|par an)\b/;

export function readFundContribution(
  lines: Line[],
  today: Date,
  confidence: number,
): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  for (const passage of passages(lines)) {
    // the row, or a sentence of it (« Fonds … : 7840.00. Cotisation au fonds pour 2025 : 750.00. »)
    const found = CONTRIBUTION.exec(passage.text);
    if (!found) continue;
    if (!found[1] && !FUND_BEFORE.test(passage.text.slice(0, found.index))) continue;
    const text = passage.text.slice(found.index);
    const amounts = findAmounts(text);
    const label = text.slice(0, amounts[0]?.start ?? text.length);
    if (PART_OF_YEAR.test(label)) continue;
    const age = ageOfRow(label, exercises, today);
    const after = text.slice(amounts[0]?.end ?? 0, amounts[1]?.start ?? text.length);
    if (age === null ? !YEARLY.test(`${label} ${after.split('.')[0]}`) : age !== -1) continue;
    // a row across the lots prints the building's amount first and their sum last
    const onFirstLine = found.index < (passage.starts[1]?.at ?? Infinity);
    const row = onFirstLine ? summedRow(passage.starts[0]!.line.text.slice(found.index)) : null;
    const building = row?.building ?? amounts[0]?.cents;
    if (!building || building <= 0) continue;
    const line = lineAt(passage, found.index + (amounts[0]?.start ?? 0));
    return [
      {
        field: 'works_funds_contribution',
        amount: building,
        page: line.page,
        excerpt: excerpt(line),
        confidence,
      },
    ];
  }
  return [];
}
