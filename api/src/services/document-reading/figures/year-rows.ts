import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';
import { BUILDING_WORDS, ONE_LOT } from './whose';

/**
 * A table whose columns are years and whose rows say what each amount is (issue 39,
 * thirteenth round): « Code Libellé N-1 N En cours Voté » over « 2023 2024 2025 2026 »,
 * then « Bud. immeuble 96 000,00 99 000,00 102 000,00 105 000,00 », « Q-P bud. lots 23 + 71
 * 3 792,00 … », « Q-P réal. lots 23 + 71 3 847,78 3 996,87 »; or a volunteer's « Votre part —
 * lot 4 » over « 2023 2024 2025 2026 (si voté) », then « Provisions (budget) … » and « Réel … ».
 * A row's amounts fill the years from the left (real charges are known for closed years only).
 */

const YEAR = /(?<![\d/.-])(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?(?![\d/.-])/g;
/**
 * Words a header prints before its years, or before each (« Exercice 2023 Exercice 2024
 * Budget 2025 »), and what it says after them in brackets.
 */
const HEADER_WORDS =
  /^(?:(?:code|libelle|poste|rubrique|exercices?|annees?) )+|(?<=^|\d )(?:exercice|budget) (?=(?:19|20)\d{2})|\([^)]*\)/g;
const SPENT = /\b(?:realisee?s?|reel(?:le)?s?|charges reelles|depenses)\b/;
const VOTED = /\b(?:provisions?|budget|appelee?s?)\b/;
const LOTS = /\b(?:lots?|quote-part|votre|vos)\b/;
/** A row of one lot among several: the lots' total row is the seller's. */
const SEVERAL_LOTS = /\blots (?:n\W{0,3})?\d{1,4}(?: ?(?:\+|et|,) ?\d{1,4})+|\btotal\b/;
/** A table's block about the seller's lots, named on the lines above its years. */
const LOTS_BLOCK = /\b(?:votre part|(?:vos|mes) lots|quote-part)\b|\blots? \(?(?:n\W{0,3})?\d/;
/** How many rows a table prints at most. */
const ROWS = 12;
/** A line of a scan's specks: a few letters, no word of five. */
const SPECKS = /^(?!.*[a-z]{5})[^\d]{0,12}$/;

/** The years a line prints alone, in order, two or more; null for any other line. */
function yearsOf(line: Line): string[] | null {
  const years = line.text.match(YEAR) ?? [];
  const rest = line.text.replace(HEADER_WORDS, ' ').replace(YEAR, ' ').trim();
  if (years.length < 2 || rest || findAmounts(line.text).length > 0) return null;
  const ends = years.map((year) => Number(year.slice(-2)));
  return ends.every((end, i) => i === 0 || end > ends[i - 1]!) ? years : null;
}

/** What a row's amounts are, by its words and the block it stands in; null for none. */
function roleOf(label: string, lotsBlock: boolean): YearRole | null {
  const building = BUILDING_WORDS.test(label) && !/\blots?\b/.test(label);
  if (building) return VOTED.test(label) || !SPENT.test(label) ? 'building' : null;
  if (!LOTS.test(label) && !lotsBlock) return null;
  if (SPENT.test(label)) return 'spent';
  return VOTED.test(label) || LOTS.test(label) ? 'voted' : null;
}

export function readYearRows(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const [index, header] of lines.entries()) {
    const years = yearsOf(header);
    if (!years) continue;
    const above = lines.slice(Math.max(0, index - 2), index).filter((l) => l.page === header.page);
    const lotsBlock = above.some((line) => LOTS_BLOCK.test(line.text));
    const rows = [];
    let specks = false;
    for (const row of lines.slice(index + 1, index + 1 + ROWS)) {
      const amounts = findAmounts(row.text);
      // a scan's specks under the header (« d ee mere ») before the rows: once
      if (row.page === header.page && !amounts.length && !specks && SPECKS.test(row.text)) {
        specks = true;
        continue;
      }
      if (row.page !== header.page || amounts.length === 0) break;
      const label = row.text.slice(0, amounts[0]!.start);
      const role = roleOf(label, lotsBlock);
      if (role && amounts.length <= years.length) rows.push({ row, label, role, amounts });
    }
    const several = rows.some(({ label }) => SEVERAL_LOTS.test(label));
    for (const { row, label, role, amounts } of rows) {
      if (role !== 'building' && several && ONE_LOT.test(label)) continue;
      for (const [column, amount] of amounts.entries()) {
        const field = fieldOfYear(ageOfRow(years[column]!, exercises, today), role);
        if (field && amount.cents > 0 && !found.some((guess) => guess.field === field))
          found.push({
            field,
            amount: amount.cents,
            page: row.page,
            excerpt: excerpt(row),
            confidence,
          });
      }
    }
  }
  return found;
}
