import { findFiscalYear, twelveMonths } from './period';
import type { Line } from './types';

const LOT = /(?:\bvente du |^)lot n\W{0,3}(\d+)\b/;

/**
 * The lot the document is about: the sale's (« Vente du lot n° 23 ») or the addressee's
 * (« Lot n° 71 — Résidence… » opening a line). A document naming two is about none.
 */
export function subjectLot(lines: Line[]): string | null {
  const lots = new Set(lines.map((line) => LOT.exec(line.text)?.[1]).filter(Boolean));
  return lots.size === 1 ? [...lots][0]! : null;
}

/**
 * The year the document closes: « Exercice 2024 », « exercice 2023-2024 » (a year across
 * two calendar years is named by the one it ends in), else the end of the fiscal year it
 * prints (« Exercice du 01/07/2023 au 30/06/2024 »).
 */
export function closedYear(lines: Line[]): number | null {
  const named = lines
    .slice(0, 20)
    // not the first day of « exercice 2024-04-01 → 2025-03-31 »
    .map((line) => /\bexercice (?:20\d{2}[-/] ?)?(20\d{2})\b(?![-/.]\d)/.exec(line.text)?.[1])
    .find(Boolean);
  const end = named ?? findFiscalYear(lines)?.end.slice(0, 4);
  return end ? Number(end) : null;
}

/**
 * The year the last exercise closed before `today` is named by: its end's year. A year
 * closing on 31 March or 30 September closed this calendar year once that day is past
 * (« 2024/2025 » closed on 31/03/2025 is n in June 2025), a calendar one last year.
 */
export function lastClosedYear(lines: Line[], today: Date): number {
  // a statement's « période du 01/01/2025 au 18/06/2025 » is no exercise
  const fiscal = findFiscalYear(lines);
  const end = fiscal && twelveMonths(fiscal) ? fiscal.end.slice(5) : '12-31';
  const year = today.getUTCFullYear();
  return `${year}-${end}` < today.toISOString().slice(0, 10) ? year : year - 1;
}

/**
 * The suffix of the form's fields for a closed year: « n » is the last closed year
 * (exercice N-1 of the form), « n1 » the one before; any other year fills no field. A year
 * from April closed on 31/03/2025 is « n » in June 2025, as a calendar 2024 is.
 */
export function closedYearSuffix(lines: Line[], today: Date): 'n' | 'n1' | null {
  const year = closedYear(lines);
  return year ? suffixOf(lines, year, today) : null;
}

function suffixOf(lines: Line[], year: number, today: Date): 'n' | 'n1' | null {
  const age = lastClosedYear(lines, today) - year;
  return age === 0 ? 'n' : age === 1 ? 'n1' : null;
}

/**
 * The suffix of « the last exercise closed » as an answer dated `dateISO` means it: n when
 * the answer is recent, n1 once another year has closed since (an undated answer: n).
 */
export function answeredYearSuffix(
  lines: Line[],
  dateISO: string | null,
  today: Date,
): 'n' | 'n1' | null {
  if (!dateISO) return 'n';
  return suffixOf(lines, lastClosedYear(lines, new Date(`${dateISO}T12:00:00Z`)), today);
}
