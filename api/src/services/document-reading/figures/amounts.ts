/**
 * French amounts as syndics print them: « 1 234,56 », « 1.234,56 », « 1234,56 »,
 * « 1234.56 € », a spreadsheet's « 1'234,56 », « (1 234,56) » or « -1 234,56 » for a credit,
 * and as their software prints a credit after it: « 23,80- », « 612,40 CR » (ADR 084). Two
 * decimals are required: a bare integer is a lot number, tantièmes or a year, never money on
 * these documents. A day's digits are no amount's: « 2025-12-31 168 000,00 » prints 168 000,00.
 */
const AMOUNT =
  /(?<![\d/.,]|\d'|\d{4}-\d{2}-)(\(|-)?(\d{1,3}(?:[ .']\d{3})+,\d{2}|\d+[,.]\d{2})(\))?(?![\d/]|[.,]\d)(-(?![\d ]?\d)| cr\b)?/g;

export interface AmountMention {
  cents: number;
  start: number;
  end: number;
}

/**
 * A lot's tantièmes base followed by an amount: « 268 / 10 000 846,88 » is the fraction and
 * 846,88, not 10 000 846,88. Masked digit for digit, so that offsets stay the line's.
 */
const FRACTION_BASE = /\/ ?(?:100 ?000|10 ?000|1 ?000|100)(?= \d)/g;

/** Every amount of a normalised line, in reading order, in integer cents. */
export function findAmounts(text: string): AmountMention[] {
  const found: AmountMention[] = [];
  const masked = text.replace(FRACTION_BASE, (base) => base.replace(/\d/g, '#'));
  for (const match of masked.matchAll(AMOUNT)) {
    const [whole, sign, body = '', close, after] = match;
    // « (12,00 » without its closing bracket is an aside, not a negative amount
    const negative = sign === '-' || (sign === '(' && close === ')') || Boolean(after);
    const digits = body.replace(/[ .,']/g, '');
    const cents = Number(digits) * (negative ? -1 : 1);
    found.push({ cents, start: match.index, end: match.index + whole.length });
  }
  return found;
}
