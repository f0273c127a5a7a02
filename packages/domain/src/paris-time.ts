/**
 * Calendar arithmetic in Europe/Paris. Prices change "on a day", review e-mails go out
 * "tomorrow at 19:00": those are French wall-clock notions, whatever the time zone of the
 * server or of the browser running this code.
 */
import { madeOnFirstUse } from './made-on-first-use';

export const PARIS_TIME_ZONE = 'Europe/Paris';

const HOUR_MS = 3_600_000;

/** France has followed the EU's summer-time rule since 1996. */
const EU_SUMMER_TIME_SINCE = Date.UTC(1996, 0, 1);

/** 01:00 UTC on the last Sunday of a month: when EU clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Earlier instants (French summer time ended in September until 1995) ask the time-zone
 * database, which is costly to open: a browser spends a long task loading it, and every
 * price on a page needs today's Paris date.
 */
const historicalFormatter = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: PARIS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }),
);

function historicalOffsetMs(instant: number): number {
  const parts = historicalFormatter().formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** How far Paris clocks are ahead of UTC at that instant. */
function offsetMs(instant: number): number {
  if (Number.isNaN(instant)) throw new RangeError('Invalid time value');
  if (instant < EU_SUMMER_TIME_SINCE) return historicalOffsetMs(instant);
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Paris wall-clock reading of an instant. */
export function parisWallTime(date: Date): WallTime {
  const instant = date.getTime();
  const wall = new Date(Math.floor(instant / 1000) * 1000 + offsetMs(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The last Paris day computed and the instants it spans: `parisDay` is called on hot paths
 * (prices on every catalog request) and formatting an instant in a time zone is slow, while
 * the answer changes once a day.
 */
let lastDay = { day: '', from: 0, until: 0 };

/** 'YYYY-MM-DD' of the day it is in Paris at that instant. */
export function parisDay(date: Date): string {
  const instant = date.getTime();
  if (instant >= lastDay.from && instant < lastDay.until) return lastDay.day;
  const { year, month, day } = parisWallTime(date);
  const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (Number.isNaN(instant)) return text;
  const next = addDays(text, 1).split('-').map(Number) as [number, number, number];
  lastDay = {
    day: text,
    from: parisWallTimeToDate(year, month, day).getTime(),
    until: parisWallTimeToDate(...next).getTime(),
  };
  return text;
}

/**
 * The instant at which Paris clocks show the given wall time. Offsets differ on either side
 * of a DST change, hence the second pass; a time skipped by the spring change resolves to
 * the instant one hour later (as clocks do).
 */
export function parisWallTimeToDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  const first = naive - offsetMs(naive);
  const second = naive - offsetMs(first);
  return new Date(second);
}

/** Adds calendar days to a 'YYYY-MM-DD' day (no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Accepts Date, ISO string or epoch ms; null when absent or not a real date. */
export function toValidDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
