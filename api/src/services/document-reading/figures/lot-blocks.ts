import { findAmounts } from './amounts';
import type { Line } from './types';

/**
 * An owner's extranet, or a volunteer syndic's spreadsheet, prints one table per lot (the
 * lots in tabs, printed one after the other), then the same table for the seller's lots
 * together (« Récapitulatif de mes lots (17 + 58) »). The form asks the seller's totals, and
 * the rules read the first row they find: the lots' own tables are set aside when another
 * table under the same header sums them, row by row and column by column, which proves
 * which one is the total (issue 39, fifteenth round).
 */

/** A header: words without amounts, printed over each lot's table and over their total's. */
const HEADER = /[a-z]{3}/;

/** The rows under a header: the lines with amounts that follow it, up to the first without. */
function rowsUnder(lines: Line[], header: number): number[] {
  const rows: number[] = [];
  for (let index = header + 1; index < lines.length; index += 1) {
    if (!findAmounts(lines[index]!.text).length) break;
    rows.push(index);
  }
  return rows;
}

const amountsOf = (line: Line) => findAmounts(line.text).map((amount) => amount.cents);

/**
 * Whether the total's rows are the parts' rows added up, column by column; the total may
 * print more rows below (« Écart »), which the lots' tables leave out.
 */
function sumsTheParts(lines: Line[], total: number[], parts: number[][]): boolean {
  const count = parts[0]?.length ?? 0;
  if (!count || total.length < count || parts.some((rows) => rows.length !== count)) return false;
  return total.slice(0, count).every((row, index) => {
    const sum = amountsOf(lines[row]!);
    const added = parts.map((rows) => amountsOf(lines[rows[index]!]!));
    if (added.some((amounts) => amounts.length !== sum.length)) return false;
    return sum.every((cents, column) => added.reduce((a, b) => a + b[column]!, 0) === cents);
  });
}

export function withoutLotBlocks(lines: Line[]): Line[] {
  const headers = new Map<string, number[]>();
  lines.forEach((line, index) => {
    if (!HEADER.test(line.text) || findAmounts(line.text).length) return;
    headers.set(line.text, [...(headers.get(line.text) ?? []), index]);
  });
  const aside = new Set<number>();
  for (const indexes of headers.values()) {
    // two lots and their total at least
    if (indexes.length < 3) continue;
    const blocks = indexes.map((header) => rowsUnder(lines, header));
    const total = blocks.findIndex((rows, index) =>
      sumsTheParts(
        lines,
        rows,
        blocks.filter((_, other) => other !== index),
      ),
    );
    if (total === -1) continue;
    blocks
      .filter((_, index) => index !== total)
      .forEach((rows) => rows.forEach((row) => aside.add(row)));
  }
  return aside.size ? lines.filter((_, index) => !aside.has(index)) : lines;
}
