import { formatCents } from '@ped/domain';
import { cellAmount, headingYear, type Grid, type GridRow } from './grid';
import { figure, type GridConfidence } from './grid-figures';
import type { FigureGuess } from './types';

/**
 * The lot's closed year as syndic software prints it in a table of keys (issue 39, tenth
 * round): one row per key and the seller's total, one column for what the lot was called
 * (« Provisions », « Appelé », « Budget 2024 ») and one for what it really cost (« Votre
 * part », « Quote-part réelle », « Réalisé 2024 »), often an « Écart » beside them. Dated
 * columns pair by their year; undated ones are the year the statement closes.
 */

/** What the lot was called, in order of preference: its provisions, its calls, its budget. */
const CALLED = [
  /^provisions?(?: (?:appelees|versees|sur budget|budget))?\b/,
  /^(?:appele|appels? de fonds)\b/,
  /^budget(?: de votre lot)?\b/,
];
/** What the lot's share of the year's spending came to. */
const SPENT =
  /^(?:votre (?:quote ?-?)?part|quote ?-?part(?: reelle| des depenses)?|charges reelles|depenses? reelles?|realise|reel|cout reel|charges(?= 20\d{2})|montant)\b/;
/** A column of the building's amounts, whatever role its first word has. */
const BUILDING = /\b(?:immeuble|vote|global|a repartir)\b/;
const BALANCE = /^(?:ecart|solde|difference|en votre faveur|regularisation)\b/;
/** A table about the lot: it prints the lot's tantièmes, or names lots in its columns. */
const LOT_TABLE = /^(?:tantiemes|milliemes|lot\b|quote-part\b)/;
/** The seller's total, named so. */
const SELLER_TOTAL = /^total (?:coproprietaire|(?:de )?vos lots|des lots|lots? .*\bet\b)\b/;
/** A total that is the seller's only in a table of the lot's keys. */
const KEYS_TOTAL = /^total(?: (?:des )?charges(?: courantes)?| travaux)?$/;
const LOT_TOTAL = /^total (?:du )?lot (?:n\W{0,3})?(\d+)\b/;
const ANY_TOTAL = /^(?:total|sous-total)\b/;
/** A table of the works outside the budget, by its title or its first heading. */
const WORKS = /\b(?:travaux|hors budget|operations? exceptionnelles?)\b/;
/**
 * How far the lot's real charges may be from its provisions: a year's regularisation is
 * a few per cent of it; further apart, the two columns are not the same lot's year.
 */
const PLAUSIBLE_GAP = 0.35;

/** Whether two amounts may be one lot's calls and real charges of the same year. */
export const sameYearOfLot = (called: number, spent: number) =>
  Math.abs(spent - called) <= PLAUSIBLE_GAP * Math.max(spent, called);

const amountAt = (row: GridRow, column: number) => cellAmount(row.cells.get(column));
const minus = (a: number, b: number) => `${formatCents(a)} − ${formatCents(b)}`;

interface Pair {
  called: number[];
  spent: number[];
  balance: number;
  year: number | null;
}

/**
 * The columns that may hold the lot's calls and real charges, in order of preference,
 * paired by the year their heading names (an undated one goes with any year).
 */
function pairs(grid: Grid): Pair[] {
  const headings = grid.columns.map((column) => column.heading);
  const years = new Set(headings.map(headingYear));
  return [...years].map((year) => {
    const ofYear = (i: number) =>
      i > 0 && [year, null].includes(headingYear(headings[i]!)) && !BUILDING.test(headings[i]!);
    const matching = (pattern: RegExp) =>
      headings.flatMap((h, i) => (ofYear(i) && pattern.test(h) ? [i] : []));
    return {
      called: CALLED.flatMap(matching),
      spent: matching(SPENT),
      balance: headings.findIndex((h, i) => ofYear(i) && BALANCE.test(h)),
      year,
    };
  });
}

/** How many lots a statement shows apart: the lots' totals and the tables titled by a lot. */
function lotsShown(grids: Grid[]): number {
  const lots = grids.flatMap((grid) => [
    // a table titled by its lot, last: « … Lot 15 — appartement »
    /\blot (\d+)(?: - [^-]*)?$/.exec(grid.title)?.[1],
    ...grid.rows.map((row) => LOT_TOTAL.exec(row.label)?.[1]),
  ]);
  return new Set(lots.filter(Boolean)).size;
}

/**
 * The seller's total row: the one named so; in a table of the lot's keys, its total; the
 * one lot's total when the statement shows one lot; a works table's one operation.
 */
function ownerRow(grid: Grid, lots: number, works: boolean): GridRow | null {
  const rows = grid.rows;
  const named = rows.find((row) => SELLER_TOTAL.test(row.label));
  if (named) return named;
  const keysTable = grid.columns.some((column) => LOT_TABLE.test(column.heading));
  const totals = rows.filter((row) => KEYS_TOTAL.test(row.label));
  if (keysTable && totals.length === 1) return totals[0]!;
  const lotTotals = rows.filter((row) => LOT_TOTAL.test(row.label));
  if (lots <= 1 && lotTotals.length === 1) return lotTotals[0]!;
  const operations = rows.filter((row) => !ANY_TOTAL.test(row.label) && !BALANCE.test(row.label));
  return works && keysTable && operations.length === 1 ? operations[0]! : null;
}

/** « a + b = total » when every part is printed and they add up to `value`. */
function sumProof(parts: Array<number | null>, value: number): string | null {
  const printed = parts.filter((v): v is number => v !== null);
  return printed.length >= 2 &&
    printed.length === parts.length &&
    printed.reduce((a, b) => a + b, 0) === value
    ? `${printed.map((v) => formatCents(v)).join(' + ')} = ${formatCents(value)}`
    : null;
}

/** « 2 271,39 + 56,41 = 2 327,80 »: the seller's total is the sum of each lot's total. */
function lotsProof(grids: Grid[], row: GridRow, heading: string, value: number): string | null {
  const parts = grids.flatMap((grid) => {
    const column = grid.columns.findIndex((c) => c.heading === heading);
    return column < 0
      ? []
      : grid.rows
          .filter((r) => r !== row && LOT_TOTAL.test(r.label))
          .map((r) => amountAt(r, column));
  });
  return sumProof(parts, value);
}

/** « 1 839,06 + 432,33 = 2 271,39 »: a total that is the sum of the keys above it. */
function keysProof(grid: Grid, row: GridRow, column: number, value: number): string | null {
  const keys = grid.rows.slice(0, grid.rows.indexOf(row));
  if (keys.some((r) => ANY_TOTAL.test(r.label))) return null;
  return sumProof(
    keys.map((r) => amountAt(r, column)),
    value,
  );
}

/** The suffix of a pair's year: its own when dated, the statement's when not. */
function suffixOf(year: number | null, closed: number, suffix: 'n' | 'n1' | null) {
  if (year === null) return suffix;
  return closed - year === 0 ? 'n' : closed - year === 1 ? 'n1' : null;
}

/** A statement's row of the budget's charges, beside its works' rows (« Poste | Appelé | Réel »). */
const BUDGET_ROW =
  /^(?:charges (?:courantes|generales|communes)|budget(?: courant| previsionnel)?)\b/;

/**
 * A statement of one lot that prints its charges and its works on rows of their own under
 * « Appelé | Réel | Écart », and their total: the total adds them up in each column, so
 * each row is the lot's, the budget's and the works' apart.
 */
function budgetAndWorksRows(grid: Grid): Array<{ row: GridRow; works: boolean }> {
  const budget = grid.rows.filter((row) => BUDGET_ROW.test(row.label));
  const works = grid.rows.filter((row) => WORKS.test(row.label) && !ANY_TOTAL.test(row.label));
  const total = grid.rows.find((row) => ANY_TOTAL.test(row.label));
  if (budget.length !== 1 || works.length !== 1 || !total) return [];
  const adds = (column: number) => {
    const parts = [amountAt(budget[0]!, column), amountAt(works[0]!, column)];
    return sumProof(parts, amountAt(total, column) ?? NaN) !== null;
  };
  const columns = pairs(grid).flatMap((pair) => [...pair.called, ...pair.spent]);
  return columns.length >= 2 && columns.every(adds)
    ? [
        { row: budget[0]!, works: false },
        { row: works[0]!, works: true },
      ]
    : [];
}

/** The budget's total among a table's totals: « Total charges courantes ». */
const CHARGES_TOTAL = /^total (?:des )?charges(?: courantes| generales| du budget)?$/;

/**
 * A table of the lot's charges and its works, each with its total (« Total charges
 * courantes », then « Total ravalement »): whatever its title says, the first total is the
 * budget's and the other the works'.
 */
function chargesAndWorksTotals(grid: Grid): Array<{ row: GridRow; works: boolean }> | null {
  const totals = grid.rows.filter((row) => ANY_TOTAL.test(row.label));
  const charges = totals.find((row) => CHARGES_TOTAL.test(row.label));
  const works = totals.find((row) => row !== charges);
  return charges && works && totals.length === 2
    ? [
        { row: charges, works: false },
        { row: works, works: true },
      ]
    : null;
}

/**
 * The lot's calls and real charges of a closed year, budget and works apart, read on the
 * seller's total row of a table of keys, or on the budget's and the works' rows of a
 * statement that adds them up; each confirmed by the gap printed beside them, by the lots'
 * totals or by the keys above.
 */
export function readLotYearTables(
  grids: Grid[],
  suffix: 'n' | 'n1' | null,
  closed: number,
  confidence: GridConfidence,
): FigureGuess[] {
  const lots = lotsShown(grids);
  return grids.flatMap((grid) => {
    const works = WORKS.test(grid.title) || WORKS.test(grid.columns[0]?.heading ?? '');
    const row = ownerRow(grid, lots, works);
    const rows = chargesAndWorksTotals(grid) ?? (row ? [{ row, works }] : budgetAndWorksRows(grid));
    return rows.flatMap((own) =>
      rowFigures(grids, grid, own.row, own.works, suffix, closed, confidence),
    );
  });
}

/** The calls and real charges one row prints, in the first pair of columns of one year. */
function rowFigures(
  grids: Grid[],
  grid: Grid,
  row: GridRow,
  works: boolean,
  suffix: 'n' | 'n1' | null,
  closed: number,
  confidence: GridConfidence,
): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const pair of pairs(grid)) {
    const own = suffixOf(pair.year, closed, suffix);
    const amounts = (columns: number[]) =>
      columns.flatMap((column) => {
        const amount = amountAt(row, column);
        return amount && amount > 0 ? [{ column, amount }] : [];
      });
    // the first columns whose amounts are the same year's of the same lot
    const [called, spent] = amounts(pair.called).flatMap((c) =>
      amounts(pair.spent)
        .filter((s) => s.column !== c.column)
        .filter((s) => sameYearOfLot(c.amount, s.amount))
        .map((s) => [c, s] as const),
    )[0] ?? [undefined, undefined];
    if (!own || !called || !spent) continue;
    // the gap in its own column, or on a row under the total (« Régularisation 65,18 CR »)
    const under = grid.rows.find((r) => r !== row && BALANCE.test(r.label));
    const gap =
      (pair.balance >= 0 ? amountAt(row, pair.balance) : null) ??
      (under ? (amountAt(under, called.column) ?? amountAt(under, spent.column)) : null);
    const balanced =
      gap !== null && Math.abs(spent.amount - called.amount) === Math.abs(gap)
        ? `${minus(Math.max(spent.amount, called.amount), Math.min(spent.amount, called.amount))} = ${formatCents(Math.abs(gap))} (écart)`
        : null;
    const proofOf = (column: number, value: number) => [
      balanced,
      lotsProof(grids, row, grid.columns[column]!.heading, value),
      keysProof(grid, row, column, value),
    ];
    const [spentField, calledField] = works
      ? [`hors_budget_${own}`, `expected_hors_budget_${own}`]
      : [`budget_${own}`, `expected_budget_${own}`];
    found.push(
      figure(spentField, spent.amount, grid, row, proofOf(spent.column, spent.amount), confidence),
      figure(
        calledField,
        called.amount,
        grid,
        row,
        proofOf(called.column, called.amount),
        confidence,
      ),
    );
  }
  return found;
}
