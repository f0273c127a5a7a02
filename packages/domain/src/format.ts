import { PARIS_TIME_ZONE, toValidDate } from './paris-time';
import { madeOnFirstUse } from './made-on-first-use';

/**
 * Intl's fr-FR output groups thousands with U+202F (narrow no-break space), which the PDF
 * fonts lack; U+00A0 renders everywhere and still never breaks a line inside an amount.
 */
const NARROW_NBSP = /\u202f/g;
const NBSP = '\u00a0';

/**
 * The cents of a number rounded as Intl rounds it: half away from zero, on the shortest
 * decimal that reads back as that number (1.005 gives 101, although the double is a hair
 * under 1.005).
 */
function roundedCents(magnitude: number): bigint {
  const text = String(magnitude);
  if (text.includes('e')) return BigInt(Math.round(magnitude * 100));
  const [units = '0', fraction = ''] = text.split('.');
  const cents = BigInt(units + fraction.padEnd(2, '0').slice(0, 2));
  return (fraction[2] ?? '0') >= '5' ? cents + 1n : cents;
}

/**
 * '-1 234,56': two decimals, thousands grouped by U+00A0, as Intl's fr-FR prints them.
 * Written by hand rather than with Intl.NumberFormat: the first Intl formatter a page builds
 * loads the locale's data, a long task on a phone, and every public page prints prices.
 */
function frenchTwoDecimals(value: number): string {
  const cents = roundedCents(Math.abs(value)).toString().padStart(3, '0');
  const grouped = cents.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, NBSP);
  // -0 prints as 0 (as formatEuros always did); amounts that round to zero keep their sign
  return `${value < 0 ? '-' : ''}${grouped},${cents.slice(-2)}`;
}

/** '1 234,56 €' (U+00A0 spaces). */
export function formatEuros(euros: number): string {
  return `${frenchTwoDecimals(euros)}${NBSP}€`;
}

/** A whole number as French text groups it: '36 000 000' (U+00A0 between the groups). */
export function formatCount(count: number): string {
  return String(Math.round(count)).replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/** Cents stay integers everywhere; only display divides. */
export function formatCents(cents: number): string {
  return formatEuros(cents / 100);
}

const dateFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: PARIS_TIME_ZONE,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }),
);

const timeFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: PARIS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

type DateInput = Date | string | number | null | undefined;

/** '12 mars 2026', '1 janv. 2026'; '' when missing or invalid. */
export function formatDate(value: DateInput): string {
  const date = toValidDate(value);
  return date ? dateFormatter().format(date).replace(NARROW_NBSP, NBSP) : '';
}

const fullDateFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('fr-FR', {
      timeZone: PARIS_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }),
);

/**
 * '12 mars 2026', '1er janvier 2026': the month in full, as deeds write dates (documents
 * sent to a notary never abbreviate); '' when missing or invalid.
 */
export function formatDateInFull(value: DateInput): string {
  const date = toValidDate(value);
  if (!date) return '';
  const text = fullDateFormatter().format(date).replace(NARROW_NBSP, NBSP);
  return text.replace(/^1 /, '1er ');
}

/** '24 novembre 2026 à 10h12' in Paris time, the month in full; '' when missing or invalid. */
export function formatDateTimeInFull(value: DateInput): string {
  const date = toValidDate(value);
  return date ? `${formatDateInFull(date)} à ${clockTime(date)}` : '';
}

/** '10h12' in Paris time. */
function clockTime(date: Date): string {
  const parts = timeFormatter().formatToParts(date);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  return `${hour}h${minute}`;
}

/** '12 mars 2026 à 14h05' in Paris time (docs/product.md §9.4); '' when missing or invalid. */
export function formatDateTime(value: DateInput): string {
  const date = toValidDate(value);
  return date ? `${formatDate(date)} à ${clockTime(date)}` : '';
}

const AMOUNT = /^[+-]?(?:\d+(?:[.,]\d{1,2})?|[.,]\d{1,2})$/;

/**
 * Reads an amount typed by a French user: '1 234,56', '1234.56', '1 234,56 €', '-12,5',
 * '1.234,56' (dot grouping), with any kind of space. Null for anything else, including more
 * than two decimals: an amount in euros has cents, not mills.
 */
export function parseFrenchAmount(input: string): number | null {
  if (typeof input !== 'string') return null;
  let s = input
    .replace(/\s+/gu, '')
    .replace(/(?:€|EUR)$/iu, '')
    .replace(/^(?:€|EUR)/iu, '')
    .replace(/\u2212/gu, '-');
  const comma = s.lastIndexOf(',');
  const dot = s.lastIndexOf('.');
  if (comma !== -1 && dot !== -1) {
    // both present: the last one is the decimal mark, the other groups thousands by three
    const [decimal, group] = comma > dot ? [',', '.'] : ['.', ','];
    const [intPart = '', ...rest] = s.split(decimal);
    if (rest.length !== 1 || !/^[+-]?\d{1,3}(?:[.,]\d{3})+$/.test(intPart)) return null;
    s = `${intPart.split(group).join('')}.${rest[0]}`;
  } else if (dot !== -1 && s.indexOf('.') !== dot) {
    // '1.234.567': several dots can only be thousands grouping
    if (!/^[+-]?\d{1,3}(?:\.\d{3})+$/.test(s)) return null;
    s = s.split('.').join('');
  }
  if (!AMOUNT.test(s)) return null;
  const value = Number(s.replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return value === 0 ? 0 : value;
}

/** What an amount field says of a text that reads as no amount ('abc', '12,345'). */
export const UNREADABLE_AMOUNT_MESSAGE =
  'Montant invalide : saisissez un nombre, par exemple 1 234,56';

/**
 * An amount as an amount field shows it back ('1 850,40', never '1 850,4'): what
 * parseFrenchAmount reads again to the same value.
 */
export function formatAmountInput(euros: number): string {
  return frenchTwoDecimals(euros);
}

/** parseFrenchAmount in integer cents. */
export function parseFrenchAmountCents(input: string): number | null {
  const value = parseFrenchAmount(input);
  return value === null ? null : Math.round(value * 100);
}
