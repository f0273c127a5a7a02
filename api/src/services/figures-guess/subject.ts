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
 * The suffix of the form's fields for a closed year: « n » is the last closed year
 * (exercice N-1 of the form), « n1 » the one before; any other year fills no field.
 */
export function closedYearSuffix(lines: Line[], today: Date): 'n' | 'n1' | null {
  const year = lines
    .slice(0, 20)
    .map((line) => /\bexercice (20\d{2})\b/.exec(line.text)?.[1])
    .find(Boolean);
  if (!year) return null;
  const age = today.getUTCFullYear() - Number(year);
  return age === 1 ? 'n' : age === 2 ? 'n1' : null;
}
