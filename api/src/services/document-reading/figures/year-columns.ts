import { findDates } from '../type-and-date/french-dates';
import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, onlyLotNamed, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';
import { BUILDING_WORDS } from './whose';

/**
 * A table with a column per exercise and role (issue 39, twelfth and thirteenth rounds), its
 * header on two lines, one naming each column's role and one its year, in either order:
 * « Provisions Réel Budget Proposé » over « 2024/2025 2024/2025 2025/2026 2026/2027 », or
 * « Réal. N-1 Bud. N … » over « 22/23 23/24 … »; or a header whose cells the text layer placed
 * (wrapped-rows.ts), each naming its year and role (« N-1 2023/2024 budget »). The seller's
 * row is their lots' total (« Total des deux lots 3 578,00 … », « Total lot 14 … », « Q-P
 * lot 4 … » or a placed table's « Total » when the document is about one lot); the building's
 * (« Total immeuble », « Immeuble ») gives its budgets, as does a building's column (« Budget
 * imm. 2024 ») on the seller's row. Each amount is its row's year in its column's role, and
 * the year picks the field.
 */
type Role = Exclude<YearRole, 'building'> | 'other';

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
/** The seller's row: their lots' total, or their one lot's share. */
const SELLER_TOTAL = /^total (?:de |des )?(?:vos |(?:deux|trois|quatre) )?lots\b/;
/** One lot's total: the seller's only in a document about that lot. */
const ONE_LOT_TOTAL = /^total (?:du )?lot\b/;
const ONE_LOT_SHARE = /^quote-part (?:du |des )?lots? (?:n\W{0,3})?\d{1,4}\b(?! ?(?:\+|et|,) ?\d)/;
/** The building's row: its budgets. */
const BUILDING_ROW = /^(?:total )?(?:immeuble|copropriete)\b/;
/** A placed table's total, the lot's in a document about one lot. */
const TOTAL = /^total$/;
/** How many rows a table prints under its header at most. */
const ROWS = 12;

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
interface Header {
  at: number;
  columns: Array<{ year: string; role: Role; building?: boolean; lot?: boolean } | null>;
  placed: boolean;
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
  const line = lines[index]!;
  const text = fullYears(line.text);
  if (findAmounts(line.text).length > 0) return null;
  const columns = [...text.matchAll(ROLE_YEAR)].map(([, role, year]) => ({
    year: year!,
    role: role ? (ROLE_OF[role] ?? 'other') : ('voted' as Role),
  }));
  if (columns.length < 4 || text.replace(ROLE_YEAR, ' ').trim()) return null;
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
  const text = fullYears(lines[index]!.text);
  const found = [...text.matchAll(ENTITY_YEAR)];
  if (found.length < 3 || findAmounts(text).length > 0) return null;
  const label = text.slice(0, found[0]!.index);
  if (/\d/.test(label) || text.slice(found[0]!.index).replace(ENTITY_YEAR, ' ').trim()) return null;
  if (!found.some(([, word]) => /part$/.test(word!))) return null;
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
  const text = lines[index]!.text;
  const found = [...text.matchAll(ENTITY_ROLE)];
  if (found.length < 3 || findAmounts(text).length > 0) return null;
  if (/\d/.test(text.slice(0, found[0]!.index))) return null;
  if (text.slice(found[0]!.index).replace(ENTITY_ROLE, ' ').trim()) return null;
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

/** A row's amounts with the column each stands in. */
function amountsOf(row: Line, header: Header): Array<{ column: number; cents: number }> | null {
  if (!header.placed) {
    const amounts = findAmounts(row.text);
    return amounts.length === header.columns.length
      ? amounts.map((amount, column) => ({ column, cents: amount.cents }))
      : null;
  }
  if (row.cells?.length !== header.columns.length) return null;
  return row.cells.flatMap((cell, column) => {
    const [only, other] = findAmounts(cell);
    return only && !other ? [{ column, cents: only.cents }] : [];
  });
}

export function readYearColumns(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const oneLot = onlyLotNamed(lines) !== null;
  const found: FigureGuess[] = [];
  for (const index of lines.keys()) {
    const header =
      placedHeaderAt(lines, index) ??
      headerAt(lines, index) ??
      groupedYearsAt(lines, index) ??
      entityYearsAt(lines, index) ??
      entityRolesAt(lines, index, oneLot);
    if (!header) continue;
    for (const [offset, row] of lines.slice(header.at + 1, header.at + 1 + ROWS).entries()) {
      if (row.page !== lines[index]!.page) break;
      const amounts = amountsOf(row, header);
      if (!amounts) continue;
      // « Total de » over « vos lots »: the label wraps under the row's amounts
      const next = lines[header.at + 2 + offset];
      const first = findAmounts(row.text)[0]?.start;
      const label =
        `${row.text.slice(0, first)} ${next && findAmounts(next.text).length === 0 ? next.text : ''}`
          .replace(/\s+/g, ' ')
          .trim();
      // a placed table's « Total » is the lot's when a column is the lot's, else the building's;
      // under the building's group beside the lots' group, each column says whose it is
      const lotColumns = header.columns.some((column) => column?.lot);
      const groups = lotColumns && header.columns.some((column) => column?.building);
      // a « Total » row's label is its own, whatever line follows it
      const total =
        (header.placed || groups) &&
        (TOTAL.test(label) || TOTAL.test(row.text.slice(0, first).trim()));
      const seller =
        SELLER_TOTAL.test(label) ||
        (total && groups) ||
        (oneLot &&
          (ONE_LOT_TOTAL.test(label) || ONE_LOT_SHARE.test(label) || (total && lotColumns)));
      const building = BUILDING_ROW.test(label) || (total && !lotColumns);
      if (!seller && !building) continue;
      for (const { column, cents } of amounts) {
        const { year, role, building: buildings } = header.columns[column] ?? {};
        if (!year || !role || role === 'other' || cents <= 0) continue;
        const age = ageOfRow(year, exercises, today);
        // the building's row, or the building's column of the lot's total: its budget
        const field =
          building || buildings
            ? role === 'voted'
              ? fieldOfYear(age, 'building')
              : undefined
            : fieldOfYear(age, role);
        if (field && !found.some((guess) => guess.field === field))
          found.push({ field, amount: cents, page: row.page, excerpt: excerpt(row), confidence });
      }
      if (seller) break;
    }
  }
  return found;
}
