import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { CALLS_A_YEAR } from './call-words';
import { fractionOf } from './fraction';
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
  /^(?:budget\b(?!.*\bpart\b)|montant immeuble|base immeuble|budget immeuble|depense immeuble|montant vote|budget vote|total immeuble|(?:total|montant) a repartir|montant global)/;
/** The same in a works fund's own table: the yearly contribution voted. */
const FUND_BUILDING = /^(?:cotisation(?: annuelle)?(?: votee)?(?: \d{4})?|montant vote|montant)$/;
/** The lot's yearly share. */
const LOT_YEAR =
  /\b(?:quote ?-?part (?:du |des )?(?:lots? (?:\d+ )?)?annuelle|part annuelle|total vos lots|votre part annuelle|annuel lot|montant annuel)\b/;
/** One column per lot (« Lot 12 », « Lot 4 (appart.) »): the seller's lots, then their total. */
const LOT_COLUMN = /^lot \d+\b/;
const LOTS_TOTAL = /^(?:total(?: annuel| general| lots)?|total de vos lots)$/;
/** The call the notice asks now (« Appel 3T », « Provision du trimestre »). */
const CALL =
  /^(?:appel|echeance|appele|mensualite|(?:provision|cotisation|montant) du (?:trimestre|semestre|mois)|(?:quote ?-?part|part) (?:du |des )?(?:lots? (?:\d+ )?)?(?:[1-4] ?(?:er|e|eme) trim|du trimestre))\b/;
/** A row that is this notice's call (« Appel 2e trimestre (1/4) », « Échéance du 01/07 »). */
const CALL_ROW = /^(?:appel|echeance|mensualite)\b/;
/** A table of the works fund alone, headed by its name. */
const FUND_TABLE = /^fonds (?:de )?travaux\b/;
const TANTIEMES = /^tantiemes?\b/;
const BASE = /^base$/;
const BUDGET_ROW =
  /^(?:sous ?-?total budget|budget annuel|budget previsionnel|total budget|(?:total )?provisions sur charges)\b/;
const FUND_ROW = /\bfonds (?:de )?travaux\b/;
/**
 * A recapitulation's row may print the building's amount in its label, the lot's in the
 * columns: « Provisions sur charges (budget prévisionnel 2025 : 168 100,00 €) | 3 623,40 ».
 */
const BUILDING_IN_LABEL = /\b(?:budget(?: previsionnel| vote)?|cotisation votee)(?: \d{4})? ?:/;

const amountAt = (row: GridRow, column: number) =>
  column < 0 ? null : cellAmount(row.cells.get(column));

/** The building's amount of a row: in the building's column, or named in the row's label. */
function buildingAmount(row: GridRow, column: number): number | null {
  if (column >= 0) return amountAt(row, column);
  const named = BUILDING_IN_LABEL.exec(row.label);
  const amounts = named ? findAmounts(row.label.slice(named.index)) : [];
  return amounts.length === 1 ? amounts[0]!.cents : null;
}

/** A lot's tantièmes printed over their base in one cell: « 342 / 10 000 ». */
const TANTIEMES_OVER_BASE = /^(\d{1,5}) ?\/ ?(\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*)$/;

/** The row's tantièmes and base: in columns of their own, or « 342 / 10 000 » in one. */
function rowShare(grid: Grid, row: GridRow) {
  const cell = row.cells.get(columnIndex(grid, TANTIEMES))?.trim();
  const over = cell ? TANTIEMES_OVER_BASE.exec(cell) : null;
  if (over) return { tantiemes: Number(over[1]), base: Number(over[2]!.replace(/\D/g, '')) };
  return {
    tantiemes: cellInteger(cell),
    base: cellInteger(row.cells.get(columnIndex(grid, BASE))),
  };
}

/** « 146 000,00 × 212 / 10 000 = 3 095,20 » when the row's tantièmes give its share. */
function shareProof(grid: Grid, row: GridRow, building: number, share: number): string | null {
  const { tantiemes, base } = rowShare(grid, row);
  if (!tantiemes || !base) return null;
  return Math.abs(Math.round((building * tantiemes) / base) - share) <= 1
    ? `${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(share)}`
    : null;
}

/**
 * « 4 200,00 × 318 / 10 000 = 133,56 » for each lot's column when the table prints each
 * lot's tantièmes beside it (« Tant. lot 12 | Lot 12 »): the building's amount is right
 * if every lot's share follows from it.
 */
function lotsShareProof(grid: Grid, row: GridRow, building: number): string | null {
  const base = cellInteger(row.cells.get(columnIndex(grid, BASE)));
  if (!base) return null;
  const proofs = grid.columns.flatMap((column, i) => {
    const lot = /^lot (\d+)\b/.exec(column.heading)?.[1];
    if (!lot) return [];
    const at = grid.columns.findIndex((c) =>
      new RegExp(`^tant\\W*(?:iemes?)?\\W* lot ${lot}$`).test(c.heading),
    );
    const tantiemes = cellInteger(row.cells.get(at));
    const share = amountAt(row, i);
    if (at < 0 || tantiemes === null || share === null) return ['✗'];
    return Math.abs(Math.round((building * tantiemes) / base) - share) <= 1
      ? [`${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(share)}`]
      : ['✗'];
  });
  return proofs.length > 0 && !proofs.includes('✗') ? proofs.join(' ; ') : null;
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

/** A value read in a table, its confidence raised by the arithmetic that confirms it. */
export function figure(
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
 * The column of the seller's yearly share: named so, or, when the table prints one column
 * per lot, the total of the lots' columns (one lot alone: its column).
 */
export function lotYearColumn(grid: Grid): number {
  const named = columnIndex(grid, LOT_YEAR, 1);
  if (named >= 0) return named;
  const lots = grid.columns.flatMap((column, i) =>
    i > 0 && LOT_COLUMN.test(column.heading) ? [i] : [],
  );
  if (lots.length === 0) return -1;
  const total = columnIndex(grid, LOTS_TOTAL, lots.at(-1)! + 1);
  return total >= 0 ? total : lots.length === 1 ? lots[0]! : -1;
}

/** « 2 226,00 + 154,00 = 2 380,00 »: a total column that is the sum of the lots' columns. */
function lotsProof(grid: Grid, row: GridRow, column: number, value: number): string | null {
  const lots = grid.columns.flatMap((c, i) =>
    LOT_COLUMN.test(c.heading) && i !== column ? [i] : [],
  );
  const parts = lots.map((i) => amountAt(row, i)).filter((v): v is number => v !== null);
  return parts.length >= 2 &&
    parts.length === lots.length &&
    parts.reduce((a, b) => a + b, 0) === value
    ? `${parts.map((v) => formatCents(v)).join(' + ')} = ${formatCents(value)}`
    : null;
}

/** This notice's call printed as a row under the year's (« Appel 2e trimestre (1/4) »). */
const callRowAmount = (grid: Grid, column: number) => {
  const row = grid.rows.find((r) => CALL_ROW.test(r.label));
  return row ? amountAt(row, column) : null;
};

/**
 * A call for funds printed as a table of keys: the building's budget and the lot's yearly
 * share on the budget's row, the building's yearly fund contribution and this call's on
 * the fund's row. A column headed « Quote-part » alone is the yearly share only when the
 * call beside it is that share ÷ the calls of a year.
 */
/** A lot's share that does not say it is the year's (« Quote-part »). */
const SHARE_ALONE = /^(?:votre )?(?:quote ?-?)?part$/;

/** The yearly share's column, or a « Quote-part » one that the budget row's call confirms. */
function yearShareColumn(grid: Grid, call: number): number {
  const named = lotYearColumn(grid);
  if (named >= 0 || call < 0) return named;
  const share = columnIndex(grid, SHARE_ALONE, 1);
  const budgetRow = grid.rows.find((row) => BUDGET_ROW.test(row.label));
  const year = budgetRow && amountAt(budgetRow, share);
  return share >= 0 && year && callProof(amountAt(budgetRow, call), year) ? share : -1;
}

export function readCallGrid(grids: Grid[], confidence: GridConfidence): FigureGuess[] {
  const found: FigureGuess[] = [];
  for (const grid of grids) {
    const fundTable = FUND_TABLE.test(grid.columns[0]?.heading ?? '');
    const building = fundTable
      ? columnIndex(grid, FUND_BUILDING, 1)
      : columnIndex(grid, BUILDING, 1);
    const call = columnIndex(grid, CALL, 1);
    const lot = yearShareColumn(grid, call);
    if (lot < 0) continue;
    if (fundTable && building >= 0) {
      const fundRow = grid.rows.find((row) => !CALL_ROW.test(row.label));
      const fund = fundRow && amountAt(fundRow, building);
      const fundShare = fundRow && amountAt(fundRow, lot);
      if (!fundRow || !fund || !fundShare || fundShare >= fund) continue;
      found.push(
        figure(
          'works_funds_contribution',
          fund,
          grid,
          fundRow,
          [shareProof(grid, fundRow, fund, fundShare), lotsShareProof(grid, fundRow, fund)],
          confidence,
        ),
      );
      const callRow = grid.rows.find((row) => CALL_ROW.test(row.label));
      const fundCall = callRow ? amountAt(callRow, lot) : amountAt(fundRow, call);
      if (fundCall)
        found.push(
          figure(
            'works_funds_last_contribution',
            fundCall,
            grid,
            callRow ?? fundRow,
            [callProof(fundCall, fundShare)],
            confidence,
          ),
        );
      continue;
    }
    const budgetRow = grid.rows.find((row) => BUDGET_ROW.test(row.label));
    const whole = budgetRow && buildingAmount(budgetRow, building);
    const share = budgetRow && amountAt(budgetRow, lot);
    const shareProofs =
      budgetRow && share
        ? [
            sumProof(grid, budgetRow, lot, share),
            lotsProof(grid, budgetRow, lot, share),
            callProof(amountAt(budgetRow, call) ?? callRowAmount(grid, lot), share),
          ]
        : [];
    if (budgetRow && whole && share && share < whole)
      found.push(
        figure(
          'building_budget',
          whole,
          grid,
          budgetRow,
          [sumProof(grid, budgetRow, building, whole)],
          confidence,
        ),
        figure('expected_budget', share, grid, budgetRow, shareProofs, confidence),
      );
    // a subtotal of the seller's lots that prints no building's amount: its own arithmetic
    else if (budgetRow && share && !whole && shareProofs.some(Boolean))
      found.push(figure('expected_budget', share, grid, budgetRow, shareProofs, confidence));
    // one row per lot then their total: the total is the seller's
    else if (!budgetRow) found.push(...lotsTotalRow(grid, lot, call, confidence));
    // named so, or standing in the fund's section of the table (« COTISATION FONDS TRAVAUX »)
    const fundRows = grid.rows.filter(
      (row) => FUND_ROW.test(row.label) || FUND_ROW.test(row.section),
    );
    const fundRow = fundRows.find((row) => /^(?:sous-?)?total\b/.test(row.label)) ?? fundRows[0];
    // a subtotal of the seller's lots leaves the building's amount on its lots' rows, once
    const lotsFund = new Set(
      fundRows.map((row) => buildingAmount(row, building)).filter((amount) => amount !== null),
    );
    const fund =
      fundRow &&
      (buildingAmount(fundRow, building) ?? (lotsFund.size === 1 ? [...lotsFund][0] : null));
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
    found.push(...loanRow(grid, building, lot, call, confidence));
  }
  return found;
}

/**
 * A call's table of one row per lot, then their « Total » (« 7 | € 3 091,20 | € 772,80 »,
 * « C7 | € 258,40 | € 64,60 », « Total | € 3 349,60 | € 837,40 »): the total of the year's
 * share is the seller's, proven by the lots' rows above it.
 */
/** A lot's row, named by its number or code in the first column (« 7 », « C7 », « Lot 12 »). */
const LOT_ROW = /^(?:lot )?[a-z]{0,2}-? ?\d{1,4}$/i;

function lotsTotalRow(grid: Grid, lot: number, call: number, confidence: GridConfidence) {
  const totalRow = grid.rows.find((row) => LOTS_TOTAL.test(row.label));
  const total = totalRow && amountAt(totalRow, lot);
  if (!totalRow || !total) return [];
  const above = grid.rows.slice(0, grid.rows.indexOf(totalRow));
  // rows named by their lot alone: not a lot's keys (« 23 | Charges générales | … »)
  const lotOnly = (row: GridRow) =>
    LOT_ROW.test(row.cells.get(0)?.trim() ?? '') && (!row.label || LOT_ROW.test(row.label));
  if (above.length < 2 || !above.every(lotOnly)) return [];
  const parts = above.map((row) => amountAt(row, lot));
  if (parts.some((part) => part === null)) return [];
  const amounts = parts as number[];
  if (amounts.reduce((a, b) => a + b, 0) !== total) return [];
  const proofs = [
    `${amounts.map((amount) => formatCents(amount)).join(' + ')} = ${formatCents(total)}`,
    callProof(amountAt(totalRow, call), total),
  ];
  return [figure('expected_budget', total, grid, totalRow, proofs, confidence)];
}

/** A collective loan's row, named so or standing in its section (« EMPRUNT COLLECTIF »). */
const LOAN_ROW = /\b(?:emprunt|pret)\b/;

/**
 * A collective loan's rows of a call — one row, or one for the capital and one for this
 * instalment: the lot's part of what the building borrowed, proven by the lot's tantièmes,
 * and this call's instalment (proven too when its row prints the building's instalment).
 * The arithmetic tells what a part is: one that is the call × the calls of a year is the
 * lot's yearly repayment, and its building amount an annuity, not the capital; only the
 * instalment is read then.
 */
function loanRow(
  grid: Grid,
  building: number,
  lot: number,
  call: number,
  confidence: GridConfidence,
): FigureGuess[] {
  const rows = grid.rows.filter(
    (row) =>
      (LOAN_ROW.test(row.label) || LOAN_ROW.test(row.section)) && !/^total\b/.test(row.label),
  );
  if (rows.length === 0 || rows.length > 2) return [];
  const found: FigureGuess[] = [];
  const instalmentRow = rows.find((row) => amountAt(row, call));
  const instalment = instalmentRow && amountAt(instalmentRow, call);
  const buildingOf = (row: GridRow) => buildingAmount(row, building) ?? 0;
  if (instalmentRow && instalment) {
    const proof =
      rows.length === 2
        ? shareProof(grid, instalmentRow, buildingOf(instalmentRow), instalment)
        : null;
    found.push(figure('loan_instalment', instalment, grid, instalmentRow, [proof], confidence));
  }
  const capitalRow = rows.reduce((a, b) => (buildingOf(b) > buildingOf(a) ? b : a));
  const capital = buildingOf(capitalRow);
  const share = amountAt(capitalRow, lot);
  const proof = capital && share ? shareProof(grid, capitalRow, capital, share) : null;
  if (!proof || !instalment || callProof(instalment, share!)) return found;
  found.push(
    figure('loan_amount', capital, grid, capitalRow, [proof], confidence),
    figure('loan_share', share!, grid, capitalRow, [proof], confidence),
  );
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

/** A call's row read as flat text (a scan has no positions): the budget's, the fund's. */
const FLAT_BUDGET_ROW =
  /^(?:sous-total )?(?:budget previsionnel|provisions (?:sur |du )?budget|budget annuel|total budget)\b/;
const FLAT_FUND_ROW = /^(?:cotisation )?fonds (?:de )?travaux\b/;

/**
 * A call's table read from flat text, when a scan gives no positions: a row printing three
 * amounts, the building's, the lot's year and this call, is read only when its own
 * arithmetic says which is which: the call × the calls of a year (4, 12, 2) is the lot's
 * year. The building's amount × the lot's tantièmes ÷ base (printed on the row or beside the
 * lot's number) equal to the lot's year proves both; without it the building's amount is
 * only read (`grid`).
 */
export function readCallRows(
  lines: Array<{ page: number; raw: string; text: string }>,
  confidence: GridConfidence,
): FigureGuess[] {
  const documentShare = lines.map((line) => fractionOf(line.text)).find(Boolean);
  const found: FigureGuess[] = [];
  const readRow = (pattern: RegExp) => {
    const line = lines.find((l) => pattern.test(l.text));
    if (!line) return null;
    const amounts = findAmounts(line.text).map((a) => Math.abs(a.cents));
    if (amounts.length !== 3) return null;
    const [building, year, call] = amounts as [number, number, number];
    const calls = callProof(call, year);
    if (!calls || !(building > year)) return null;
    const { tantiemes, base } = fractionOf(line.text) ?? documentShare ?? { tantiemes: 0, base: 0 };
    const shared =
      base > 0 && Math.abs(Math.round((building * tantiemes) / base) - year) <= 1
        ? `${formatCents(building)} × ${tantiemes} / ${base} = ${formatCents(year)}`
        : null;
    const row = { label: '', raw: line.raw, text: line.text, cells: new Map(), section: '' };
    const grid = { page: line.page, title: '', columns: [], rows: [row] };
    return { building, year, call, calls, shared, row, grid };
  };
  const budget = readRow(FLAT_BUDGET_ROW);
  if (budget) {
    const { building, year, calls, shared, row, grid } = budget;
    found.push(
      figure('building_budget', building, grid, row, [shared], confidence),
      figure('expected_budget', year, grid, row, [calls, shared], confidence),
    );
  }
  const fund = readRow(FLAT_FUND_ROW);
  if (fund) {
    const { building, call, calls, shared, row, grid } = fund;
    found.push(
      figure('works_funds_contribution', building, grid, row, [shared], confidence),
      figure('works_funds_last_contribution', call, grid, row, [calls], confidence),
    );
  }
  return found;
}
