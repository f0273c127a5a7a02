import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * A table with the building's column beside the lot's, its rows naming what and which
 * year (issue 39, thirteenth round): « Copropriété | Votre lot 42 » over « Budget 2025 |
 * 144 000,00 | 3 326,40 », as an online syndic prints a call. Read by the cells the text
 * layer placed (wrapped-rows.ts): the building's amount is its budget, the lot's its share
 * of the year voted or spent.
 */
const BUILDING_COLUMN = /^(?:la )?(?:copropriete|immeuble|syndicat)$/;
const LOT_COLUMN = /^(?:(?:votre|vos) )?lots?(?: \d+(?: ?(?:\+|et|,) ?\d+)*)?$/;
const VOTED = /^(?:budget|provisions?)\b/;
const SPENT = /^(?:realisee?s?|depenses|charges reelles)\b/;
/** How many rows such a table prints at most. */
const ROWS = 6;

const amountIn = (cell: string | undefined) => {
  const [only, other] = findAmounts(cell ?? '');
  return only && !other && only.cents > 0 ? only.cents : undefined;
};

export function readEntityColumns(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  const propose = (field: string | undefined, amount: number | undefined, row: Line) => {
    if (field && amount && !found.some((guess) => guess.field === field))
      found.push({ field, amount, page: row.page, excerpt: excerpt(row), confidence });
  };
  for (const [index, header] of lines.entries()) {
    const building = header.cells?.findIndex((cell) => BUILDING_COLUMN.test(cell)) ?? -1;
    const lot = header.cells?.findIndex((cell) => LOT_COLUMN.test(cell)) ?? -1;
    if (building < 0 || lot < 0) continue;
    for (const row of lines.slice(index + 1, index + 1 + ROWS)) {
      if (!row.cells || row.cells.length !== header.cells!.length) break;
      const label = row.cells.slice(0, Math.min(building, lot)).join(' ');
      const role: YearRole | null = VOTED.test(label)
        ? 'voted'
        : SPENT.test(label)
          ? 'spent'
          : null;
      const age = ageOfRow(label, exercises, today);
      if (!role || age === null) continue;
      if (role === 'voted')
        propose(fieldOfYear(age, 'building'), amountIn(row.cells[building]), row);
      propose(fieldOfYear(age, role), amountIn(row.cells[lot]), row);
    }
  }
  return found;
}
