import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';
import { COLUMN } from './wrapped-rows';

/**
 * A table of exercises (issue 39, twelfth and thirteenth rounds): one row per year, under a
 * header that names its columns in order, « Exercice | Budget copropriété | Provisions de vos
 * lots | Charges réelles de vos lots », the header sometimes wrapped over two lines (« Budget
 * de » over « l'immeuble »). A header whose columns the text layer kept apart (wrapped-rows.ts)
 * may name the building's and the lot's columns side by side: « Immeuble budget voté |
 * Immeuble dépenses | Lot 19 provisions | Lot 19 charges réelles | Lot 19 écart ». Each row's
 * amounts fill the columns from the left, a dash for a cell left empty; the row's year,
 * against the last closed exercise, picks the fields. A works' row (« Travaux hors budget
 * 2024 — ravalement ») gives what the lot was called and charged for those works.
 */
type Column = YearRole | 'other';

const HEADER = /^(?:exercices?|annees?)\b/;
const COLUMNS: Array<[YearRole, RegExp]> = [
  // the lots' budget is what they were called; « Budget » alone is the building's
  ['voted', /\b(?:provisions?|appele(?:e?s)?|budget (?:de |des |du )?(?:vos |ses )?lots?)\b/g],
  ['spent', /\b(?:charges reelles|reel(?:le)?s?|realisee?s?|depenses)\b/g],
  ['building', /\bbudget\b(?! (?:de |des |du )?(?:vos |ses )?lots?\b)/g],
];
const BUILDING = /\b(?:immeuble|copropriete|syndicat)\b/;
const LOTS = /\blots?\b/;
/** A gap or a balance: printed beside the year's amounts, none of the form's. */
const OTHER = /\b(?:ecarts?|soldes?|differences?|regularisations?)\b/;

const ROW = /^(?:(?:exercice|annee) )?(?:19|20)\d{2}\b/;
/** The works voted outside the budget, in a row of their own. */
const WORKS_ROW = /^travaux\b.*\b(?:19|20)\d{2}\b/;
const WORKS_FIELDS: Partial<Record<number, Partial<Record<YearRole, string>>>> = {
  0: { voted: 'expected_hors_budget_n', spent: 'hors_budget_n' },
  1: { voted: 'expected_hors_budget_n1', spent: 'hors_budget_n1' },
};
/** A budget only proposed to the next meeting: no one has voted it yet. */
const UNVOTED = /\b(?:proposee?|a voter)\b/;
/** How many rows a table of exercises prints at most. */
const ROWS = 8;

/** What one column's heading says of its amounts: the building's spending is no field. */
function roleOf(heading: string): Column | null {
  const roles = COLUMNS.filter(([, pattern]) => new RegExp(pattern.source).test(heading));
  const role = roles[0]?.[0];
  if (OTHER.test(heading)) return 'other';
  if (!role) return null;
  const building = BUILDING.test(heading) && !LOTS.test(heading);
  if (building) return role === 'spent' ? 'other' : 'building';
  return LOTS.test(heading) && role === 'building' ? 'voted' : role;
}

/** The columns of a header its text layer kept apart, each once; null for none. */
function columnsApart(header: string): Column[] | null {
  const headings = header.split(COLUMN).filter((heading) => !HEADER.test(heading));
  const columns = headings.map(roleOf);
  if (columns.some((column) => column === null)) return null;
  const roles = columns.filter((column) => column !== 'other');
  return roles.length >= 2 && new Set(roles).size === roles.length ? (columns as Column[]) : null;
}

/** The header's columns in the order it prints them, each once; null for no such header. */
function columnsOf(header: string): Column[] | null {
  if (findAmounts(header).length > 0) return null;
  if (header.includes(COLUMN)) return columnsApart(header);
  if (!HEADER.test(header)) return null;
  const found = COLUMNS.flatMap(([column, pattern]) =>
    [...header.matchAll(pattern)].map((match) => ({ column, at: match.index })),
  ).sort((a, b) => a.at - b.at);
  const columns = found.map(({ column }) => column);
  return columns.length >= 2 && new Set(columns).size === columns.length ? columns : null;
}

/** A dash standing alone after the row's first amount (EMPTY_CELL, normalised): an empty cell. */
const EMPTY = /(?<= )[-—–](?= |$)/g;

/** The row's label, and its cells from the first amount on: an amount, or null for a dash. */
function cellsOf(text: string): { label: string; cells: Array<number | null> } | null {
  const amounts = findAmounts(text);
  if (amounts.length === 0) return null;
  const from = amounts[0]!.start;
  const dashes = [...text.slice(from).matchAll(EMPTY)].map((match) => match.index + from);
  const cells = [
    ...amounts.map((amount) => ({ at: amount.start, cents: amount.cents as number | null })),
    ...dashes.map((at) => ({ at, cents: null })),
  ].sort((a, b) => a.at - b.at);
  return { label: text.slice(0, from), cells: cells.map(({ cents }) => cents) };
}

export function readYearsTables(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const [index, header] of lines.entries()) {
    const columns = columnsOf(header.text);
    if (!columns) continue;
    for (const row of lines.slice(index + 1, index + 1 + ROWS)) {
      if (row.page !== header.page) break;
      const works = WORKS_ROW.test(row.text);
      const read = (ROW.test(row.text) || works) && cellsOf(row.text);
      if (!read) continue;
      if (read.cells.length > columns.length) break;
      if (UNVOTED.test(read.label)) continue;
      const age = ageOfRow(read.label, exercises, today);
      for (const [i, cents] of read.cells.entries()) {
        const column = columns[i]!;
        if (column === 'other' || cents === null || cents === 0) continue;
        const field = works
          ? age === null
            ? undefined
            : WORKS_FIELDS[age]?.[column]
          : fieldOfYear(age, column);
        if (field && !found.some((guess) => guess.field === field))
          found.push({
            field,
            amount: Math.abs(cents),
            page: row.page,
            excerpt: excerpt(row),
            confidence,
          });
      }
    }
  }
  return found;
}
