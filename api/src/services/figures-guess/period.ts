import { findDates } from '../doctype-guess/french-dates';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/** The approved accounts' year: « comptes de l'exercice du 01/01/2022 au 31/12/2022 ». */
const PERIOD = /\bexercice du\b/;
/** Only these families state the fiscal year of the accounts they approve or present. */
export const PERIOD_KINDS = ['pv-ag', 'annexes-comptables'];

export function readFiscalYear(lines: Line[], confidence: number): FigureGuess[] {
  for (const [index, line] of lines.entries()) {
    const match = PERIOD.exec(line.text);
    if (!match) continue;
    // the period may wrap onto the next line
    const next = lines[index + 1]?.page === line.page ? lines[index + 1]!.text : '';
    const text = `${line.text.slice(match.index)} ${next}`;
    const [start, end] = findDates(text);
    if (
      !start ||
      !end ||
      start.iso >= end.iso ||
      !/^\s*au\s*$/.test(text.slice(start.end, end.start))
    )
      continue;
    const base = { page: line.page, excerpt: excerpt(line), confidence };
    return [
      { field: 'fiscal_year_start', date: start.iso, ...base },
      { field: 'fiscal_year_end', date: end.iso, ...base },
    ];
  }
  return [];
}
