import { findFiscalYear } from './period';
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
    .map((line) => /\bexercice (?:20\d{2}[-/] ?)?(20\d{2})\b/.exec(line.text)?.[1])
    .find(Boolean);
  const end = named ?? findFiscalYear(lines)?.end.slice(0, 4);
  return end ? Number(end) : null;
}

/**
 * The suffix of the form's fields for a closed year: « n » is the last closed year
 * (exercice N-1 of the form), « n1 » the one before; any other year fills no field.
 */
export function closedYearSuffix(lines: Line[], today: Date): 'n' | 'n1' | null {
  const year = closedYear(lines);
  if (!year) return null;
  const age = today.getUTCFullYear() - Number(year);
  return age === 1 ? 'n' : age === 2 ? 'n1' : null;
}
