import { findAmounts } from './amounts';
import type { Line } from './types';

/** A table's header cells wrap: it may run over this many lines before its first row. */
const HEADER_LINES = 10;
/** Rows are looked for this far below the header. */
const BODY_LINES = 15;

export interface Column<Role> {
  role: Role;
  /** the year the heading names, when it names one (« Budget voté 2025 ») */
  year: number | null;
}

export interface ColumnRow<Role> {
  line: Line;
  /** the row's amounts, in cents, by column */
  cells: Map<Column<Role>, number>;
}

/**
 * A table whose header starts on `lines[start]`: its amount columns, in the order their
 * headings (found by `headings`, one match per column, its `year` group read if any) are
 * printed, and its rows: the lines below printing exactly one amount per column. A text
 * layer gives a wrapped header cell as several lines, hence the header read as one text.
 */
export function readColumns<Role>(
  lines: Line[],
  start: number,
  headings: (header: string) => Array<{ role: Role; year: number | null }>,
): { columns: Array<Column<Role>>; rows: Array<ColumnRow<Role>> } {
  const page = lines[start]!.page;
  const header: string[] = [];
  let index = start;
  for (; index < lines.length && index < start + HEADER_LINES; index++) {
    const line = lines[index]!;
    if (line.page !== page || findAmounts(line.text).length > 0) break;
    header.push(line.text);
  }
  // « quote- » and « part » on two lines are one heading
  const columns = headings(header.join(' ').replace(/- /g, '-'));
  const rows: Array<ColumnRow<Role>> = [];
  for (const line of lines.slice(index, index + BODY_LINES)) {
    if (line.page !== page) break;
    const amounts = findAmounts(line.text);
    if (amounts.length === 0) continue;
    // a row of another width is another table
    if (amounts.length !== columns.length) break;
    rows.push({ line, cells: new Map(columns.map((column, i) => [column, amounts[i]!.cents])) });
  }
  return { columns, rows };
}

/** The row that sums the table (« Total … »), or its only row. */
export function totalRow<Role>(rows: Array<ColumnRow<Role>>): ColumnRow<Role> | null {
  return (
    rows.find((row) => /^total\b/.test(row.line.text)) ?? (rows.length === 1 ? rows[0]! : null)
  );
}

/** Each match of `pattern` in `text`, in order, as a column whose role `roleOf` names. */
export function headingsOf<Role>(
  text: string,
  pattern: RegExp,
  roleOf: (match: RegExpMatchArray) => Role,
): Array<{ role: Role; year: number | null }> {
  return [...text.matchAll(pattern)].map((match) => ({
    role: roleOf(match),
    year: match.groups?.year ? Number(match.groups.year) : null,
  }));
}
