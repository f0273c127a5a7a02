import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * A table of exercises (issue 39, twelfth round): one row per year, under a header that
 * names its columns in order, « Exercice | Budget copropriété | Provisions de vos lots |
 * Charges réelles de vos lots », the header sometimes wrapped over two lines (« Budget de »
 * over « l'immeuble »). Each row's amounts fill the columns from the left (the current year
 * prints no real charges yet); the row's year, against the last closed exercise, picks the
 * fields.
 */
const HEADER = /^(?:exercices?|annees?)\b/;
const COLUMNS: Array<[YearRole, RegExp]> = [
  // the lots' budget is what they were called; « Budget » alone is the building's
  ['voted', /\b(?:provisions?|appele(?:e?s)?|budget (?:de |des |du )?(?:vos |ses )?lots?)\b/g],
  ['spent', /\b(?:charges reelles|reel(?:le)?s?|realisee?s?|depenses)\b/g],
  ['building', /\bbudget\b(?! (?:de |des |du )?(?:vos |ses )?lots?\b)/g],
];
const ROW = /^(?:19|20)\d{2}\b/;
/** A budget only proposed to the next meeting: no one has voted it yet. */
const UNVOTED = /\b(?:proposee?|a voter)\b/;
/** How many rows a table of exercises prints at most. */
const ROWS = 8;

/** The header's columns in the order it prints them, each once; null for no such header. */
function columnsOf(header: string): YearRole[] | null {
  if (!HEADER.test(header) || findAmounts(header).length > 0) return null;
  const found = COLUMNS.flatMap(([column, pattern]) =>
    [...header.matchAll(pattern)].map((match) => ({ column, at: match.index })),
  ).sort((a, b) => a.at - b.at);
  const columns = found.map(({ column }) => column);
  return columns.length >= 2 && new Set(columns).size === columns.length ? columns : null;
}

export function readYearsTables(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const [index, header] of lines.entries()) {
    const columns = columnsOf(header.text);
    if (!columns) continue;
    for (const row of lines.slice(index + 1, index + 1 + ROWS)) {
      if (row.page !== header.page) break;
      const amounts = findAmounts(row.text);
      if (!ROW.test(row.text) || amounts.length === 0) continue;
      if (amounts.length > columns.length) break;
      const label = row.text.slice(0, amounts[0]!.start);
      if (UNVOTED.test(label)) continue;
      const age = ageOfRow(label, exercises, today);
      for (const [i, amount] of amounts.entries()) {
        const field = fieldOfYear(age, columns[i]!);
        if (field && amount.cents !== 0 && !found.some((guess) => guess.field === field))
          found.push({
            field,
            amount: Math.abs(amount.cents),
            page: row.page,
            excerpt: excerpt(row),
            confidence,
          });
      }
    }
  }
  return found;
}
