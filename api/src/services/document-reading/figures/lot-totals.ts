import { findAmounts } from './amounts';
import type { Line } from './types';

/**
 * A seller of several lots gets tables with one column per lot and one for their total:
 * « Lot 6 | Lot 28 | Total », then « Quote-part annuelle 2025 des lots 2 301,00 93,60
 * 2 394,60 ». The form asks the seller's total, so a row under such a header whose last
 * amount is the sum of the lots' before it is read as its label and that total alone: the
 * family's rules then read the row as if the document printed one figure for the seller.
 * Without the sum, the row is left as printed.
 */
const LOT = /\blots? (?:n\W{0,3})?\d{1,4}\b/g;
const TOTAL = /\btotal\b/;

/** The number of lot columns a header names before its total's, or 0 for any other line. */
function lotColumns(text: string): number {
  if (findAmounts(text).length > 0 || !TOTAL.test(text)) return 0;
  const lots = [...text.matchAll(LOT)].filter((m) => m.index < text.search(TOTAL));
  return lots.length >= 2 ? lots.length : 0;
}

export function withLotTotals(lines: Line[]): Line[] {
  let columns = 0;
  let page = 0;
  return lines.map((line) => {
    if (line.page !== page) [columns, page] = [0, line.page];
    const header = lotColumns(line.text);
    if (header) {
      columns = header;
      return line;
    }
    const amounts = findAmounts(line.text);
    if (!columns || amounts.length !== columns + 1) return line;
    const lots = amounts.slice(0, columns).reduce((sum, amount) => sum + amount.cents, 0);
    if (lots !== amounts.at(-1)!.cents) return line;
    const text = `${line.text.slice(0, amounts[0]!.start)}${line.text.slice(amounts[columns - 1]!.end)}`;
    return { ...line, text: text.replace(/\s+/g, ' '), lotTotal: true as const };
  });
}
