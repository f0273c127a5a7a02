import type { StoredGuess } from './figure-proposals';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * A fiscal year read in a document (« comptes de l'exercice du 01/01/2024 au 31/12/2024 »)
 * as the order form's dates of the closed years: the year that ended last before the
 * order is N-1 (dt_n_start, dt_n_end), the one before it N-2 (dt_n1_…); an older or a
 * running year fills neither.
 */
export function closedYearGuesses(guesses: StoredGuess[], orderedOn: Date): StoredGuess[] {
  const start = guesses.find((g) => g.field === 'fiscal_year_start' && g.date);
  const end = guesses.find((g) => g.field === 'fiscal_year_end' && g.date);
  if (!start || !end) return [];
  const ended = orderedOn.getTime() - new Date(`${end.date}T23:59:59Z`).getTime();
  const year = ended < 0 ? null : ended <= YEAR_MS ? 'n' : ended <= 2 * YEAR_MS ? 'n1' : null;
  if (!year) return [];
  return [
    { ...start, field: `dt_${year}_start` },
    { ...end, field: `dt_${year}_end` },
  ];
}
