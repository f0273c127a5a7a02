import { formatCents } from '@ped/domain';
import { findDates, MONTHS } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { FUND_WORDS as FUND, OTHER_WORDS as OTHER, PART_CALLS } from './call-words';
import { excerpt, joinedLines, sentenceGoesOn } from './lines';
import { closedYear, lastClosedYear } from './subject';
import type { FigureGuess, Line } from './types';

/** A sentence's clauses: « … ; fonds de travaux : 30,60 € par trimestre » is another one. */
const CLAUSE_END = /[;.]\s|\s[—–]\s/;
/** The lot's own share, not the building's. */
const THE_LOT = /\b(?:votre|vos|lots?)\b/;

const MONTH_BEFORE = new RegExp(`\\b(?:${Object.keys(MONTHS).join('|')}) $`);

/**
 * The year a text names last, by the year it ends in (« 2024/2025 » is 2025); a day's year
 * (« le présent appel du 1er juillet 2025 ») names no exercise.
 */
function namedYear(text: string): number | null {
  const days = findDates(text);
  const inDay = (index: number) => days.some((day) => day.start <= index && index < day.end);
  // a day's month and year, its day left on the line before (« du 8 » / « mars 2024 »)
  const afterMonth = (index: number) => MONTH_BEFORE.test(text.slice(0, index));
  return (
    [...text.matchAll(/(?<!\d)20\d{2}(?!\d)/g)]
      .filter((m) => !inDay(m.index) && !afterMonth(m.index))
      .map((m) => Number(m[0]))
      .at(-1) ?? null
  );
}

/**
 * The field a year's share fills: the current year's, or a closed one's (the provisions
 * called on it) when the sentence, or else the document, names that year.
 */
function shareField(year: number | null, lines: Line[], today: Date): string | null {
  if (year === null) return 'expected_budget';
  const age = lastClosedYear(lines, today) - year;
  return age < 0
    ? 'expected_budget'
    : age === 0
      ? 'expected_budget_n'
      : age === 1
        ? 'expected_budget_n1'
        : null;
}

/**
 * Two amounts side by side where one is the other × the calls of a year, in either order,
 * with words between them as prose puts them (« 3 358,20 € sur l'année, soit 839,55 € par
 * trimestre »): a table's row prints a key's year and call side by side, and is no sentence.
 */
function yearAndCall(clause: string) {
  const amounts = findAmounts(clause);
  for (const [i, first] of amounts.entries()) {
    const second = amounts[i + 1];
    if (!second) break;
    if (!/\p{L}{2,}/u.test(clause.slice(first.end, second.start))) continue;
    const [year, call] = [Math.abs(first.cents), Math.abs(second.cents)].sort((a, b) => b - a) as [
      number,
      number,
    ];
    const calls = PART_CALLS.find((n) => Math.abs(call * n - year) < n);
    if (calls) return { year, call, calls };
  }
  return null;
}

/** Each line with the next one when a sentence goes on over both. */
const sentences = (lines: Line[]) =>
  lines.map((line, i) => {
    const next = lines[i + 1];
    return { line, text: sentenceGoesOn(line, next) ? joinedLines(line, next).text : line.text };
  });

/**
 * A statement or a call telling the lot's yearly share and its calls in one clause
 * (« provisions de l'exercice : 2 451,00 € par an pour votre lot, soit 612,75 € par
 * trimestre », « budget de votre lot : 2 203,20 € (quatre appels de 550,80 €) »), whatever
 * the words: the call × the calls of a year is the year's share. The clause must speak of
 * the lot, and not of the works fund, works or a loan, which are called the same way. A
 * closed year's share is what was called on it (« provisions de l'exercice 2024 »).
 */
export function readSharePerCall(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const documentYear = closedYear(lines);
  for (const { line, text } of sentences(lines))
    for (const clause of text.split(CLAUSE_END)) {
      if (!THE_LOT.test(clause) || FUND.test(clause) || OTHER.test(clause)) continue;
      const pair = yearAndCall(clause);
      if (!pair) continue;
      const { year, call, calls } = pair;
      // the year of the sentence, up to this clause, or the one the document is about
      const upTo = text.slice(0, text.indexOf(clause) + clause.length);
      const field = shareField(namedYear(upTo) ?? documentYear, lines, today);
      if (!field) return [];
      return [
        {
          field,
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

/**
 * A letter splitting the budget by key gives the lot's share of each key, then « au total »
 * the lot's year (« … s'élève à 1 612,80 € …, soit 403,20 € par trimestre ; … 600,60 € … ;
 * au total … 2 674,20 € sur l'exercice, soit 668,55 € »): the year that is the sum of the
 * years before it is the lot's budget, proven by that sum and by its call.
 */
export function readKeysTotal(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const years: Array<{ year: number; call: number; calls: number; line: Line }> = [];
  for (const { line, text } of sentences(lines))
    for (const clause of text.split(CLAUSE_END)) {
      // « le budget … vous revient pour … »: the total may speak to the owner
      if (!/\bvous\b/.test(clause) && !THE_LOT.test(clause)) continue;
      if (FUND.test(clause) || OTHER.test(clause)) continue;
      const pair = yearAndCall(clause);
      if (pair && !years.some((y) => y.year === pair.year)) years.push({ ...pair, line });
    }
  for (const [i, total] of years.entries()) {
    const keys = years.slice(0, i);
    if (keys.length < 2) continue;
    const sum = keys.reduce((cents, key) => cents + key.year, 0);
    if (Math.abs(sum - total.year) > keys.length) continue;
    const field = shareField(closedYear(lines), lines, today);
    if (!field) return [];
    return [
      {
        field,
        amount: total.year,
        page: total.line.page,
        excerpt: excerpt(total.line),
        confidence,
        proofs: [
          `${keys.map((key) => formatCents(key.year)).join(' + ')} = ${formatCents(total.year)}`,
          `${formatCents(total.call)} × ${total.calls} = ${formatCents(total.year)}`,
        ],
      },
    ];
  }
  return [];
}
