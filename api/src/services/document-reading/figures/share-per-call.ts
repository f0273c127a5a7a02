import { formatCents } from '@ped/domain';
import { findAmounts } from './amounts';
import { FUND_WORDS as FUND, OTHER_WORDS as OTHER, PART_CALLS } from './call-words';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/** A sentence's clauses: « … ; fonds de travaux : 30,60 € par trimestre » is another one. */
const CLAUSE_END = /[;.]\s|\s[—–]\s/;
/** The lot's own share, not the building's. */
const THE_LOT = /\b(?:votre|vos|lots?)\b/;

/** A line with the next one when a sentence wraps between them (it does not end on a full stop). */
function sentences(lines: Line[]): Array<{ line: Line; text: string }> {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    const wraps = next && next.page === line.page && !/\.$/.test(line.raw);
    return { line, text: wraps ? `${line.text} ${next.text}` : line.text };
  });
}

/**
 * A statement or a call telling the lot's yearly share and its calls in one clause
 * (« provisions de l'exercice : 2 451,00 € par an pour votre lot, soit 612,75 € par
 * trimestre », « budget de votre lot : 2 203,20 € (quatre appels de 550,80 €) »), whatever
 * the words: the call × the calls of a year is the year's share. The clause must speak of
 * the lot, and not of the works fund, works or a loan, which are called the same way.
 */
export function readSharePerCall(lines: Line[], confidence: number): FigureGuess[] {
  for (const { line, text } of sentences(lines))
    for (const clause of text.split(CLAUSE_END)) {
      const amounts = findAmounts(clause);
      if (amounts.length !== 2 || !THE_LOT.test(clause)) continue;
      if (FUND.test(clause) || OTHER.test(clause)) continue;
      const [year, call] = amounts.map((a) => Math.abs(a.cents)).sort((a, b) => b - a) as [
        number,
        number,
      ];
      const calls = PART_CALLS.find((n) => Math.abs(call * n - year) < n);
      if (!calls) continue;
      return [
        {
          field: 'expected_budget',
          amount: year,
          page: line.page,
          excerpt: excerpt(line),
          confidence,
          proofs: [`${formatCents(call)} × ${calls} = ${formatCents(year)}`],
        },
      ];
    }
  return [];
}
