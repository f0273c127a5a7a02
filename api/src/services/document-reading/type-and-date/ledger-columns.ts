/**
 * Account statements and extranet exports print money in two columns, « Débit » and
 * « Crédit »: the same 509,46 is a debt of the seller in the first and money in their
 * favour in the second. A text layer keeps the numbers and loses the columns, so before
 * the lines are joined an amount printed under « Crédit » is written with a minus sign,
 * the convention of the amounts reader (document-reading/figures/amounts.ts: « -1 234,56 » is a credit).
 */
export interface PlacedText {
  str: string;
  /** left and right edges on the page */
  x: number;
  end: number;
}

const DEBIT = /^d[ée]bits?$/i;
const CREDIT = /^cr[ée]dits?$/i;
const AMOUNT = /^\d{1,3}(?:[ .\u00a0\u202f]\d{3})*,\d{2}(?:\s?€)?$|^\d+[.,]\d{2}(?:\s?€)?$/;

interface Columns {
  /** every heading of the table's header line (« Date », « Débit », « Crédit », « Solde »…) */
  headings: PlacedText[];
  credit: PlacedText;
}

/** The header of a débit/crédit table on this line, if it is one. */
function headerOf(line: PlacedText[]): Columns | null {
  const debit = line.find((item) => DEBIT.test(item.str.trim()));
  const credit = line.find((item) => CREDIT.test(item.str.trim()));
  return debit && credit && debit.x < credit.x ? { headings: line, credit } : null;
}

/**
 * The heading an amount is printed under: the one whose right edge (figures are
 * right-aligned) or left edge (in a left-aligned table) is nearest.
 */
function headingOf(item: PlacedText, headings: PlacedText[]): PlacedText {
  const distance = (heading: PlacedText) =>
    Math.min(Math.abs(item.end - heading.end), Math.abs(item.x - heading.x));
  return headings.reduce((best, heading) => (distance(heading) < distance(best) ? heading : best));
}

/** « 14 » at the end of a piece: the thousands of an amount whose rest is the next piece. */
const THOUSANDS = /^\d{1,3}(?:[ .\u00a0\u202f]\d{3})*[ \u00a0\u202f]$/;

/**
 * A text layer may cut « 14 230,00 » at its thousands space into the pieces « 14 » and
 * « 230,00 », side by side: they are joined back, so that the whole amount is signed and
 * not « 14 -230,00 ».
 */
function joinSplitAmounts(line: PlacedText[]): PlacedText[] {
  return line.reduce<PlacedText[]>((joined, item) => {
    const before = joined.at(-1);
    if (before && THOUSANDS.test(before.str) && item.x - before.end <= 1 && /^\d/.test(item.str))
      joined[joined.length - 1] = { str: before.str + item.str, x: before.x, end: item.end };
    else joined.push(item);
    return joined;
  }, []);
}

const DAY = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;

/**
 * Another table's header below the statement (« Exercice | Budget immeuble | Lot 12 | … »):
 * three headings or more, no amount, no day. A row's label that wraps is one piece of text;
 * the statement's columns end here, and the amounts below are that table's own.
 */
const otherHeader = (line: PlacedText[]) =>
  line.length >= 3 &&
  line.every((item) => !AMOUNT.test(item.str.trim()) && !DAY.test(item.str.trim()));

/** The page's lines with the crédit column's amounts signed; other lines as they were. */
export function signCreditColumn(lines: PlacedText[][]): PlacedText[][] {
  let columns: Columns | null = null;
  return lines.map((line) => {
    columns = headerOf(line) ?? (columns && otherHeader(line) ? null : columns);
    if (!columns) return line;
    const table = columns;
    return joinSplitAmounts(line).map((item) =>
      AMOUNT.test(item.str.trim()) && headingOf(item, table.headings) === table.credit
        ? { ...item, str: `-${item.str.trim()}` }
        : item,
    );
  });
}
