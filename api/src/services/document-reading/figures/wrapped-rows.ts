import { normalizeText } from '../type-and-date/normalize';
import type { DocumentText, PageLayout, PlacedCell, PlacedLine } from '../types';
import { spelledOut } from './abbreviations';
import { findAmounts } from './amounts';
import { replacePrinted, words } from './printed-lines';

/**
 * A table's rows whose cells wrap (issue 39, thirteenth round). A form's answers print the
 * question, the answer and the amount side by side, each cell wrapping in its own column:
 * « Provisions exigibles non | appels des 01/01 et 01/04/2025 | 0,00 » over « réglées »,
 * « Emprunt collectif | capital emprunté | 130 » over « chaufferie (2021) | 000,00 ». Flat text
 * reads two lines, neither a whole label nor a whole amount. The positions tell them apart: a
 * wrapped line lies closer under its row than rows lie under each other. Each row is written
 * back as one line, its cells joined column by column, in place of the lines it took, and
 * keeps its cells (Line.cells): an amount then stands under its heading, even beside an
 * empty cell.
 */

/** A table's header: cells naming columns, no amount. */
const HEADING = new RegExp(
  `^(?:${[
    'n\\W?|no|cpte|comptes?|codes?|cle|tant\\.?|tantiemes|n(?: ?[-+] ?\\d)?',
    'question|questions posees|rubriques?|libelles?|designation|intitule|poste|objet',
    'reponses?(?: du syndic)?|montants?(?: en euros)?|valeurs?|details?|situation\\b.*',
    'observations?|commentaires?|exercices?|immeuble|copropriete|syndicat|ecarts?|soldes?',
    // the lots' columns, by lot or together (« Lot 1 », « Lots 1 + 5 », « Votre lot 42 »)
    '(?:(?:votre|vos) )?lots?(?: \\d+(?: ?(?:\\+|et|,) ?\\d+)*)?',
    // what a column's amounts are (« Budget 2025 », « Réel lots 1 + 5 »)
    '(?:budget|provisions?|appele|reel|realise|charges reelles|depenses|quote-part)\\b.*',
    'exig\\.?|exigibles?|non(?: exig\\.?| exigibles?)?|a echoir',
  ].join('|')})$`,
);
/** Headings that only a header has: a row of a table may well say « immeuble » or « lot 19 ». */
const FORM_HEADING = /^(?:question|rubrique|reponse|montant|libelle|designation|intitule|detail)/;
/** How far left of its heading a cell may start and still stand under it (centred headings). */
const SLACK = 12;
/** A wrapped line lies at most this share of a row's spacing under the line above. */
const WRAPPED = 0.8;
/** OCR's lines stand less evenly: a wrapped line must stand closer still. */
const WRAPPED_OCR = 0.6;
/** A gap this much wider than a row's spacing ends the table. */
const BREAK = 1.3;
/**
 * OCR places a row's first line lower under a wrapped one (« (2025) » at 7 points under its
 * row, the next row 23 under it where rows stand 17 apart): a scan's table ends further.
 */
const BREAK_OCR = 1.6;

/** How close under a row its wrapped lines stand, how far below it the table ends. */
interface Spacing {
  wrapped: number;
  gap: number;
}

function isHeader(line: PlacedLine): boolean {
  if (line.cells.length < 2) return false;
  const headings = line.cells.map((cell) => spelledOut(normalizeText(cell.str).trim()));
  return (
    headings.every((heading) => HEADING.test(heading) && findAmounts(heading).length === 0) &&
    (headings.length >= 3 ||
      headings.some((heading) => FORM_HEADING.test(heading)) ||
      // the building's column beside the lot's: « Copropriété | Votre lot 42 »
      (headings.some((heading) => /^(?:copropriete|immeuble)$/.test(heading)) &&
        headings.some((heading) => /\blots?\b/.test(heading))))
  );
}

/** The column a cell stands in: the last heading it starts right of. */
const zoneOf = (cell: PlacedCell, starts: number[]) =>
  Math.max(
    0,
    starts.findLastIndex((start) => cell.x + SLACK >= start),
  );

/** A line of prose across the columns, under or after the table: not one of its rows. */
const isProse = (line: PlacedLine, starts: number[]) =>
  line.cells.length === 1 &&
  line.cells[0]!.x + SLACK < starts[1]! &&
  line.cells[0]!.end > starts[1]! + 40;

/** A row of a table, as one line: its text and the text of each column's cell. */
export interface PlacedRow {
  /** 1-based */
  page: number;
  text: string;
  /** by column, left to right; '' for a cell left empty */
  cells: string[];
}

interface Table {
  /** the header's index, and the index of the line after the last row */
  from: number;
  to: number;
  /** the header then each row */
  rows: Array<Omit<PlacedRow, 'page'>>;
}

/**
 * A form's column of questions, answered in the next one (« N° | Question | Réponse du
 * syndic »): its index among the columns, or -1 for another table.
 */
function questionColumn(header: PlacedLine, starts: number[]): number {
  const headings = header.cells.map((cell) => normalizeText(cell.str).trim());
  const question = headings.findIndex((heading) => /^(?:questions?|rubriques?)\b/.test(heading));
  if (question < 0 || !/^reponses?\b/.test(headings[question + 1] ?? '')) return -1;
  return zoneOf(header.cells[question]!, starts);
}

/**
 * A form's row as a labelled answer: « 14 Fonds de travaux (montant, date, part des lots) »
 * and « 4 360,00 € au 31/12/2024 — … » read « 14 Fonds de travaux : 4 360,00 € au … ». What
 * the question explains in brackets without a figure is left out; a year stays (« (2025) »).
 */
function answered(cells: string[], question: number): string {
  const asked = cells
    .slice(0, question + 1)
    .join(' ')
    .replace(/ ?\([^()\d]*\)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const answer = cells
    .slice(question + 1)
    .filter(Boolean)
    .join(' ');
  // a question or an answer that labels its figure itself (« Dernier exercice clos : budget
  // voté », « budget voté : 88 000,00 € ») keeps its own colon
  if (!cells[question] || !answer || asked.includes(':') || /^[^\d:]{3,40}:/.test(answer))
    return words(`${asked} ${answer}`);
  return `${asked} : ${answer}`;
}

function tableAt(
  lines: PlacedLine[],
  header: number,
  { wrapped, gap: breaking }: Spacing,
): Table | null {
  const headings = lines[header]!.cells.map((cell) => cell.x);
  const region = [header];
  for (let i = header + 1; i < lines.length && !isProse(lines[i]!, headings); i += 1)
    region.push(i);
  // the rows' labels may stand left of the first heading, in a column of their own
  const left = Math.min(...region.flatMap((i) => lines[i]!.cells.map((cell) => cell.x)));
  const starts = left + SLACK < headings[0]! ? [left, ...headings] : headings;
  const gaps = region.slice(1).map((i) => lines[i - 1]!.y - lines[i]!.y);
  // a row's spacing: the gap above the first row that prints an amount (the header may wrap)
  const first = region.findIndex((i) =>
    lines[i]!.cells.some((cell) => findAmounts(cell.str).length),
  );
  const row = first > 0 ? gaps[first - 1]! : undefined;
  if (!row) return null;
  // the header's own wrapped lines join it as a row's do
  const zones: string[][][] = [];
  let to = header;
  for (const [k, i] of region.entries()) {
    const gap = k === 0 ? Infinity : gaps[k - 1]!;
    if (k > 0 && gap > breaking * row) break;
    if (gap >= wrapped * row) zones.push(starts.map(() => []));
    for (const cell of lines[i]!.cells) zones.at(-1)![zoneOf(cell, starts)]!.push(words(cell.str));
    to = i + 1;
  }
  const question = questionColumn(lines[header]!, starts);
  const rows = zones.map((parts, index) => {
    const cells = parts.map((part) => part.join(' ').replace(/- (?=\p{Ll})/gu, '-'));
    return {
      text:
        index > 0 && question >= 0 ? answered(cells, question) : cells.filter(Boolean).join(' '),
      cells,
    };
  });
  return rows.length > 1 ? { from: header, to, rows } : null;
}

/**
 * The page's text with each table's rows on one line, when its lines are found in it, and
 * those rows with their cells.
 */
function placePage(text: string, layout: PageLayout, page: number, spacing: Spacing) {
  let pageLines = text.split('\n').filter((line) => line.trim());
  const placed: PlacedRow[] = [];
  const { lines } = layout;
  for (let header = 0; header < lines.length; header += 1) {
    if (!isHeader(lines[header]!)) continue;
    const table = tableAt(lines, header, spacing);
    if (!table) continue;
    const texts = table.rows.map((row) => row.text);
    const replaced = replacePrinted(pageLines, lines.slice(table.from, table.to), texts);
    if (!replaced) continue;
    pageLines = replaced;
    placed.push(...table.rows.map((row) => ({ ...row, page })));
    header = table.to - 1;
  }
  return { text: pageLines.join('\n'), placed };
}

/**
 * The pages as the rules read them, a positioned document's tables a row per line, and the
 * rows whose cells the positions told apart.
 */
export function placedTables({ pages, layout, source }: DocumentText): {
  pages: string[];
  rows: PlacedRow[];
} {
  if (!layout) return { pages, rows: [] };
  const spacing =
    source === 'ocr' ? { wrapped: WRAPPED_OCR, gap: BREAK_OCR } : { wrapped: WRAPPED, gap: BREAK };
  const placed = pages.map((text, i) =>
    layout[i] ? placePage(text, layout[i], i + 1, spacing) : { text, placed: [] },
  );
  return { pages: placed.map((page) => page.text), rows: placed.flatMap((page) => page.placed) };
}
