import { findAmounts } from './amounts';
import { headingsOf, readColumns, totalRow } from './columns';
import { excerpt } from './lines';
import { lastClosedYear } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * Annexe 3 (compte de gestion): the columns « Réalisé 2023 / Budget voté 2024 / Réalisé
 * 2024 / Budget voté 2025 / Budget proposé 2026 », each named by its year. A budget
 * « proposé » or « à voter » may still change: the form asks a voted one, and a budget
 * of the current year printed in the accounts of the year before was voted with them.
 * A year that straddles two (« Budget voté 2024/2025 », from October to September) is
 * named by the year it ends in, as a calendar year is.
 */
const HEADINGS =
  /\b(?<kind>realise|reel|budget propose|budget a voter|budget(?: vote| previsionnel)?)\b\D{0,20}?\b(?:20\d{2} ?[/-] ?)?(?<year>20\d{2})\b/g;
const VOTED = new Set(['budget', 'budget vote', 'budget previsionnel']);
/** The header: a line naming a budget or actuals column, before the rows' amounts. */
const HEADER = /\b(?:realise|budget)\b/;
/** the same headings without their years, and the years alone (not a day's year) */
const KINDS = /\b(realise|reel|budget propose|budget a voter|budget(?: vote| previsionnel)?)\b/g;
const YEARS = /(?<![\d/.-])\b(?:20\d{2} ?[/-] ?)?(20\d{2})\b(?![/.-]\d)/g;

/**
 * The columns as their headings name them. A header may print the headings on one line
 * and their years on the next (« Budget voté | Réalisé | Budget voté » over « 2023/2024 |
 * 2023/2024 | 2024/2025 »): the years left over go to the headings that have none right
 * after them, in order, the last headings when there are more (a title above the table
 * names a budget too). A heading printed with its year (« Budget 2026/2027 à | voter »
 * over the others' years) keeps it.
 */
function budgetHeadings(header: string): Array<{ role: string; year: number | null }> {
  const named = headingsOf(header, HEADINGS, (match) => match.groups!.kind!);
  const kinds = [...header.matchAll(KINDS)];
  const years = [...header.matchAll(YEARS)];
  if (years.length <= named.length || kinds.length < years.length) return named;
  // a year right after its heading, and not the first of a row of years printed under them
  const own = kinds.map((kind) =>
    years.find((year, i) => {
      const next = years[i + 1];
      const inRow = next && !/\p{L}/u.test(header.slice(year.index + year[0].length, next.index));
      return !inRow && /^ ?\(?$/.test(header.slice(kind.index + kind[0].length, year.index));
    }),
  );
  const leftover = years.filter((year) => !own.includes(year));
  const bare = kinds.flatMap((kind, i) => (own[i] ? [] : [kind])).slice(-leftover.length);
  return kinds.flatMap((kind, i) => {
    const year = own[i] ?? leftover[bare.indexOf(kind)];
    if (!own[i] && !bare.includes(kind)) return [];
    return [{ role: kind[1]!, year: year ? Number(year[1]) : null }];
  });
}

/**
 * The first table under a budget header that ends on a total: a table carried over pages
 * (« À reporter » … « Report ») prints its header again above the rows that reach the total.
 */
function totalledTable(lines: Line[]) {
  for (const [start, line] of lines.entries()) {
    if (!HEADER.test(line.text) || findAmounts(line.text).length > 0) continue;
    const { columns, rows } = readColumns(lines, start, budgetHeadings);
    const row = totalRow(rows);
    if (row) return { columns, row };
  }
  return null;
}

/**
 * The building's budget voted for the current year (`building_budget`) and for the last
 * closed one (`building_budget_n`), from the total row of the budget columns.
 */
export function readBudgetTable(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const table = totalledTable(lines);
  if (!table) return [];
  const { columns, row } = table;
  const closed = lastClosedYear(lines, today);
  const field = (year: number | null) =>
    ({ [-1]: 'building_budget', 0: 'building_budget_n' })[closed - (year ?? 0)];
  return columns.flatMap((column) => {
    const name = VOTED.has(column.role) ? field(column.year) : undefined;
    const amount = row.cells.get(column);
    return name && amount
      ? [{ field: name, amount, page: row.line.page, excerpt: excerpt(row.line), confidence }]
      : [];
  });
}
