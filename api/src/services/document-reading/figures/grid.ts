import { spelledOut } from './abbreviations';
import { normalizeText, unglue } from '../type-and-date/normalize';
import type { PageLayout, PlacedCell } from '../types';
import { findAmounts } from './amounts';

/**
 * Tables read by their columns (issue 39): a text layer gives each piece of text with its
 * place, so a row's amount belongs to the column whose heading stands above it, whatever
 * other amounts the row prints. Flat text loses that: « 146 000,00 3 397,60 849,40 » is
 * three amounts, not the building's budget, the lot's year and its quarter.
 */
export interface GridColumn {
  /** the heading as printed, normalised (lower case, no accents) */
  heading: string;
  x: number;
  end: number;
}

export interface GridRow {
  /** the row's text cells before its first amount or number, normalised */
  label: string;
  /** the row as printed */
  raw: string;
  /** the whole row normalised, an account number first (« 401 fournisseurs 7 804,12 ») */
  text: string;
  /**
   * the last line without amounts above the row inside the table, normalised: the section
   * it stands in (« cotisation fonds travaux loi alur »), '' before any
   */
  section: string;
  /** the text of each column's cell, by column index */
  cells: Map<number, string>;
}

export interface Grid {
  /** 1-based */
  page: number;
  /**
   * the words printed over the header, normalised (the last two lines without numbers: a
   * title that wraps, « travaux hors budget — … (ag du » over « 11/04/2023) »), '' if none
   */
  title: string;
  columns: GridColumn[];
  rows: GridRow[];
}

const norm = (text: string) => unglue(normalizeText(text)).trim();
/** A number as a cell prints it, the euro after it or, from a spreadsheet, before (« € 837,40 »). */
const NUMBER =
  /^(?:€ ?)?[-(]?\d[\d .\u00a0\u202f']*(?:[,.]\d{2})?\)?(?: ?(?:€|eur))?(?:-| ?(?:db|cr|d|c))?$/i;
const isNumber = (str: string) => NUMBER.test(str.trim());
/** A row's code or account number, alone in its cell (« 01 », « 4501 »). */
const CODE = /^\d{1,5}$/;

const heading = (text: string) => spelledOut(norm(text));

/** A header: three headings or more, none of them a number. */
const isHeader = (cells: PlacedCell[]) => cells.length >= 3 && !cells.some((c) => isNumber(c.str));

/**
 * The column a cell stands under: the heading its span overlaps most, else the one whose
 * edge is nearest (amounts are right-aligned under a left-aligned heading, or the reverse).
 */
function columnOf(cell: PlacedCell, columns: GridColumn[]): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((column, i) => {
    const overlap = Math.min(cell.end, column.end) - Math.max(cell.x, column.x);
    const score =
      overlap > 0
        ? overlap
        : -Math.min(Math.abs(cell.end - column.end), Math.abs(cell.x - column.x));
    if (score > bestScore) [best, bestScore] = [i, score];
  });
  return best;
}

/**
 * The amount of a cell, in cents (« 1 234,56 », « 23,80- » and « 612,40 CR » negative); none
 * when the cell prints none or two.
 */
export function cellAmount(text: string | undefined): number | null {
  if (!text) return null;
  const trimmed = text.trim();
  const credit = /(?:-|\bcr)$/i.test(trimmed);
  const amounts = findAmounts(norm(trimmed.replace(/(?:-|\s?(?:db|cr|d|c))$/i, '')));
  // a cell printing two amounts cannot say which one is its column's
  if (amounts.length !== 1) return null;
  const amount = amounts[0]!;
  return credit ? -Math.abs(amount.cents) : amount.cents;
}

/** A whole number printed in a cell (tantièmes, a base): « 10 000 » is 10000. */
export function cellInteger(text: string | undefined): number | null {
  const digits = text?.trim().match(/^(\d{1,3}(?:[ .\u00a0\u202f]\d{3})*|\d+)$/)?.[1];
  return digits ? Number(digits.replace(/\D/g, '')) : null;
}

/**
 * A second line of headings right under a header with no row yet, each cell under a column
 * of its own (between that heading's start and the next one's): headings wrapped over two
 * lines (« Budget » over « voté », « Quote-part » over « annuelle »), whatever their alignment.
 */
function continuesHeader(cells: PlacedCell[], columns: GridColumn[]): boolean {
  const zones = cells.map((cell) =>
    columns.findIndex(
      (column, i) => cell.x >= column.x - ZONE_SLACK && cell.end <= (columns[i + 1]?.x ?? Infinity),
    ),
  );
  return !zones.includes(-1) && new Set(zones).size === zones.length;
}
/**
 * A line of years under a header (« 2024 2024 2023 2023 »): headings wrapped over two lines
 * (« Provisions » over « 2023 »), not a row, though years look like numbers.
 */
const YEARS_ONLY = /^(?:20\d{2}(?:[/-]20\d{2})?|n(?: ?- ?1)?)$/i;
const isYearLine = (cells: PlacedCell[]) => cells.every((cell) => YEARS_ONLY.test(cell.str.trim()));

/** How far left of its heading a wrapped heading may start (centred headings). */
const ZONE_SLACK = 12;
/** The most a wrapped heading's line lies under the line above it, in points. */
const WRAPPED_LINE_GAP = 16;

/**
 * A line that only goes on with the row above: right under it, a number wrapped in a narrow
 * column (« 10 » over « 000 » under « Base ») and no amount, each of its cells under a column
 * the row fills. A line of words alone stays the section of the rows below it.
 */
function continuesRow(cells: PlacedCell[], row: GridRow, columns: GridColumn[]): boolean {
  return (
    cells.some((cell) => isNumber(cell.str)) &&
    cells.every((cell) => cellAmount(cell.str) === null && row.cells.has(columnOf(cell, columns)))
  );
}

/** The row goes on with the line's cells, each after its column's text. */
function extendRow(row: GridRow, cells: PlacedCell[], columns: GridColumn[], labelColumn: number) {
  for (const cell of cells) {
    const column = columnOf(cell, columns);
    row.cells.set(column, `${row.cells.get(column)} ${cell.str}`);
    if (column === labelColumn) row.label = norm(`${row.label} ${cell.str}`);
  }
  row.raw = `${row.raw} ${cells.map((c) => c.str).join(' ')}`;
  row.text = norm(row.raw);
}

/**
 * One page's tables: each header and the rows under it up to the next header. Rows before
 * any header go on with the table the page before ended on (`continued`): a listing carried
 * over (« Report page 1 ») does not print its header again.
 */
function pageGrids(layout: PageLayout, page: number, continued: Grid | undefined): Grid[] {
  const carried = continued && {
    page,
    title: continued.title,
    columns: continued.columns,
    rows: [] as GridRow[],
  };
  const grids: Grid[] = carried ? [carried] : [];
  let headerY = -Infinity;
  let section = '';
  /** the lines without numbers since the last header or row: the next table's title */
  let words: string[] = [];
  /** the last row read, where it stands and the column that names it */
  let last: { row: GridRow; y: number; labelColumn: number } | null = null;
  for (const line of layout.lines) {
    const open = grids.at(-1);
    const wrapped =
      open?.rows.length === 0 &&
      Math.abs(headerY - line.y) <= WRAPPED_LINE_GAP &&
      continuesHeader(line.cells, open.columns);
    if (wrapped) headerY = line.y;
    if (isHeader(line.cells) && !wrapped) {
      headerY = line.y;
      section = '';
      grids.push({
        page,
        title: norm(words.slice(-2).join(' ')),
        columns: line.cells.map((c) => ({ heading: heading(c.str), x: c.x, end: c.end })),
        rows: [],
      });
      words = [];
      continue;
    }
    // a header's second line may print a year or a lot's number (« 2025 | lot 13 | annuelle »),
    // never money
    const headerWords =
      wrapped && (isYearLine(line.cells) || !line.cells.some((c) => findAmounts(c.str).length));
    const numbered = line.cells.some((c) => isNumber(c.str)) && !headerWords;
    if (!numbered) words.push(line.cells.map((c) => c.str).join(' '));
    else words = [];
    const grid = grids.at(-1);
    if (!grid) continue;
    if (
      last &&
      grid.rows.at(-1) === last.row &&
      Math.abs(line.y - last.y) <= WRAPPED_LINE_GAP &&
      continuesRow(line.cells, last.row, grid.columns)
    ) {
      extendRow(last.row, line.cells, grid.columns, last.labelColumn);
      last.y = line.y;
      continue;
    }
    if (!numbered) {
      // a heading that wraps (« Votre quote- » over « part ») goes on under its column
      if (grid.rows.length === 0 && grid !== carried)
        for (const cell of line.cells) {
          const column = grid.columns[columnOf(cell, grid.columns)]!;
          column.heading = `${column.heading} ${norm(cell.str)}`.replace(/- /g, '-');
        }
      section = norm(line.cells.map((c) => c.str).join(' '));
      continue;
    }
    const cells = new Map<number, string>();
    // the row's first cell names it, after its codes if it has any (« 23 | 001 | Charges
    // générales »: the lot's number and the key's)
    const named =
      line.cells.find((cell, i) => i === line.cells.length - 1 || !CODE.test(cell.str)) ??
      line.cells[0]!;
    const label = isNumber(named.str) ? '' : named.str;
    for (const cell of line.cells) {
      const column = columnOf(cell, grid.columns);
      const taken = cells.get(column);
      // two amounts under one heading: the left one belongs to the free column on its left
      // (a long heading reaches over its neighbour's amounts)
      if (taken && isNumber(taken) && isNumber(cell.str) && column > 0 && !cells.has(column - 1))
        cells.set(column - 1, taken).set(column, cell.str);
      else cells.set(column, [taken, cell.str].filter(Boolean).join(' '));
    }
    const raw = line.cells.map((c) => c.str).join(' ');
    const row = { label: norm(label), raw, text: norm(raw), cells, section };
    grid.rows.push(row);
    last = { row, y: line.y, labelColumn: label ? columnOf(named, grid.columns) : -1 };
  }
  return grids.filter((grid) => grid.rows.length > 0);
}

/** Every table of a positioned document. */
export function documentGrids(layout: PageLayout[]): Grid[] {
  const grids: Grid[] = [];
  layout.forEach((page, i) => {
    const last = grids.at(-1);
    grids.push(...pageGrids(page, i + 1, last?.page === i ? last : undefined));
  });
  return grids;
}

/** The index of the first column whose heading matches, or -1. */
export const columnIndex = (grid: Grid, heading: RegExp, from = 0) =>
  grid.columns.findIndex((column, i) => i >= from && heading.test(column.heading));

/** The year a column's heading names: « Réel 2024 », « Au 30/09/2024 », « 2023/2024 » → 2024. */
export function headingYear(heading: string): number | null {
  const years = [...heading.matchAll(/(?<!\d)(20\d{2})(?!\d)/g)].map((m) => Number(m[1]));
  return years.length > 0 ? Math.max(...years) : null;
}
