import { headingYear } from './grid';
import { findDates, MONTHS } from '../type-and-date/french-dates';
import { findFiscalYear, twelveMonths } from './period';
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
 * A lot's number where a text names it: « lot 14 », « lots n° 12 et 40 »; not an amount
 * after « lot » (« appelées au lot 2 511,00 € », « part des lots 1467,30 € »), nor what
 * follows a count of lots (« total 3 lots 442 / 10 000 »), which name no lot.
 */
export const LOT_NAMED =
  /\b(?:lot|(?<!\d )lots) (?:n\W{0,3})?(\d{1,4})\b(?! ?\d{3},\d{2})(?![,.]\d)/g;
/**
 * The one lot a document names, however it names it (« — lot 26 (appartement) — »): the
 * lot a rule's label must name when the document does not open on its lot (subject.ts).
 */
export function onlyLotNamed(lines: Line[]): string | null {
  const lots = namedLots(lines);
  return lots.size === 1 ? [...lots][0]! : null;
}

/** A column's year under « lot » (« budget lot 2024 »): no lot is numbered like a year. */
const YEAR = /^(?:19|20)\d{2}$/;

/** Every lot a document names, one by one or in a list (« lots 10, 44 et 77 »). */
export function namedLots(lines: Line[]): Set<string> {
  return new Set(
    lines
      .flatMap((line) => [
        ...[...line.text.matchAll(LOT_NAMED)].map((m) => m[1]!),
        ...[...line.text.matchAll(LOT_LIST)].flatMap((m) => m[0].match(/\d+/g) ?? []),
      ])
      .filter((lot) => !YEAR.test(lot)),
  );
}

/**
 * « lots 10, 44 et 77 »; the first number is no lot when an amount goes on (« lots 7 514,00 »),
 * a listed one still is (« lots 6 et 28 655,14 »: the lots' share after their numbers).
 */
const LOT_LIST =
  /\b(?:lot|(?<!\d )lots) (?:n\W{0,3})?\d{1,4}(?!\d|[,.]\d| \d{3}[,.]\d)(?: ?(?:\+|et|,) ?\d{1,4}(?!\d|[,.]\d))*/g;

/**
 * A line without the lots it names (« Part du fonds attachée aux lots 6 et 28 655,14 »):
 * only lots the document names, so that « lots 6 et 28 » is no amount of 28 655,14.
 */
export function withoutLotNumbers(text: string, named: Set<string>): string {
  return text.replace(LOT_LIST, (list) =>
    (list.match(/\d+/g) ?? []).every((number) => named.has(number)) ? ' ' : list,
  );
}

/**
 * The year the document closes: « Exercice 2024 », « exercice 2023-2024 » (a year across
 * two calendar years is named by the one it ends in), else the end of the fiscal year it
 * prints (« Exercice du 01/07/2023 au 30/06/2024 »).
 */
export function closedYear(lines: Line[]): number | null {
  const named = lines
    .slice(0, 20)
    // not the first day of « exercice 2024-04-01 → 2025-03-31 »
    .map((line) => /\bexercice (?:20\d{2}[-/] ?)?(20\d{2})\b(?![-/.]\d)/.exec(line.text)?.[1])
    .find(Boolean);
  const end = named ?? findFiscalYear(lines)?.end.slice(0, 4);
  return end ? Number(end) : null;
}

/**
 * The year the last exercise closed before `today` is named by: its end's year. A year
 * closing on 31 March or 30 September closed this calendar year once that day is past
 * (« 2024/2025 » closed on 31/03/2025 is n in June 2025), a calendar one last year.
 */
export function lastClosedYear(lines: Line[], today: Date): number {
  return lastEndedBy(exerciseEnd(lines) ?? '12-31', today);
}

/** The year of the last exercise ending on `end` (« 03-31 ») before `today`. */
function lastEndedBy(end: string, today: Date): number {
  const year = today.getUTCFullYear();
  return `${year}-${end}` < today.toISOString().slice(0, 10) ? year : year - 1;
}

const CURRENT_EXERCISE = /\bexercice en cours\b/;
/** A closed exercise's last day beside it: « 2024/2025 (clos le 31/03/2025) », « clos le 31 mars 2025 ». */
const CLOSED_ON = /\b(?:clos|close|cloture|cloturee?) (?:le|au) /g;
/**
 * « exercice du 1er avril au 31 mars », « Exercice : 1er octobre – 30 septembre », « Nos
 * exercices courent du 1er octobre au 30 septembre ».
 */
const YEARLESS_EXERCISE = new RegExp(
  `\\bexercices?(?: :)? (?:allant |court |courent |courant |va |vont |s'etend |comptables? )?(?:du )?1er (${Object.keys(MONTHS).join('|')})[ -]+(?:au[ -]+)?(\\d{1,2}) (${Object.keys(MONTHS).join('|')})\\b`,
);

/**
 * The month and day (« 03-31 ») the document's exercises end on, when it prints them: its
 * fiscal year, a yearless « exercice du 1er avril au 31 mars », the bounds of « l'exercice
 * en cours », or the day an exercise closed on (« 2024/2025 (clos le 31/03/2025) »). Null when it does not:
 * an exercise named « 2024/2025 » may then end in March, June or September.
 */
function exerciseEnd(lines: Line[]): string | null {
  // a statement's « période du 01/01/2025 au 18/06/2025 » is no exercise
  const fiscal = findFiscalYear(lines);
  if (fiscal && twelveMonths(fiscal)) return fiscal.end.slice(5);
  for (const [index, line] of lines.entries()) {
    // « … — exercice du 1er » over « juillet au 30 juin »: the words wrap
    const next = lines[index + 1]?.page === line.page ? lines[index + 1]!.text : '';
    const yearless = YEARLESS_EXERCISE.exec(`${line.text} ${next}`);
    if (yearless)
      return `${String(MONTHS[yearless[3]!]).padStart(2, '0')}-${yearless[2]!.padStart(2, '0')}`;
    // the running exercise's bounds tell when every exercise ends (they are not the closed
    // accounts' year that findFiscalYear looks for)
    const running = CURRENT_EXERCISE.test(line.text) ? findDates(line.text) : [];
    if (running.length >= 2) return running[1]!.iso.slice(5);
    for (const closed of line.text.matchAll(CLOSED_ON)) {
      const day = findDates(line.text.slice(closed.index + closed[0].length))[0];
      if (day?.start === 0) return day.iso.slice(5);
    }
  }
  return null;
}

/**
 * The text with each day it names blanked out, its length kept: « clos le 31 mars 2025 » or
 * « approuvés le 10/04/2025 » date no exercise, and their digits part no words from a figure.
 */
export const withoutDays = (text: string) =>
  findDates(text).reduce(
    (rest, day) =>
      `${rest.slice(0, day.start)}${' '.repeat(day.end - day.start)}${rest.slice(day.end)}`,
    text,
  );

const ISO_DAY = /\b(?:19|20)\d{2}-\d{2}-\d{2}\b/g;
const FRENCH_DAY = /\b\d{1,2}[/.-]\d{1,2}[/.-](?:19|20)\d{2}\b/g;

/**
 * The exercise a table's row is about, by its end's year: « 2024/2025 » and
 * « 2024-04-01 → 2025-03-31 » are 2025; a day printed beside it (« 2023 (approuvé le
 * 11.04.2024) ») dates something else.
 */
function rowYear(label: string): number | null {
  const period = (label.match(ISO_DAY)?.length ?? 0) === 2;
  return headingYear(period ? label : label.replace(ISO_DAY, ' ').replace(FRENCH_DAY, ' '));
}

/**
 * lastClosedYear for one row of a table: the row's own exercise tells when its years end
 * (« 2024-04-01 → 2025-03-31 » closed in March), else the document's (`documents`).
 */
function lastClosedYearOf(label: string, documents: number, today: Date): number {
  const days = [...label.matchAll(ISO_DAY)];
  return days.length === 2 ? lastEndedBy(days[1]![0].slice(5), today) : documents;
}

/** « 2024/2025 », « 2024-2025 »: an exercise across two calendar years. */
const SPLIT_YEAR =
  /\b(?:19|20)\d{2} ?\/ ?(?:(?:19|20)?\d{2})\b(?![/.-]\d)|\b(?:19|20)\d{2}-(?:19|20)\d{2}\b/;

/**
 * What a table's rows are dated against: when the exercises end, and the last one closed,
 * which the document may name itself (`closedNamed`).
 */
export interface Exercises {
  end: string | null;
  lastClosed: number;
  closedNamed?: boolean;
}

/** An exercise the document says is closed: « Exercice 2024/2025 (clos) ». */
const CLOSED_SPLIT_YEAR =
  /\b(?:19|20)\d{2} ?\/ ?((?:19|20)?\d{2})\b[^.;\d]{0,12}\bclos\b(?! le\b| au\b)/g;

/** The latest exercise across two years the document calls closed, by its end's year. */
function namedClosedYear(lines: Line[]): number | null {
  const ends = lines.flatMap((line) =>
    [...line.text.matchAll(CLOSED_SPLIT_YEAR)].map((match) => {
      const end = Number(match[1]);
      return end < 100 ? 2000 + end : end;
    }),
  );
  return ends.length > 0 ? Math.max(...ends) : null;
}

export function exercisesOf(lines: Line[], today: Date): Exercises {
  const end = exerciseEnd(lines);
  // when the document never says when its exercises end, the one it calls closed tells
  const named = end === null ? namedClosedYear(lines) : null;
  return named === null
    ? { end, lastClosed: lastClosedYear(lines, today) }
    : { end, lastClosed: named, closedNamed: true };
}

/**
 * How many exercises before the last closed one a table's row is (-1: the current one), or
 * null when the row names none, or names « 2024/2025 » in a document that never says when its
 * exercises end (from April it closed in March, from October it is still running).
 */
export function ageOfRow(label: string, exercises: Exercises, today: Date): number | null {
  const year = rowYear(label);
  if (year === null) return null;
  const period = (label.match(ISO_DAY)?.length ?? 0) === 2;
  if (!period && exercises.end === null && !exercises.closedNamed && SPLIT_YEAR.test(label))
    return null;
  return lastClosedYearOf(label, exercises.lastClosed, today) - year;
}

/** What a year's amount is: the lots' budget or provisions, their real charges, the building's budget. */
export type YearRole = 'voted' | 'spent' | 'building';

const YEAR_FIELDS: Record<number, Partial<Record<YearRole, string>>> = {
  [-1]: { voted: 'expected_budget', building: 'building_budget' },
  0: { voted: 'expected_budget_n', spent: 'budget_n', building: 'building_budget_n' },
  1: { voted: 'expected_budget_n1', spent: 'budget_n1' },
};

/**
 * The form's field for a year's amount in `role`, `age` exercises before the last closed one
 * (ageOfRow; -1 the current one), or undefined: the form asks nothing of other years, nor of
 * the current year's real charges.
 */
export const fieldOfYear = (age: number | null, role: YearRole): string | undefined =>
  age === null ? undefined : YEAR_FIELDS[age]?.[role];

/**
 * The suffix of the form's fields for a closed year: « n » is the last closed year
 * (exercice N-1 of the form), « n1 » the one before; any other year fills no field. A year
 * from April closed on 31/03/2025 is « n » in June 2025, as a calendar 2024 is.
 */
export function closedYearSuffix(lines: Line[], today: Date): 'n' | 'n1' | null {
  const year = closedYear(lines);
  return year ? suffixOf(lines, year, today) : null;
}

function suffixOf(lines: Line[], year: number, today: Date): 'n' | 'n1' | null {
  const age = lastClosedYear(lines, today) - year;
  return age === 0 ? 'n' : age === 1 ? 'n1' : null;
}

/**
 * The suffix of « the last exercise closed » as an answer dated `dateISO` means it: n when
 * the answer is recent, n1 once another year has closed since (an undated answer: n).
 */
export function answeredYearSuffix(
  lines: Line[],
  dateISO: string | null,
  today: Date,
): 'n' | 'n1' | null {
  if (!dateISO) return 'n';
  return suffixOf(lines, lastClosedYear(lines, new Date(`${dateISO}T12:00:00Z`)), today);
}
