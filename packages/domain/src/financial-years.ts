import { formatDateInFull } from './format';

/**
 * A financial year as the document names it (issue 34: « Exercice N-1 » told a notary
 * nothing): « Exercice 2025, du 1er janvier au 31 décembre 2025 », or « Exercice 2024-2025,
 * du 1er juillet 2024 au 30 juin 2025 » for a year straddling two calendar years.
 */

const fullDay = (day: string) => formatDateInFull(`${day}T12:00:00Z`);
const yearOf = (day: string) => day.slice(0, 4);

/** « Exercice 2025 », « Exercice 2024-2025 ». */
export function exerciseName(start: string, end: string): string {
  return yearOf(start) === yearOf(end)
    ? `Exercice ${yearOf(end)}`
    : `Exercice ${yearOf(start)}-${yearOf(end)}`;
}

/** « du 1er janvier au 31 décembre 2025 »: the start's year said once when it is the end's. */
export function exercisePeriod(start: string, end: string): string {
  const from = fullDay(start);
  return `du ${yearOf(start) === yearOf(end) ? from.replace(/\s\d{4}$/, '') : from} au ${fullDay(end)}`;
}

/** « Exercice 2025, du 1er janvier au 31 décembre 2025 ». */
export const exerciseTitle = (start: string, end: string): string =>
  `${exerciseName(start, end)}, ${exercisePeriod(start, end)}`;
