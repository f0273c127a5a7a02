import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { summedRow } from './lots-sum-rows';
import { ageOfRow, exercisesOf } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * The works fund's contribution of the current exercise, named by its year (issue 39,
 * twelfth round): « Cotisation au fonds de travaux 2025 : 1.500,00 EUR », « … 2024/2025 :
 * 2 900,00 € », « Cotisation 2025 au fonds de travaux (votée) : 2 000,00 € », or a row across the seller's lots whose first amount is the building's
 * (« Cotisation fonds de travaux 2025 7 500,00 190,50 8,25 198,75 »). The form asks the
 * current exercise's; an earlier year's is history, a later one's not yet due.
 */
const CONTRIBUTION =
  /(?:^|\. )cotisation (?:annuelle )?(?:(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})? )?(?:(?:au|du) )?fonds (?:de )?travaux\b/;
/** A quarter's or a month's call of it, or a ledger's unpaid line: not the year's amount. */
const PART_OF_YEAR =
  /\b(?:[1-4] ?(?:t|er|e|eme)|trimestres?|trimestriel(?:le)?|semestres?|mois|mensuel(?:le)?|appele?e?s?|echeances?|non reglee?s?|impayee?s?)\b/;

export function readFundContribution(
  lines: Line[],
  today: Date,
  confidence: number,
): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  for (const line of lines) {
    // the row, or a sentence of it (« Fonds … : 7840.00. Cotisation au fonds pour 2025 : 750.00. »)
    const at = CONTRIBUTION.exec(line.text)?.index;
    if (at === undefined) continue;
    const text = line.text.slice(at);
    const amounts = findAmounts(text);
    const label = text.slice(0, amounts[0]?.start ?? text.length);
    if (PART_OF_YEAR.test(label) || ageOfRow(label, exercises, today) !== -1) continue;
    const building = amounts.length === 1 ? amounts[0]!.cents : summedRow(text)?.building;
    if (!building || building <= 0) continue;
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
