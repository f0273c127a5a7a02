import type { Random } from './random';

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const UNITS = [
  '',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** « 12 mars 2024 », « 1er mars 2024 » */
export function longDate(iso: string): string {
  const [year, month, day] = parts(iso);
  return `${day === 1 ? '1er' : day} ${MONTHS[month - 1]} ${year}`;
}

/** « mardi 12 mars 2024 » */
export function weekdayDate(iso: string): string {
  return `${WEEKDAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()]} ${longDate(iso)}`;
}

/** « 12/03/2024 » (or with dots, as some extranets print) */
export function shortDate(iso: string, separator = '/'): string {
  const [year, month, day] = parts(iso);
  return [day, month].map((n) => String(n).padStart(2, '0')).join(separator) + separator + year;
}

function numberInWords(n: number): string {
  if (n < 20) return UNITS[n] as string;
  if (n < 70) {
    const ten = Math.floor(n / 10);
    const unit = n % 10;
    return `${TENS[ten]}${unit === 1 ? ' et un' : unit ? `-${UNITS[unit]}` : ''}`;
  }
  if (n < 80) return `soixante${n === 71 ? ' et onze' : `-${UNITS[n - 60]}`}`;
  return `quatre-vingt${n === 80 ? 's' : `-${UNITS[n - 80]}`}`;
}

/** Notaries' way: « le douze mars deux mille vingt-quatre » */
export function wordsDate(iso: string): string {
  const [year, month, day] = parts(iso);
  const yearWords =
    year >= 2000
      ? `deux mille${year > 2000 ? ` ${numberInWords(year - 2000)}` : ''}`
      : `mil neuf cent ${numberInWords(year - 1900)}`;
  return `${day === 1 ? 'premier' : numberInWords(day)} ${MONTHS[month - 1]} ${yearWords}`;
}

/** Any of the ways a French document prints a day. */
export function anyDate(random: Random, iso: string): string {
  return random.pick([longDate, shortDate, longDate, weekdayDate])(iso);
}

/** The French ways of printing an amount in cents, with the sign of a credit in brackets. */
export type AmountStyle = 'spaces' | 'dots' | 'plain' | 'brackets';

export function amount(cents: number, style: AmountStyle = 'spaces', euro = true): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  const grouped = (separator: string) => String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const body =
    style === 'dots'
      ? `${grouped('.')},${rest}`
      : style === 'plain'
        ? `${euros}.${rest}`
        : `${grouped('\u00a0')},${rest}`;
  const signed = negative ? (style === 'brackets' ? `(${body})` : `-${body}`) : body;
  return euro ? `${signed} €` : signed;
}

export const MONTH_NAMES = MONTHS;
