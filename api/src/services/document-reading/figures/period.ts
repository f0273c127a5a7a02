import { findDates } from '../type-and-date/french-dates';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * How the accounts' year is written: « comptes de l'exercice du 01/01/2022 au 31/12/2022 »,
 * « Période du … au … », « Exercice clos du … au … », « exercice comptable allant du … », a
 * letter's « l'exercice de votre
 * copropriété court du … au … » (wrapped anywhere), an export's « Exercice 2024-10-01 →
 * 2025-09-30 » or « Exercice N (01/04/2024 – 31/03/2025) », or from its end, « Exercice
 * clos le 31/12/2024 (ouvert le 01/01/2024) », a volunteer's « Comptes 2024 (du 01/01/2024 au
 * 31/12/2024) », « Année 2024, du … au … » or « Exercice 2025 : du … au … ».
 */
const FROM =
  /\b(?:comptes|annee|decompte|exercice) (?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?(?: ?:| va| court| s'etend)?,? \(?du\b|\b(?:exercice|periode)(?: n)?(?: comptable)?(?: (?:clos|ecoule))?(?: de (?:votre|la|notre) copropriete)?(?:(?: (?:allant|court|courant|a couru|s'etend))?(?: :)? du\b|(?= :? ?\(?(?:1er|\d)))/;
/** Between its days: « au », or an export's arrow or dash (« Exercice 2024-10-01 → 2025-09-30 »). */
const BETWEEN = /^\s*(?:au|→|->|[-–—])\s*$/;
const CLOSED = /\bexercice clos le\b/;
/** An exercice is twelve months: a start inferred from the end alone is checked by the seller. */
const INFERRED = 0.8;
/** Only these families state the fiscal year of the accounts they approve or present. */
export const PERIOD_KINDS = ['pv-ag', 'annexes-comptables', 'decompte-de-charges'];

interface FiscalYear {
  start: string;
  end: string;
  line: Line;
  inferred: boolean;
}

/** The day before the same date a year later: the end of a twelve-month year. */
const yearBefore = (end: string) => {
  const day = new Date(`${end}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - 1);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * « du 1er janvier au 31 décembre 2024 »: the start takes the end's year, or the one
 * before when its month comes later.
 */
function startWithoutYear(text: string, end: string): string | null {
  const bare = /^\s*(.{3,20}?)\s+au\s*$/.exec(text)?.[1];
  if (!bare) return null;
  const year = Number(end.slice(0, 4));
  const start = findDates(`${bare} ${year}`)[0]?.iso;
  if (!start) return null;
  return start < end ? start : (findDates(`${bare} ${year - 1}`)[0]?.iso ?? null);
}

function periodOf(text: string): Omit<FiscalYear, 'line'> | null {
  const from = FROM.exec(text);
  if (from) {
    const after = text.slice(from.index + from[0].length);
    const [first, second] = findDates(after);
    if (first && second && BETWEEN.test(after.slice(first.end, second.start)))
      return { start: first.iso, end: second.iso, inferred: false };
    const start = first && startWithoutYear(after.slice(0, first.start), first.iso);
    if (first && start) return { start, end: first.iso, inferred: false };
  }
  const closed = CLOSED.exec(text);
  if (closed) {
    const after = text.slice(closed.index + closed[0].length);
    const [end, opened] = findDates(after);
    if (!end || end.start > 2) return null;
    if (opened && /^\W*ouvert le\s*$/.test(after.slice(end.end, opened.start)))
      return { start: opened.iso, end: end.iso, inferred: false };
    return { start: yearBefore(end.iso), end: end.iso, inferred: true };
  }
  return null;
}

/**
 * The first fiscal year the lines print, as its first and last day; with `closedBy`, the
 * first one closed by that day: minutes vote next year's budget « pour l'exercice du
 * 1er juillet 2025 au 30 juin 2026 », and the accounts they approve are an earlier year's.
 */
export function findFiscalYear(lines: Line[], closedBy?: string | null): FiscalYear | null {
  for (const [index, line] of lines.entries()) {
    // the period may wrap onto the next line, even between its words
    const next = lines[index + 1]?.page === line.page ? lines[index + 1]!.text : '';
    const text = `${line.text} ${next}`;
    const starts = [FROM.exec(text), CLOSED.exec(text)].filter((m) => m !== null);
    if (!starts.some((m) => m.index < line.text.length)) continue;
    const period = periodOf(text);
    if (!period || period.start >= period.end) continue;
    if (closedBy && period.end > closedBy) continue;
    return { ...period, line };
  }
  return null;
}

/**
 * A call for funds names the exercise it calls for (« Exercice du 01/10/2024 au
 * 30/09/2025 », ADR 084): read when both days are printed, never inferred from an end.
 */
export const CALL_PERIOD_KINDS = ['appel-de-fonds'];

/** A call's « Période du 01/04/2025 au 30/06/2025 » is its quarter: an exercise is a year. */
export const twelveMonths = ({ start, end }: { start: string; end: string }) => {
  const days = (Date.parse(end) - Date.parse(start)) / 86_400_000;
  return days >= 360 && days <= 370;
};

export function readFiscalYear(
  lines: Line[],
  confidence: number,
  {
    printedOnly = false,
    closedBy = null,
  }: { printedOnly?: boolean; closedBy?: string | null } = {},
): FigureGuess[] {
  const year = findFiscalYear(lines, closedBy);
  if (!year || (printedOnly && (year.inferred || !twelveMonths(year)))) return [];
  const base = { page: year.line.page, excerpt: excerpt(year.line) };
  return [
    {
      field: 'fiscal_year_start',
      date: year.start,
      ...base,
      confidence: year.inferred ? Math.min(confidence, INFERRED) : confidence,
    },
    { field: 'fiscal_year_end', date: year.end, ...base, confidence },
  ];
}
