import { findDates } from '../doctype-guess/french-dates';
import { findAmounts } from './amounts';

/**
 * The first or last amount (cents) or day of a text: undefined when it prints none, null
 * when it prints 0. A 0 is how many syndics write « unknown »: it proposes nothing.
 */
export function readValue(
  text: string,
  value: 'amount' | 'date',
  pick: 'first' | 'last',
): number | string | null | undefined {
  const found =
    value === 'amount' ? findAmounts(text).map((a) => a.cents) : findDates(text).map((d) => d.iso);
  const chosen = pick === 'first' ? found[0] : found.at(-1);
  return chosen === 0 ? null : chosen;
}
