import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, onlyLotNamed } from './subject';
import type { FigureGuess, Line } from './types';
import { yearColumnsHeaderAt, type Header } from './year-column-headers';

/**
 * A table with a column per exercise and role (issue 39, twelfth and thirteenth rounds), its
 * header on two lines, one naming each column's role and one its year, in either order:
 * « Provisions Réel Budget Proposé » over « 2024/2025 2024/2025 2025/2026 2026/2027 », or
 * « Réal. N-1 Bud. N … » over « 22/23 23/24 … »; or a header whose cells the text layer placed
 * (wrapped-rows.ts), each naming its year and role (« N-1 2023/2024 budget »). The seller's
 * row is their lots' total (« Total des deux lots 3 578,00 … », « Total lot 14 … », « Q-P
 * lot 4 … » or a placed table's « Total » when the document is about one lot); the building's
 * (« Total immeuble », « Immeuble ») gives its budgets, as does a building's column (« Budget
 * imm. 2024 ») on the seller's row. Each amount is its row's year in its column's role, and
 * the year picks the field. The header's forms, among them the building's and the lots'
 * groups of columns (fourteenth round), are read by year-column-headers.ts.
 */

/** The seller's row: their lots' total, or their one lot's share. */
const SELLER_TOTAL = /^total (?:de |des )?(?:vos |(?:deux|trois|quatre) )?lots\b/;
/** One lot's total: the seller's only in a document about that lot. */
const ONE_LOT_TOTAL = /^total (?:du )?lot\b/;
const ONE_LOT_SHARE = /^quote-part (?:du |des )?lots? (?:n\W{0,3})?\d{1,4}\b(?! ?(?:\+|et|,) ?\d)/;
/** The building's row: its budgets. */
const BUILDING_ROW = /^(?:total )?(?:immeuble|copropriete)\b/;
/** A placed table's total, the lot's in a document about one lot. */
const TOTAL = /^total$/;
/** A header that opens on the seller's lots. */
const LOTS_TABLE = /^(?:vos|les|mes) lots\b|^(?:votre|mon) lot\b/;
/** How many rows a table prints under its header at most. */
const ROWS = 12;

/** A row's amounts with the column each stands in. */
function amountsOf(row: Line, header: Header): Array<{ column: number; cents: number }> | null {
  if (!header.placed) {
    const amounts = findAmounts(row.text);
    return amounts.length === header.columns.length
      ? amounts.map((amount, column) => ({ column, cents: amount.cents }))
      : null;
  }
  if (row.cells?.length !== header.columns.length) return null;
  return row.cells.flatMap((cell, column) => {
    const [only, other] = findAmounts(cell);
    return only && !other ? [{ column, cents: only.cents }] : [];
  });
}

export function readYearColumns(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const oneLot = onlyLotNamed(lines) !== null;
  const found: FigureGuess[] = [];
  for (const index of lines.keys()) {
    const header = yearColumnsHeaderAt(lines, index, oneLot);
    if (!header) continue;
    // « Vos lots | Budget 2022/2023 | Réel 2022/2023 … »: the table is the seller's lots', its
    // « Total » their sum
    const lotsTable = LOTS_TABLE.test(lines[header.at]!.text);
    for (const [offset, row] of lines.slice(header.at + 1, header.at + 1 + ROWS).entries()) {
      if (row.page !== lines[index]!.page) break;
      const amounts = amountsOf(row, header);
      if (!amounts) continue;
      // « Total de » over « vos lots »: the label wraps under the row's amounts
      const next = lines[header.at + 2 + offset];
      const first = findAmounts(row.text)[0]?.start;
      const label =
        `${row.text.slice(0, first)} ${next && findAmounts(next.text).length === 0 ? next.text : ''}`
          .replace(/\s+/g, ' ')
          .trim();
      // a placed table's « Total » is the lot's when a column is the lot's, else the building's;
      // under the building's group beside the lots' group, each column says whose it is
      const lotColumns = header.columns.some((column) => column?.lot);
      const groups = lotColumns && header.columns.some((column) => column?.building);
      // a « Total » row's label is its own, whatever line follows it
      const total =
        (header.placed || groups) &&
        (TOTAL.test(label) || TOTAL.test(row.text.slice(0, first).trim()));
      const seller =
        SELLER_TOTAL.test(label) ||
        (total && (groups || lotsTable)) ||
        (oneLot &&
          (ONE_LOT_TOTAL.test(label) || ONE_LOT_SHARE.test(label) || (total && lotColumns)));
      const building = BUILDING_ROW.test(label) || (total && !lotColumns && !lotsTable);
      if (!seller && !building) continue;
      for (const { column, cents } of amounts) {
        const { year, role, building: buildings } = header.columns[column] ?? {};
        if (!year || !role || role === 'other' || cents <= 0) continue;
        const age = ageOfRow(year, exercises, today);
        // the building's row, or the building's column of the lot's total: its budget
        const field =
          building || buildings
            ? role === 'voted'
              ? fieldOfYear(age, 'building')
              : undefined
            : fieldOfYear(age, role);
        if (field && !found.some((guess) => guess.field === field))
          found.push({ field, amount: cents, page: row.page, excerpt: excerpt(row), confidence });
      }
      if (seller) break;
    }
  }
  return found;
}
