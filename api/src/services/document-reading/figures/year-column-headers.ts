import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import type { YearRole } from './subject';
import type { Line } from './types';
import { BUILDING_WORDS } from './whose';

/**
 * The headers of a table with a column per exercise and role (year-columns.ts), in each of
 * the forms documents print them: each column's year, role, and whether it is the
 * building's or the lots'.
 */
export type Role = Exclude<YearRole, 'building'> | 'other';

const ROLE_NAMES =
  'budget vote|budget|provisions?|appele|vote|propose|reel|realise|depenses|ecart|solde';
const ROLE_WORD = new RegExp(String.raw`\b(?:${ROLE_NAMES})\b`, 'g');
/** What each column heading says of its amounts; « Proposé » is a budget no one voted yet. */
const ROLE_OF: Record<string, Role> = {
  budget: 'voted',
  provisions: 'voted',
  provision: 'voted',
  appele: 'voted',
  vote: 'voted',
  reel: 'spent',
  realise: 'spent',
  depenses: 'spent',
};
const YEAR = /(?<![\d/.-])(?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?(?![\d/.-])/g;
/** « 22/23 »: an exercise across two years, written short in a narrow column. */
const SHORT_SPLIT_YEAR = /(?<![\d/.,])(\d{2})\/(\d{2})(?![\d/,])/g;
/** Short split years written in full (« 22/23 » is 2022/2023) when they follow on. */
const fullYears = (text: string) =>
  text.replace(SHORT_SPLIT_YEAR, (short, from: string, to: string) =>
    Number(to) === Number(from) + 1 ? `20${from}/20${to}` : short,
  );

/**
 * The roles a header line names, one per column: « budget voté » is one column's heading
 * when counting it as two would name more columns than there are years.
 */
function rolesOf(text: string, columns: number): Role[] | null {
  const words = [...text.matchAll(ROLE_WORD)].map((match) => match[0]);
  const split = words.flatMap((word) => (word === 'budget vote' ? ['budget', 'vote'] : [word]));
  const roles = [split, words].find((candidate) => candidate.length === columns);
  return (
    roles?.map((word) => ROLE_OF[word] ?? (word === 'budget vote' ? 'voted' : 'other')) ?? null
  );
}

/** Each column's year and role, and whether it is the building's; label columns have none. */
export interface Header {
  at: number;
  columns: Array<{ year: string; role: Role; building?: boolean; lot?: boolean } | null>;
  placed: boolean;
}

/**
 * The column headings `pattern` finds when a line is made of them alone, at least `least`
 * of them, after a label without a figure (« Clé (base) »); null for any other line.
 */
function headingsOnly(text: string, pattern: RegExp, least: number): RegExpExecArray[] | null {
  if (findAmounts(text).length > 0) return null;
  const found = [...text.matchAll(pattern)];
  if (found.length < least || /\d/.test(text.slice(0, found[0]!.index))) return null;
  return text.slice(found[0]!.index).replace(pattern, ' ').trim() ? null : found;
}

/** A column's heading of a year, after the role it names, if any: « 2024 », « réel 2024 ». */
const ROLE_YEAR = new RegExp(String.raw`(?:\b(${ROLE_NAMES}) )?(${YEAR.source})`, 'g');

/**
 * A line of years under a heading naming the building's group and the lots' group
 * (« Budget immeuble | Quote-part lots B21 + 63 » over « 2024 | réel 2024 | 2025 | 2024 |
 * réel 2024 | 2025 »): a year alone is its group's budget, a year after a role word is that
 * role's; which half is whose comes from the heading.
 */
function groupedYearsAt(lines: Line[], index: number): Header | null {
  const found = headingsOnly(fullYears(lines[index]!.text), ROLE_YEAR, 4);
  if (!found) return null;
  const columns = found.map(([, role, year]) => ({
    year: year!,
    role: role ? (ROLE_OF[role] ?? 'other') : ('voted' as Role),
  }));
  const grouped = withGroups(lines, index, columns);
  return grouped.some((column) => column?.building)
    ? { at: index, columns: grouped, placed: false }
    : null;
}

/** A column of a year under the heading of whose it is: the building's budget, the lot's part. */
const ENTITY_YEAR = new RegExp(
  String.raw`\b(budget|(?:quote-)?part|reel|realise|depenses) (${YEAR.source})`,
  'g',
);

/**
 * One line naming each column's whose, role and year (« Clé (tantièmes du lot) | Budget 2024 |
 * Part 2024 | Réel 2024 | Budget 2025 | Part 2025 »): a budget is the building's, a part the
 * lot's, and real charges are those of the column they follow.
 */
function entityYearsAt(lines: Line[], index: number): Header | null {
  const found = headingsOnly(fullYears(lines[index]!.text), ENTITY_YEAR, 3);
  if (!found || !found.some(([, word]) => /part$/.test(word!))) return null;
  let building = true;
  const columns = found.map(([, word, year]) => {
    if (word === 'budget') building = true;
    else if (/part$/.test(word!)) building = false;
    const role: Role = word === 'budget' || /part$/.test(word!) ? 'voted' : 'spent';
    return { year: year!, role, building, lot: !building };
  });
  return { at: index, columns, placed: false };
}

/** A column named by whose and what, without a year: « Immeuble budget », « Lot A-25 réel ». */
const ENTITY_ROLE =
  /\b(immeuble|copropriete|lots?(?: [a-z]?-? ?\d{1,4}(?: ?\+ ?[a-z]?-? ?\d{1,4})*)?) (budget|provisions|appele|reel|realise|depenses)\b/g;
/** The exercise a décompte accounts for: « Décompte individuel — exercice du 01/01/2024 au 31/12/2024 ». */
const EXERCISE_DAYS = /\bexercice du\b/;

/**
 * The exercise of a table whose columns name no year: the one the document says it accounts
 * for, by its first and last days; null when it names none.
 */
function documentExercise(lines: Line[], index: number): string | null {
  for (const line of lines.slice(0, index)) {
    if (!EXERCISE_DAYS.test(line.text)) continue;
    const [start, end] = findDates(line.text.slice(line.text.search(EXERCISE_DAYS)));
    if (start && end && start.iso < end.iso) return `${start.iso} ${end.iso}`;
  }
  return null;
}

/** The lots a document names by their codes (« lot A-25 », « lots 12 + B-06 »). */
const CODE = String.raw`(?:[a-z] ?-? ?)?\d{1,4}\b(?![,.]\d)`;
const LOT_CODES = new RegExp(
  String.raw`\blots? (?:n\W{0,3})?(${CODE}(?: ?(?:\+|et|,) ?${CODE})*)`,
  'g',
);
const lotCodes = (lines: Line[]) =>
  new Set(
    lines.flatMap((line) =>
      [...line.text.matchAll(LOT_CODES)].flatMap((match) =>
        match[1]!.split(/ ?(?:\+|\bet\b|,) ?/).map((code) => code.replace(/[ -]/g, '')),
      ),
    ),
  );

/**
 * One line naming each column by whose and what, without a year (« Immeuble budget |
 * Immeuble réel | Lot A-25 budget | Lot A-25 réel »), in a document that says which exercise
 * it accounts for: every column is that exercise's. One lot's columns are the seller's only
 * when the document is about that lot.
 */
function entityRolesAt(lines: Line[], index: number, oneLot: boolean): Header | null {
  const found = headingsOnly(lines[index]!.text, ENTITY_ROLE, 3);
  if (!found) return null;
  const exercise = documentExercise(lines, index);
  if (!exercise) return null;
  const columns = found.map(([, whose, what]) => {
    const building = BUILDING_WORDS.test(whose!);
    const role: Role = /^(?:reel|realise|depenses)$/.test(what!) ? 'spent' : 'voted';
    return { year: exercise, role, building, lot: !building };
  });
  const lotColumns = found.map(([, whose]) => whose!).filter((whose) => /^lot /.test(whose));
  if (lotColumns.length > 0 && !oneLot && lotCodes(lines).size !== 1) return null;
  return { at: index, columns, placed: false };
}

/** A line of years alone beside a line of roles, as many of each. */
function headerAt(lines: Line[], index: number): Header | null {
  const line = lines[index]!;
  const text = fullYears(line.text);
  const years = text.match(YEAR) ?? [];
  if (years.length < 3 || findAmounts(line.text).length > 0) return null;
  const rest = text
    .replace(YEAR, ' ')
    .replace(/\b(?:immeuble|lots?|exercices?|n(?: ?[-+] ?\d)?)\b|[^a-z0-9]/g, ' ')
    .trim();
  if (rest) return null;
  for (const other of [lines[index - 1], lines[index + 1]]) {
    if (!other || other.page !== line.page) continue;
    const roles = rolesOf(other.text, years.length);
    if (roles)
      return {
        at: Math.max(index, lines.indexOf(other)),
        columns: years.map((year, i) => ({ year, role: roles[i]! })),
        placed: false,
      };
  }
  return null;
}

const LOT_WORDS = /\b(?:quote-part|lots?)\b/;
/** Lines above a header where a heading over its column groups may stand. */
const GROUP_HEADING_LINES = 3;

/**
 * Whether the building's group comes first, when a heading above the columns names both
 * (« IMMEUBLE | LOTS B12 + 47 + 81 » over « Bud. 2024 Réal. 2024 … Bud. 2024 Réal. 2024 … »);
 * null when no line above names them. The lots named before the building's word are a
 * column's (« Tant. lots »), not a group's, unless no lots follow it.
 */
function buildingFirst(lines: Line[], index: number): boolean | null {
  for (const line of lines.slice(Math.max(0, index - GROUP_HEADING_LINES), index).reverse()) {
    if (line.page !== lines[index]!.page || findAmounts(line.text).length > 0) continue;
    const building = BUILDING_WORDS.exec(line.text);
    if (!building) continue;
    if (LOT_WORDS.test(line.text.slice(building.index))) return true;
    if (LOT_WORDS.test(line.text.slice(0, building.index))) return false;
  }
  return null;
}

/**
 * A header whose two halves name the same years and roles is the building's columns beside
 * the lots': which half is whose comes from the heading above them.
 */
function withGroups(lines: Line[], index: number, columns: Header['columns']): Header['columns'] {
  const named = columns.filter((column) => column !== null);
  const half = named.length / 2;
  const same = (a: (typeof named)[number], b: (typeof named)[number]) =>
    a.year === b.year && a.role === b.role;
  if (half < 2 || !Number.isInteger(half)) return columns;
  if (!named.slice(0, half).every((column, i) => same(column, named[half + i]!))) return columns;
  const first = buildingFirst(lines, index);
  if (first === null) return columns;
  return columns.map((column) => {
    if (!column) return column;
    const inFirst = named.indexOf(column) < half;
    const building = inFirst === first;
    return { ...column, building, lot: !building };
  });
}

/** A header whose placed cells each name a year and a role (« N-1 2023/2024 budget »). */
function placedHeaderAt(lines: Line[], index: number): Header | null {
  const cells = lines[index]!.cells;
  if (!cells) return null;
  const columns = cells.map((cell) => {
    const years = fullYears(cell).match(YEAR) ?? [];
    const roles = rolesOf(cell, 1);
    const lot = LOT_WORDS.test(cell);
    const building = BUILDING_WORDS.test(cell) && !lot;
    return years.length === 1 && roles ? { year: years[0]!, role: roles[0]!, building, lot } : null;
  });
  return columns.filter(Boolean).length >= 3
    ? { at: index, columns: withGroups(lines, index, columns), placed: true }
    : null;
}

/** The header of a table of years and roles on line `index`, in any of its forms; null for none. */
export function yearColumnsHeaderAt(lines: Line[], index: number, oneLot: boolean): Header | null {
  return (
    placedHeaderAt(lines, index) ??
    headerAt(lines, index) ??
    groupedYearsAt(lines, index) ??
    entityYearsAt(lines, index) ??
    entityRolesAt(lines, index, oneLot)
  );
}
