import { formatCents } from '@ped/domain';
import { cellAmount, cellInteger, columnIndex, type Grid, type GridRow } from './grid';
import type { FigureGuess } from './types';

/**
 * Figures read where a row's label meets a column's heading (grid.ts), each with the
 * arithmetic that confirms it when the table prints what it takes: a lot's share equal to
 * the building's amount × the lot's tantièmes ÷ the base, a call equal to the year's share
 * ÷ the calls of the year, a total equal to the sum of its lines. A confirmed figure is
 * surer than any label (`proven` in confidence.ts), and the staff review shows why.
 */
export interface GridConfidence {
  read: number;
  proven: number;
}

/** The building's column: its budget or amount, not a lot's part of it. */
const BUILDING =
  /^(?:budget\b(?!.*\bpart\b)|montant immeuble|base immeuble|budget immeuble|depense immeuble)/;
/** The lot's yearly share. */
const LOT_YEAR = /\b(?:quote ?-?part annuelle|part annuelle|total vos lots|votre part annuelle)\b/;
/** The call the notice asks now. */
const CALL = /^(?:appel|echeance|appele)\b/;
const TANTIEMES = /^tantiemes?\b/;
const BASE = /^base$/;
const BUDGET_ROW = /^(?:sous ?-?total budget|budget annuel|budget previsionnel|total budget)\b/;
const FUND_ROW = /\bfonds de travaux\b/;
/** Calls in a year: quarterly, monthly, half-yearly, yearly. */
const CALLS_A_YEAR = [4, 12, 2, 1];

const amountAt = (row: GridRow, column: number) =>
  column < 0 ? null : cellAmount(row.cells.get(column));

/** « 146 000,00 × 212 / 10 000 = 3 095,20 » when the row's tantièmes give its share. */
function shareProof(grid: Grid, row: GridRow, building: number, share: number): string | null {
  const tantiemes = cellInteger(row.cells.get(columnIndex(grid, TANTIEMES)));
  const base = cellInteger(row.cells.get(columnIndex(grid, BASE)));
  if (!tantiemes || !base) return null;
  return Math.abs(Math.round((building * tantiemes) / base) - share) <= 1
    ? `${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(share)}`
    : null;
}

/** « 849,40 × 4 = 3 397,60 » when the call is the year's share in equal instalments. */
function callProof(call: number | null, year: number): string | null {
  if (!call) return null;
  const calls = CALLS_A_YEAR.find((n) => Math.abs(call * n - year) <= n);
  return calls && calls > 1 ? `${formatCents(call)} × ${calls} = ${formatCents(year)}` : null;
}

/** « total des lignes » when a subtotal row is the sum of the rows above it in that column. */
function sumProof(grid: Grid, row: GridRow, column: number, value: number): string | null {
  const above = grid.rows.slice(0, grid.rows.indexOf(row));
  const lines = above.map((r) => amountAt(r, column)).filter((v): v is number => v !== null);
  return lines.length >= 2 && lines.reduce((a, b) => a + b, 0) === value
    ? `${lines.map((v) => formatCents(v)).join(' + ')} = ${formatCents(value)}`
    : null;
}

function figure(
  field: string,
  amount: number,
  grid: Grid,
  row: GridRow,
  proofs: Array<string | null>,
  confidence: GridConfidence,
): FigureGuess {
  const shown = proofs.filter((p): p is string => p !== null);
  return {
    field,
    amount,
    page: grid.page,
    excerpt: row.raw.slice(0, 200),
    confidence: shown.length > 0 ? confidence.proven : confidence.read,
    ...(shown.length > 0 ? { proofs: shown } : {}),
  };
}

/**
 * A call for funds printed as a table of keys: the building's budget and the lot's yearly
 * share on the budget's row, the building's yearly fund contribution and this call's on
 * the fund's row.
 */
export function readCallGrid(grids: Grid[], confidence: GridConfidence): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const grid of grids) {
    const building = columnIndex(grid, BUILDING, 1);
    const lot = columnIndex(grid, LOT_YEAR, 1);
    const call = columnIndex(grid, CALL, 1);
    if (building < 0 || lot < 0) continue;
    const budgetRow = grid.rows.find((row) => BUDGET_ROW.test(row.label));
    const whole = budgetRow && amountAt(budgetRow, building);
    const share = budgetRow && amountAt(budgetRow, lot);
    if (budgetRow && whole && share && share < whole) {
      const proofs = [
        sumProof(grid, budgetRow, lot, share),
        callProof(amountAt(budgetRow, call), share),
      ];
      found.push(
        figure(
          'building_budget',
          whole,
          grid,
          budgetRow,
          [sumProof(grid, budgetRow, building, whole)],
          confidence,
        ),
        figure('expected_budget', share, grid, budgetRow, proofs, confidence),
      );
    }
    const fundRow = grid.rows.find((row) => FUND_ROW.test(row.label));
    const fund = fundRow && amountAt(fundRow, building);
    const fundShare = fundRow && amountAt(fundRow, lot);
    const fundCall = fundRow && amountAt(fundRow, call);
    if (fundRow && fund) {
      const proofs = fundShare ? [shareProof(grid, fundRow, fund, fundShare)] : [];
      found.push(figure('works_funds_contribution', fund, grid, fundRow, proofs, confidence));
    }
    if (fundRow && fundCall && fundShare)
      found.push(
        figure(
          'works_funds_last_contribution',
          fundCall,
          grid,
          fundRow,
          [callProof(fundCall, fundShare)],
          confidence,
        ),
      );
  }
  return found;
}

/** The lot's share column of an individual charge statement. */
const SHARE = /\b(?:votre )?quote ?-?part\b/;
const WORKS_TABLE = /^(?:travaux|operations exceptionnelles|hors budget)\b/;
const WORKS_CALLS = /\bappels? (?:de fonds )?(?:travaux|hors budget)\b/;
const NOT_WORKS = /^(?:solde|total)\b/;
const CALLED = /^appele/;

/**
 * An individual charge statement's works table (« Travaux et opérations exceptionnelles »):
 * the lot's share of the works done (`hors_budget_{n}`) is the sum of the works' rows, what
 * was called for them (`expected_hors_budget_{n}`) the calls' row.
 */
export function readWorksGrid(
  grids: Grid[],
  suffix: string,
  confidence: GridConfidence,
): FigureGuess[] {
  const grid = grids.find((g) => WORKS_TABLE.test(g.columns[0]?.heading ?? ''));
  const share = grid ? columnIndex(grid, SHARE, 1) : -1;
  if (!grid || share < 0) return [];
  const calls = grid.rows.find((row) => WORKS_CALLS.test(row.label));
  const works = grid.rows.filter((row) => row !== calls && !NOT_WORKS.test(row.label));
  const done = works.map((row) => amountAt(row, share));
  const found: FigureGuess[] = [];
  if (works.length > 0 && done.every((v) => v !== null))
    found.push(
      figure(
        `hors_budget_${suffix}`,
        done.reduce((a, b) => a! + b!, 0)!,
        grid,
        works[0]!,
        [],
        confidence,
      ),
    );
  const called = calls && amountAt(calls, share);
  if (calls && called !== null && called !== undefined)
    found.push(figure(`expected_hors_budget_${suffix}`, called, grid, calls, [], confidence));
  // or a column « Appelé » beside each work's share
  const calledColumn = calls ? -1 : columnIndex(grid, CALLED, share + 1);
  const calledCells = works.map((row) => amountAt(row, calledColumn));
  if (calledColumn >= 0 && works.length > 0 && calledCells.every((v) => v !== null))
    found.push(
      figure(
        `expected_hors_budget_${suffix}`,
        calledCells.reduce((a, b) => a! + b!, 0)!,
        grid,
        works[0]!,
        [],
        confidence,
      ),
    );
  return found;
}
