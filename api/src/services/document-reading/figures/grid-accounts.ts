import { formatCents } from '@ped/domain';
import { cellAmount, columnIndex, headingYear, type Grid, type GridRow } from './grid';
import type { GridConfidence } from './grid-figures';
import { figure, lotYearColumn } from './grid-figures';
import type { FigureGuess } from './types';

/**
 * The accounts' tables read by their columns (ADR 084): an individual charge statement's
 * columns dated by their exercise (the year closed beside the year before) or one per lot,
 * an état financier's « exercice clos » beside « exercice précédent », an annexe's table of
 * the lot's share. The header says what each column is, where a flat row's place does not
 * (« 1 655,02 1 712,34 » may be either year first): these values come before the rules'.
 */

const amountAt = (row: GridRow, column: number) =>
  column < 0 ? null : cellAmount(row.cells.get(column));

const minus = (a: number, b: number) => `${formatCents(a)} − ${formatCents(b)}`;

/** « total des lignes » when a total row is the sum of the rows above it in that column. */
function linesProof(rows: GridRow[], column: number, value: number): string | null {
  const lines = rows.map((r) => amountAt(r, column)).filter((v): v is number => v !== null);
  return lines.length >= 2 && lines.reduce((a, b) => a + b, 0) === value
    ? `${lines.map((v) => formatCents(v)).join(' + ')} = ${formatCents(value)}`
    : null;
}

/** The columns a header dates by exercise, the latest first: [index, year]. */
function datedColumns(grid: Grid, skip: RegExp): Array<[number, number]> {
  const dated = grid.columns.flatMap((column, i): Array<[number, number]> => {
    const year = i > 0 && !skip.test(column.heading) ? headingYear(column.heading) : null;
    return year ? [[i, year]] : [];
  });
  const years = new Set(dated.map(([, year]) => year));
  return years.size === dated.length && dated.length >= 2
    ? dated.toSorted((a, b) => b[1] - a[1])
    : [];
}

// An individual charge statement's rows
const CHARGES =
  /^(?:total (?:des )?charges(?: courantes)?|charges (?:courantes )?reelles|charges courantes(?: \(budget\))?)\b(?!.*\b(?:hors budget|travaux)\b)/;
const PROVISIONS =
  /^(?:total )?(?:provisions|appels?)(?: de fonds)?(?: budget| sur charges)? (?:appelees|versees|appeles|verses)\b(?!.*\b(?:hors budget|travaux)\b)|^provisions (?:sur )?budget appelees\b/;
const BALANCE = /^(?:solde|regularisation|ecart)\b/;
const WORKS_CALLS =
  /^(?:appels?|provisions)(?: de fonds)? (?:travaux|hors budget|pour travaux)\b|^(?:appels?|provisions) travaux|^provisions (?:travaux )?appelees (?:pour )?travaux|^provisions travaux appelees\b|^appels? (?:de fonds )?travaux hors budget\b/;
const WORKS_DONE =
  /^(?:travaux\b(?!.*\bappel)|depenses? (?:de )?travaux(?: hors budget)?|quote-part (?:des )?travaux|charges hors budget)\b/;
const WORKS_TABLE = /^(?:travaux|operations exceptionnelles|hors budget)\b/;
const KEYS_END = /^(?:total|provisions|solde|regularisation|appels?)\b/;
/** The lot's share of each key, in a statement that prints it beside the building's charges. */
const OWN_SHARE = /^(?:votre (?:quote ?-?)?part|quote ?-?part(?: du lot| de vos lots)?)$/;

/**
 * One column's charges and calls, budget and works apart: the charges' total confirmed by
 * the keys above it, both confirmed by the balance printed under them (charges − calls).
 */
function statementColumn(
  grids: Grid[],
  grid: Grid,
  column: number,
  suffix: string,
  confidence: GridConfidence,
): FigureGuess[] {
  const found: FigureGuess[] = [];
  const rowOf = (pattern: RegExp, g = grid) => g.rows.find((row) => pattern.test(row.label));
  const charges = rowOf(CHARGES);
  const provisions = rowOf(PROVISIONS);
  const balance = rowOf(BALANCE);
  const spent = charges && amountAt(charges, column);
  const called = provisions && amountAt(provisions, column);
  const settled = balance && amountAt(balance, column);
  const balanced =
    spent != null && called != null && settled != null && spent - called === settled
      ? `${minus(spent, called)} = ${formatCents(Math.abs(settled))} (solde)`
      : null;
  if (charges && spent != null && spent > 0) {
    const keys = grid.rows.slice(0, grid.rows.indexOf(charges));
    const ownKeys = keys.every((row) => !KEYS_END.test(row.label));
    found.push(
      figure(
        `budget_${suffix}`,
        spent,
        grid,
        charges,
        [ownKeys ? linesProof(keys, column, spent) : null, balanced],
        confidence,
      ),
    );
  }
  if (provisions && called != null && called > 0)
    found.push(
      figure(`expected_budget_${suffix}`, called, grid, provisions, [balanced], confidence),
    );
  // the works: rows of this table, or of a works table dated the same way
  const heading = grid.columns[column]!.heading;
  const worksGrid =
    grids.find(
      (g) =>
        g !== grid &&
        g.page === grid.page &&
        WORKS_TABLE.test(g.columns[0]?.heading ?? '') &&
        g.columns.some((c) => c.heading === heading),
    ) ?? grid;
  const worksColumn =
    worksGrid === grid ? column : worksGrid.columns.findIndex((c) => c.heading === heading);
  const calls = rowOf(WORKS_CALLS, worksGrid);
  const done =
    worksGrid === grid
      ? grid.rows.filter((row) => WORKS_DONE.test(row.label))
      : worksGrid.rows.filter((row) => row !== calls && !/^(?:solde|total)\b/.test(row.label));
  const doneAmounts = done.map((row) => amountAt(row, worksColumn));
  const worksBalance = worksGrid !== grid ? rowOf(/^solde\b/, worksGrid) : undefined;
  const worksCalled = calls ? amountAt(calls, worksColumn) : null;
  const worksSettled = worksBalance ? amountAt(worksBalance, worksColumn) : null;
  if (done.length > 0 && doneAmounts.every((v) => v !== null)) {
    const works = doneAmounts.reduce((a, b) => a! + b!, 0)!;
    const proof =
      worksCalled != null && worksSettled != null && works - worksCalled === worksSettled
        ? `${minus(works, worksCalled)} = ${formatCents(Math.abs(worksSettled))} (solde)`
        : null;
    found.push(figure(`hors_budget_${suffix}`, works, worksGrid, done[0]!, [proof], confidence));
    if (calls && worksCalled != null)
      found.push(
        figure(
          `expected_hors_budget_${suffix}`,
          worksCalled,
          worksGrid,
          calls,
          [proof],
          confidence,
        ),
      );
  }
  return found;
}

/**
 * An individual charge statement (décompte): columns dated by exercise (« Réel 2023 |
 * Réel 2024 », « Au 30/09/2024 | Au 30/09/2023 »: the latest is the year the statement
 * closes, `suffix`, the one before it n1 when that year is n), or one column per lot and
 * their total, the lot's share of the year closed.
 */
export function readChargesGrid(
  grids: Grid[],
  suffix: 'n' | 'n1' | null,
  closed: number,
  confidence: GridConfidence,
): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const grid of grids) {
    if (WORKS_TABLE.test(grid.columns[0]?.heading ?? '')) continue;
    const dated = datedColumns(grid, /\b(?:budget|tantiemes|base)\b/);
    if (dated.length >= 2) {
      // each column by its own year: the last closed is n, the one before n1
      for (const [column, year] of dated) {
        const own = ({ 0: 'n', 1: 'n1' } as Record<number, string>)[closed - year];
        if (own) found.push(...statementColumn(grids, grid, column, own, confidence));
      }
      continue;
    }
    const named = lotYearColumn(grid);
    const lots = named >= 0 ? named : columnIndex(grid, OWN_SHARE, 1);
    if (suffix && lots >= 0 && grid.rows.some((row) => CHARGES.test(row.label)))
      found.push(...statementColumn(grids, grid, lots, suffix, confidence));
  }
  return found;
}

// An état financier's rows, its account number first
const ACCOUNT = /^(?:\d{3,6} )?/;
const BALANCES: Array<{ field: string; label: RegExp }> = [
  {
    field: 'unpaid',
    label:
      /^(?:comptes )?coproprietaires (?:- )?(?:(?:soldes? )?debiteurs|sommes exigibles restant (?:a recevoir|dues))\b/,
  },
  { field: 'unpaid_providers', label: /^(?:dettes )?fournisseurs\b(?! debiteurs)/ },
  { field: 'works_funds', label: /^fonds (?:de )?travaux\b(?!.*\b(?:banque|compte separe)\b)/ },
];
const PREVIOUS = /\b(?:precedent|anterieur|n-1)\b/;
const CLOSED = /\b(?:clos|en cours|actuel)\b|^(?:exercice )?n$/;

/** The column of the year closed: the latest dated, or « Exercice clos » beside « précédent ». */
function closedColumn(grid: Grid): number {
  const dated = datedColumns(grid, /\bbudget\b/);
  if (dated.length >= 2) return dated[0]![0];
  const previous = columnIndex(grid, PREVIOUS, 1);
  const closed = grid.columns.findIndex(
    (c, i) => i > 0 && i !== previous && CLOSED.test(c.heading),
  );
  return previous >= 0 && closed >= 0 ? closed : -1;
}

/**
 * Annexe 1 (état financier) printed as a table whose header says which column is the year
 * closed: the building's unpaid charges, suppliers' debt and works fund read in it. On a
 * second page the same header is printed again (a « Report » row first).
 */
export function readBalanceGrid(grids: Grid[], confidence: GridConfidence): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const grid of grids) {
    const column = closedColumn(grid);
    if (column < 0) continue;
    for (const { field, label } of BALANCES) {
      if (found.some((f) => f.field === field)) continue;
      const row = grid.rows.find((r) => label.test(r.text.replace(ACCOUNT, '')));
      const amount = row && amountAt(row, column);
      if (row && amount) found.push(figure(field, Math.abs(amount), grid, row, [], confidence));
    }
  }
  return found;
}

// The lot's share of each budget, in its own table under the building's
const LOT_TABLE = /^(?:votre quote-part|vos lots|quote-part du lot|lot \d+|lots? \d+ et \d+)\b/;
/** A total row naming a lot (« Total lot 17 ») makes its table the lot's, whatever its headings. */
const LOT_TOTAL = /^total (?:du |de votre |pour le )?lots? (?:n\W{0,3})?\d/;
const CALLED_KIND = /^provisions(?: appelees\b|$)/;
const ACTUAL_KIND = /^(?:charges reelles|reel|realise|depenses reelles)\b/;
const BUDGET_KIND = /^budget(?: vote| previsionnel)?\b(?!.*\bpropose\b)/;
/** « 176 / 10 000 »: the lot's tantièmes over a base of 100, 1 000, 10 000 or 100 000. */
const TANTIEMES = /(?<![\d,])(\d{1,5}) ?\/ ?(10{2,5}|1 000|10 000|100 000)(?![\d,])/;

/**
 * The row of the seller's total in a lot's table, and the rows it sums: the first total,
 * or, when the table totals several lots (« Total lot 12 », « Total lot 14 »), the total
 * under them, their sum; a lone row is its own total. None when the seller's is not printed.
 */
function sellerTotal(grid: Grid): { total: GridRow | null; keys: GridRow[] } | null {
  const lots = grid.rows.filter((row) => LOT_TOTAL.test(row.label));
  if (new Set(lots.map((row) => row.label)).size >= 2) {
    const below = grid.rows.slice(grid.rows.indexOf(lots.at(-1)!) + 1);
    const total = below.find((row) => /^total\b/.test(row.label) && !LOT_TOTAL.test(row.label));
    return total ? { total, keys: lots } : null;
  }
  const total = grid.rows.find((row) => /^total\b/.test(row.label));
  if (total) return { total, keys: grid.rows.slice(0, grid.rows.indexOf(total)) };
  return grid.rows.length === 1 ? { total: null, keys: [] } : null;
}

/**
 * An annexe's table of the seller's share (« Votre quote-part (lot 9) | Provisions appelées
 * 2024 | Charges réelles 2024 | Budget voté 2025 »): each column by its kind and its year
 * (`closed` is n, the year before n1, the year after the current budget; a column of calls
 * or expenses that names no year is of `documentYear`, the one the annexe closes). A value equal to
 * the building's column of the same year × the lot's tantièmes ÷ base is confirmed.
 */
export function readLotShareGrid(
  grids: Grid[],
  closed: number,
  documentYear: number | null,
  confidence: GridConfidence,
): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const grid of grids) {
    const lotTable =
      LOT_TABLE.test(grid.columns[0]?.heading ?? '') ||
      grid.rows.some((row) => LOT_TOTAL.test(row.label));
    if (!lotTable) continue;
    const seller = sellerTotal(grid);
    if (!seller) continue;
    const { total, keys } = seller;
    const row = total ?? grid.rows[0]!;
    const share = TANTIEMES.exec(row.text);
    grid.columns.forEach((column, i) => {
      // what was called and spent, undated, is of the year the annexe closes
      const undated = CALLED_KIND.test(column.heading) || ACTUAL_KIND.test(column.heading);
      const year = headingYear(column.heading) ?? (undated ? documentYear : null);
      const amount = amountAt(row, i);
      if (!year || amount === null || amount <= 0) return;
      const age = closed - year;
      const kind = CALLED_KIND.test(column.heading)
        ? 'expected_budget'
        : ACTUAL_KIND.test(column.heading)
          ? 'budget'
          : BUDGET_KIND.test(column.heading) && age === -1
            ? 'expected_budget'
            : null;
      if (!kind) return;
      const field =
        age === -1 && kind === 'expected_budget'
          ? 'expected_budget'
          : age === 0
            ? `${kind}_n`
            : age === 1
              ? `${kind}_n1`
              : null;
      if (!field) return;
      const proofs = [total ? linesProof(keys, i, amount) : null];
      // the building's amount of the same year and kind, in a table above on the page
      const buildingKind = ACTUAL_KIND.test(column.heading) ? ACTUAL_KIND : BUDGET_KIND;
      const building = grids
        .filter((g) => g !== grid && g.page === grid.page)
        .flatMap((g) => {
          const at = g.columns.findIndex(
            (c, j) => j > 0 && headingYear(c.heading) === year && buildingKind.test(c.heading),
          );
          const sum = g.rows.find((r) => /^total\b/.test(r.label));
          const value = sum && at >= 0 ? amountAt(sum, at) : null;
          return value ? [value] : [];
        })[0];
      if (share && building) {
        const [, t, b] = share;
        const tantiemes = Number(t);
        const base = Number(b!.replace(/\D/g, ''));
        if (base > 0 && Math.abs(Math.round((building * tantiemes) / base) - amount) <= 1)
          proofs.push(`${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(amount)}`);
      }
      found.push(figure(field, amount, grid, row, proofs, confidence));
    });
  }
  return found;
}
