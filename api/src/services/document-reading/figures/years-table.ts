import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, type YearRole } from './subject';
import type { FigureGuess, Line } from './types';
import { BUILDING_WORDS, ONE_LOT } from './whose';

/**
 * A table of exercises (issue 39, twelfth and thirteenth rounds): one row per year, under a
 * header that names its columns in order, « Exercice | Budget copropriété | Provisions de vos
 * lots | Charges réelles de vos lots », the header sometimes wrapped over two lines (« Budget
 * de » over « l'immeuble »). A header whose cells the text layer placed (wrapped-rows.ts) may
 * name the building's and the lot's columns side by side: « Immeuble budget voté | Immeuble
 * dépenses | Lot 19 provisions | Lot 19 charges réelles | Lot 19 écart »; each amount is then
 * read under its heading, else a row's amounts fill the columns from the left. The row's year,
 * against the last closed exercise, picks the fields. A works' row (« Travaux hors budget
 * 2024 — ravalement ») gives what the lot was called and charged for those works.
 */
type Column = YearRole | 'other';

const HEADER = /^(?:exercices?|annees?)\b/;
const COLUMNS: Array<[YearRole, RegExp]> = [
  // the lots' budget is what they were called; « Budget » alone is the building's
  // « Part du lot 4 » under the year's budget: the lot's share of it
  [
    'voted',
    /\b(?:provisions?|appele(?:e?s)?|budget (?:de |des |du )?(?:vos |ses )?lots?|(?:quote-?)?part (?:du |des |de (?:vos |ses )?)lots?)\b/g,
  ],
  ['spent', /\b(?:charges reelles|reel(?:le)?s?|realisee?s?|depenses)\b/g],
  ['building', /\bbudget\b(?! (?:de |des |du )?(?:vos |ses )?lots?\b)/g],
];
const LOTS = /\blots?\b/;
const LOTS_TOGETHER = /^(?:total )?(?:des |vos )?lots(?: \d+(?: ?(?:\+|et|,) ?\d+)+)?$/;
/** A gap or a balance: printed beside the year's amounts, none of the form's. */
const OTHER = /\b(?:ecarts?|soldes?|differences?|regularisations?)\b/;

/** A row opens on its year, after a word or two that place it (« Exercice 2024 », « N = 2024 »). */
const ROW = /^(?:[a-z+-]+(?: [a-z]+)? ?[=:]? )?(?:19|20)\d{2}\b/;
/** The works voted outside the budget, in a row of their own. */
const WORKS_ROW = /^travaux\b.*\b(?:19|20)\d{2}\b|^(?:19|20)\d{2}\b.*\(hors budget\)/;
const WORKS_FIELDS: Partial<Record<number, Partial<Record<YearRole, string>>>> = {
  0: { voted: 'expected_hors_budget_n', spent: 'hors_budget_n' },
  1: { voted: 'expected_hors_budget_n1', spent: 'hors_budget_n1' },
};
/** A budget only proposed to the next meeting: no one has voted it yet. */
const UNVOTED = /\b(?:proposee?|a voter)\b/;
/** How many rows a table of exercises prints at most. */
const ROWS = 8;

/** What one column's heading says of its amounts: the building's spending is no field. */
function roleOf(heading: string): Column | null {
  const roles = COLUMNS.filter(([, pattern]) => new RegExp(pattern.source).test(heading));
  const role = roles[0]?.[0];
  if (OTHER.test(heading)) return 'other';
  // the lots together, under the year's budget by lot (« Lot 1 | Lot 5 | Lots 1 + 5 »)
  if (!role) return LOTS_TOGETHER.test(heading) ? 'voted' : null;
  const building = BUILDING_WORDS.test(heading) && !LOTS.test(heading);
  if (building) return role === 'spent' ? 'other' : 'building';
  return LOTS.test(heading) && role === 'building' ? 'voted' : role;
}

/**
 * The role of each cell of a header whose cells the text layer placed, null for a label's
 * column (« Exercice », « Clé »); null for no such header.
 */
function columnsOfCells(headings: string[]): Array<Column | null> | null {
  // one lot's column beside the lots' together is no field (« Q-P bud. lot 34 | … lots »)
  const together = headings.some((heading) => /\blots\b|\d ?\+ ?\d/.test(heading));
  const columns = headings.map((heading) =>
    HEADER.test(heading) ? null : together && ONE_LOT.test(heading) ? 'other' : roleOf(heading),
  );
  const roles = columns.filter((column) => column !== null && column !== 'other');
  return roles.length >= 2 && new Set(roles).size === roles.length ? columns : null;
}

/** The header's columns in the order it prints them, each once; null for no such header. */
function columnsOf(header: string): Column[] | null {
  if (!HEADER.test(header) || findAmounts(header).length > 0) return null;
  const found = COLUMNS.flatMap(([column, pattern]) =>
    [...header.matchAll(pattern)].map((match) => ({ column, at: match.index })),
  ).sort((a, b) => a.at - b.at);
  const columns = found.map(({ column }) => column);
  return columns.length >= 2 && new Set(columns).size === columns.length ? columns : null;
}

/** How many lines a header's column headings wrap over, below the line naming the groups. */
const GROUPED_HEADING_LINES = 3;

/**
 * A header over two groups of columns, the building's and the lots' (« Exercice | Immeuble |
 * Lots A08 + S12 »), their headings wrapped below (« Budget voté ou | Dépenses | Provisions |
 * Charges » over « appelé | réelles | appelées | réelles »): each group opens on its budget.
 * The first line of headings names each column by its first words; the building's spending
 * is no field, its budget is the building's, the lots' columns are theirs. The index of the
 * line the rows follow, with the columns; null for no such header.
 */
function groupedColumns(lines: Line[], index: number): { at: number; columns: Column[] } | null {
  const header = lines[index]!.text;
  if (!HEADER.test(header) || findAmounts(header).length > 0) return null;
  const building = BUILDING_WORDS.exec(header);
  if (!building || !LOTS.test(header.slice(building.index))) return null;
  for (const [offset, line] of lines
    .slice(index + 1, index + 1 + GROUPED_HEADING_LINES)
    .entries()) {
    if (line.page !== lines[index]!.page || findAmounts(line.text).length > 0) return null;
    // a heading's first word alone: « Charges » over « réelles »
    const headings = line.text.replace(/\bcharges\b(?! reelles)/g, 'charges reelles');
    const found = COLUMNS.flatMap(([column, pattern]) =>
      [...headings.matchAll(pattern)].map((match) => ({ column, at: match.index })),
    ).sort((a, b) => a.at - b.at);
    const budget = (column: Column) => column !== 'spent';
    const roles = found.map(({ column }) => column);
    // the lots' group opens where a budget's column comes again
    const split = roles.findIndex(
      (role, i) => i > 0 && budget(role) && roles.slice(0, i).some(budget),
    );
    if (split < 1 || roles.length < 3) continue;
    const columns = roles.map((role, i): Column =>
      i < split ? (budget(role) ? 'building' : 'other') : budget(role) ? 'voted' : role,
    );
    return { at: index + 1 + offset + 1, columns };
  }
  return null;
}

/** A row's label that prints the building's budget in brackets: « (budget 46 000,00 €) ». */
const LABEL_ASIDE = /^[^()]*?\(budget (?:de l'immeuble |vote )?:? ?\d[\d .]*,\d{2} ?(?:€|eur)?\)/;

/** The row's label, and its amounts: by the placed cells, else from the left after the label. */
function cellsOf(row: Line, columns: Array<Column | null>, placed: boolean) {
  const amounts = findAmounts(row.text);
  if (amounts.length === 0) return null;
  const label = row.text.slice(0, amounts[0]!.start);
  if (!placed) {
    // the building's budget in the row's label (« 2023/2024 (budget 46 000,00 €) 2 355,20 »)
    const aside = LABEL_ASIDE.exec(row.text);
    const after = aside ? row.text.slice(aside.index + aside[0].length) : null;
    const own = after && findAmounts(after).length > 0 ? findAmounts(after) : amounts;
    return {
      label: aside && own !== amounts ? aside[0].slice(0, aside[0].indexOf('(')) : label,
      cells: own.map((amount) => amount.cents as number | null),
      building: own !== amounts ? findAmounts(aside![0])[0]!.cents : undefined,
    };
  }
  if (!row.cells || row.cells.length !== columns.length) return null;
  const cells = row.cells.map((cell) => {
    const [only, other] = findAmounts(cell);
    return only && !other ? only.cents : null;
  });
  return { label, cells };
}

/**
 * A year not spent yet prints only its budgets (« 2025 (exercice en cours) 69 400,00
 * 5 129,20 » under the building's and the lots' budgets and spendings): as many amounts as
 * budget columns stand in those.
 */
function budgetsFirst<Read extends { cells: Array<number | null> }>(
  read: Read,
  columns: Array<Column | null>,
) {
  const budgets = columns.flatMap((column, i) =>
    column === 'spent' || column === 'other' ? [] : [i],
  );
  if (read.cells.length === columns.length || read.cells.length !== budgets.length) return read;
  const cells = columns.map(() => null as number | null);
  budgets.forEach((column, i) => (cells[column] = read.cells[i]!));
  return { ...read, cells };
}

export function readYearsTables(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const [index, header] of lines.entries()) {
    const placed = header.cells !== undefined;
    const grouped = placed ? null : groupedColumns(lines, index);
    const columns =
      grouped?.columns ?? (header.cells ? columnsOfCells(header.cells) : columnsOf(header.text));
    if (!columns) continue;
    for (const row of lines.slice(grouped?.at ?? index + 1, index + 1 + ROWS)) {
      if (row.page !== header.page) break;
      const below = lines[lines.indexOf(row) + 1];
      // the row's label wraps: « 2024 — ravalement du pignon … » over « ouest (hors budget) »
      const works =
        WORKS_ROW.test(row.text) ||
        (ROW.test(row.text) &&
          below?.page === row.page &&
          findAmounts(below.text).length === 0 &&
          /\(hors budget\)/.test(below.text));
      const printed = (ROW.test(row.text) || works) && cellsOf(row, columns, placed);
      if (!printed) continue;
      if (printed.cells.length > columns.length) break;
      const read = grouped ? budgetsFirst(printed, columns) : printed;
      if (UNVOTED.test(read.label)) continue;
      const age = ageOfRow(read.label, exercises, today);
      const building = 'building' in read ? read.building : undefined;
      const buildingField = fieldOfYear(age, 'building');
      if (building && buildingField && !works && !found.some((g) => g.field === buildingField))
        found.push({
          field: buildingField,
          amount: building,
          page: row.page,
          excerpt: excerpt(row),
          confidence,
        });
      for (const [i, cents] of read.cells.entries()) {
        const column = columns[i];
        if (!column || column === 'other' || cents === null || cents === 0) continue;
        const field = works
          ? age === null
            ? undefined
            : WORKS_FIELDS[age]?.[column]
          : fieldOfYear(age, column);
        if (field && !found.some((guess) => guess.field === field))
          found.push({
            field,
            amount: Math.abs(cents),
            page: row.page,
            excerpt: excerpt(row),
            confidence,
          });
      }
    }
  }
  return found;
}
