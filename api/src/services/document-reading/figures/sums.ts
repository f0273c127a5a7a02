import { formatCents } from '@ped/domain';
import { findAmounts, type AmountMention } from './amounts';
import type { Line } from './types';

const AMOUNT = String.raw`(?<![\d.,])(?:\d{1,3}(?:[ .]\d{3})+|\d+),\d{2}(?: ?(?:€|eur(?:os)?\b))?`;
/**
 * A sum written out with its total (issue 39, fourteenth round): « 873,60 € + 1 810,40 € +
 * 653,60 €, soit 3 337,60 € », « 1 148,40 + 2 265,60 = 3 414,00 ».
 */
/** What may name a part between « + » and its amount: « + bâtiment D (236/1 000) 2 265,60 € ». */
const PART_NAME = String.raw`(?:[a-z' ]{0,30}(?:\(\d+ ?\/ ?[\d ]+\) ?)?)?`;
const SUM = new RegExp(
  String.raw`${AMOUNT}(?: ?\+ ?${PART_NAME}${AMOUNT})+,? (?:soit|=) ${AMOUNT}`,
  'g',
);
/** The rest of a sum a line broke, at the next line's start. */
const SUM_TAIL = new RegExp(
  String.raw`^(?:${AMOUNT} ?\+ ?${PART_NAME})*${AMOUNT},? (?:soit|=) ${AMOUNT}`,
);

/** A line that ends inside a sum: after its last « + », no amount and no total yet. */
function endsInsideSum(text: string): boolean {
  const plus = text.lastIndexOf('+');
  const rest = text.slice(plus + 1);
  return plus > 0 && findAmounts(rest).length === 0 && !/\bsoit\b|=/.test(rest);
}

/** A sum's total and its proof when its parts add up to it; null otherwise. */
function totalOf(sum: string): { cents: number; proof: string } | null {
  const amounts = findAmounts(sum).map((amount) => amount.cents);
  const cents = amounts.pop();
  if (cents === undefined || amounts.length < 2) return null;
  if (amounts.reduce((a, b) => a + b, 0) !== cents) return null;
  return { cents, proof: `${amounts.map(formatCents).join(' + ')} = ${formatCents(cents)}` };
}

/**
 * Each sum whose parts add up to its total is read as its total alone, as the readers know
 * a figure (« vos provisions se sont élevées à 3 337,60 € »); the sum stays the figure's
 * proof (`Line.sums`). A sum the line breaks is first brought back onto the line it starts
 * on. A sum that does not add up is left as printed.
 */
export function withSumsTotalled(lines: Line[]): Line[] {
  const texts = lines.map((line) => line.text);
  for (const [i, text] of texts.entries()) {
    const next = lines[i + 1];
    if (!endsInsideSum(text) || next?.page !== lines[i]!.page) continue;
    const tail = SUM_TAIL.exec(texts[i + 1]!);
    if (!tail) continue;
    texts[i] = `${text} ${tail[0]}`;
    texts[i + 1] = texts[i + 1]!.slice(tail[0].length).trim();
  }
  return lines.map((line, i) => {
    const sums: NonNullable<Line['sums']> = [];
    const text = texts[i]!.replace(SUM, (sum) => {
      const total = totalOf(sum);
      if (!total) return sum;
      sums.push(total);
      return `${formatCents(total.cents).replace(/\s/g, ' ').replace(' €', '')} €`;
    });
    if (text === line.text) return line;
    return { ...line, text, ...(sums.length ? { sums } : {}) };
  });
}

/**
 * The lots' total a sentence gives after each lot's amount: « 2 182,40 € pour le lot 2,
 * 86,80 € pour le lot 11, 161,20 € pour le lot 14, soit 2 430,40 € au total », « lot 3 :
 * 2 430,40 € ; lot 9 : 99,20 € — total : 2 529,60 € », proven by the sum.
 */
export function listedTotal(text: string, following: AmountMention[]): AmountMention | null {
  const at = following.findIndex(
    (amount, i) =>
      i >= 2 && /\b(?:soit|total)\s*:?\s*$/.test(text.slice(following[i - 1]!.end, amount.start)),
  );
  if (at < 0) return null;
  const parts = following.slice(0, at).reduce((sum, amount) => sum + amount.cents, 0);
  return parts === following[at]!.cents ? following[at]! : null;
}
