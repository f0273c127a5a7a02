import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';

/** « 2 échéances de 850,00 €, soit 1 700,00 € »: what follows « soit » is the total. */
const SO = /\bsoit\b/g;

/**
 * The first or last amount (cents) or day of a text: undefined when it prints none. When
 * a total follows « soit », that total is the value, not the instalments before it.
 */
export function readValue(
  text: string,
  value: 'amount' | 'date',
  pick: 'first' | 'last',
): number | string | undefined {
  return pickFrom(valuesOf(text, value), pick);
}

/** The first or the last of the values a text offers. */
export const pickFrom = (values: Array<number | string>, pick: 'first' | 'last') =>
  pick === 'first' ? values[0] : values.at(-1);

/**
 * The values a text offers a rule, in order: what follows the last « soit » if it prints
 * any, else all of them. More than one means the rule picks by place (see confidence.ts).
 */
export function valuesOf(text: string, value: 'amount' | 'date'): Array<number | string> {
  const all = (part: string) =>
    value === 'amount' ? findAmounts(part).map((a) => a.cents) : findDates(part).map((d) => d.iso);
  const total = [...text.matchAll(SO)].at(-1);
  const afterSo = total ? all(text.slice(total.index + total[0].length)) : [];
  return afterSo.length > 0 ? afterSo : all(text);
}

/** A row that ends on « soit » gives its total on the next line. */
export const totalFollows = (text: string) => /\bsoit\s*:?\s*$/.test(text);
