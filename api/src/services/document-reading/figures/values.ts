import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';

/** « 2 échéances de 850,00 €, soit 1 700,00 € »: what follows « soit » is the total. */
/**
 * « soit » before the total of what precedes; not before the same amount by call
 * (« 2 870,40 € par an, soit 717,60 € par trimestre »).
 */
const SO =
  /\bsoit\b(?! (?:\d[\d .]*,\d{2}) ?(?:€|eur|euros)? (?:par|chaque) (?:trimestre|semestre|mois|appel|echeance)\b)/g;

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

/** An amount labelled as one lot's part: « … (lot 23 : 300,00 ; lot 61 : 7,00) ». */
const LOT_PART = /\blots? (?:n\W{0,3})?\d{1,4} ?: ?$/;
/** How far before an amount its lot's label may start. */
const LOT_PART_REACH = 16;

/**
 * The amounts of a text, without the parts that detail the total before them: each lot's
 * (« 323,00 € (lot 23 : 300,00 ; lot 61 : 7,00 ; lot 88 : 16,00) ») or what « dont »
 * introduces. The seller's figure is the total.
 */
function amountsOf(text: string): number[] {
  // « 33 600,00 € au 30/09/2024, dont 1 068,48 € attachés aux lots »: a part of it follows
  const part = /\bdont\b/.exec(text)?.index ?? Infinity;
  const whole = findAmounts(text);
  const amounts = whole.some((a) => a.end <= part) ? whole.filter((a) => a.end <= part) : whole;
  const isPart = (start: number) =>
    LOT_PART.test(text.slice(Math.max(0, start - LOT_PART_REACH), start));
  const detailed = amounts.length > 1 && !isPart(amounts[0]!.start);
  return amounts.filter((a, i) => i === 0 || !detailed || !isPart(a.start)).map((a) => a.cents);
}

/**
 * The values a text offers a rule, in order: what follows the last « soit » if it prints
 * any, else all of them. More than one means the rule picks by place (see confidence.ts).
 */
export function valuesOf(text: string, value: 'amount' | 'date'): Array<number | string> {
  const all = (part: string) =>
    value === 'amount' ? amountsOf(part) : findDates(part).map((d) => d.iso);
  const total = [...text.matchAll(SO)].at(-1);
  const afterSo = total ? all(text.slice(total.index + total[0].length)) : [];
  return afterSo.length > 0 ? afterSo : all(text);
}

/** A row that ends on « soit » gives its total on the next line. */
export const totalFollows = (text: string) => /\bsoit\s*:?\s*$/.test(text);
