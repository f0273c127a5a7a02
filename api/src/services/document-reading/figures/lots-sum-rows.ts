import { formatCents } from '@ped/domain';
import { normalizeText, unglue } from '../type-and-date/normalize';
import { findAmounts } from './amounts';
import { excerpt } from './lines';
import { ageOfRow, exercisesOf, fieldOfYear, withoutDays } from './subject';
import type { FigureGuess, Line } from './types';

/**
 * A year's row across the seller's lots (issue 39, twelfth round): « Budget 2025 voté
 * 90 200,00 3 553,20 232,00 3 785,20 », « 2024 — réalisé 3 548,13 74,36 138,10 3 760,59 »,
 * « 2024/2025 10400.00 2267.20 62.40 2329.60 »: each lot's amount (or each key's), then their
 * sum, sometimes after the building's amount. The sum proves the row: its last amount is the
 * sum of the two or more just before it, so that a wrong value would have to be printed
 * wrong twice. The row's words tell what the year's amounts are, and the year's distance to
 * the last closed exercise which field they fill.
 */

/** What the lots were called for the year: its budget, its provisions. */
const VOTED = /\b(?:budgets?|votee?s?|provisions?|appelee?s?)\b/;
/** What the year really cost the lots. */
const SPENT = /\b(?:reel(?:le)?s?|realisee?s?|depenses?|constatee?s?)\b/;
/**
 * A row that is no year's amount: a balance, a gap, a works call, the fund; a budget only
 * proposed to the next meeting, which no one has voted yet; or the year's provisions not yet
 * due (« Provisions 2025/2026 non exigibles (01/07, 01/10/2025, 01/01/2026) 3 839,40 64,80
 * 3 904,20 »), what the buyer will pay.
 */
const OTHER =
  /\b(?:ecarts?|soldes?|regularisations?|differences?|travaux|fonds|emprunts?|total|totaux|reports?|proposee?s?|a voter|non (?:encore )?exigibles?)\b/;
/** A year or an exercise's days, and the words that only place it: nothing else names the row. */
const YEAR_ONLY =
  /^(?:(?:exercice|annee|du|au|en cours|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:19|20)\d{2}(?:[-/]\d{2}(?:[-/]\d{2})?)?|[-—–→/():;,])\s*)+$/;

const DAY = /\b(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|(?:19|20)\d{2}-\d{2}-\d{2})\b/g;

export interface SummedRow {
  label: string;
  building: number | null;
  parts: number[];
  total: number;
}

/**
 * The row's last amount as the sum of the two or more just before it, with at most one
 * amount before them: the building's, when it is larger than their sum.
 */
export function summedRow(text: string): SummedRow | null {
  const mentions = findAmounts(text);
  if (mentions.length < 3) return null;
  const amounts = mentions.map((mention) => mention.cents);
  const total = amounts.at(-1)!;
  if (total <= 0) return null;
  for (const first of [0, 1]) {
    const parts = amounts.slice(first, -1);
    if (parts.length < 2) continue;
    // as printed, signs included: a proof must be the document's own arithmetic
    if (parts.reduce((a, b) => a + b, 0) !== total) continue;
    const building = first === 1 ? amounts[0]! : null;
    if (building !== null && building <= total) continue;
    let label = text;
    for (const mention of [...mentions].reverse())
      label = `${label.slice(0, mention.start)} ${label.slice(mention.end)}`;
    label = label
      .replace(/\b(?:eur|euros?)\b|€/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    return { label, building, parts, total };
  }
  return null;
}

/** What a row's amounts are: voted, spent, or a bare year (the current year's budget). */
function roleOf(label: string): 'voted' | 'spent' | 'bare' | null {
  if (OTHER.test(label)) return null;
  const voted = VOTED.test(label);
  const spent = SPENT.test(label);
  if (voted !== spent) return voted ? 'voted' : 'spent';
  // one day is a schedule's row (« 01/01/2025 869,40 43,47 912,87 »), two an exercise
  const days = label.match(DAY)?.length ?? 0;
  return !voted && days !== 1 && YEAR_ONLY.test(label) ? 'bare' : null;
}

/** A call of a quarter or a month, or a line of it: not the year's amount. */
const PART_OF_YEAR =
  /\b(?:appels?|trimestres?|trimestriel(?:le)?s?|semestres?|mois|mensuel(?:le)?s?|echeances?)\b|\b[1-4] ?(?:t|er|e|eme)\b/;

/** How many rows a table of lots prints under its header at most. */
const ROWS_UNDER_HEADER = 6;

/** The first line above a row, on its page, that prints no amount: its table's header. */
function headerAbove(lines: Line[], index: number): Line | null {
  for (let above = index - 1; above >= Math.max(0, index - ROWS_UNDER_HEADER); above -= 1) {
    const line = lines[above]!;
    if (line.page !== lines[index]!.page) return null;
    if (findAmounts(line.text).length === 0) return line;
  }
  return null;
}

export function readLotsSumRows(lines: Line[], today: Date, confidence: number): FigureGuess[] {
  const exercises = exercisesOf(lines, today);
  const found: FigureGuess[] = [];
  for (const [index, line] of lines.entries()) {
    // a row under a « Lot 3 | Lot 19 | Total » header is read as its total (lot-totals.ts):
    // its lots' amounts, printed, are its proof
    const row = summedRow(line.lotTotal ? unglue(normalizeText(line.raw)) : line.text);
    if (!row) continue;
    // a row that names no year stands under a header that does (« Budget 2025 (voté le
    // 16.05.2024) | Immeuble | Lot 11 | Lot 40 | Vos lots » over « Charges courantes … »)
    const header = headerAbove(lines, index);
    const age =
      ageOfRow(row.label, exercises, today) ??
      (header ? ageOfRow(withoutDays(header.text), exercises, today) : null);
    const named =
      roleOf(row.label) ??
      (header &&
      VOTED.test(header.text) &&
      !SPENT.test(header.text) &&
      !OTHER.test(row.label) &&
      !PART_OF_YEAR.test(row.label)
        ? 'voted'
        : null);
    // a bare year's amounts are its budget only while no spending of it is known
    const role = named === 'bare' ? (age === -1 ? 'voted' : null) : named;
    const field = role ? fieldOfYear(age, role) : undefined;
    if (!field) continue;
    const terms = row.parts.map((part, i) =>
      i === 0 ? formatCents(part) : `${part < 0 ? '−' : '+'} ${formatCents(Math.abs(part))}`,
    );
    const proof = `${terms.join(' ')} = ${formatCents(row.total)}`;
    const at = { page: line.page, excerpt: excerpt(line), confidence, proofs: [proof] };
    found.push({ field, amount: row.total, ...at });
    const building = role === 'voted' ? fieldOfYear(age, 'building') : undefined;
    if (row.building !== null && building)
      found.push({ field: building, amount: row.building, ...at });
  }
  // the first row of each field: a table prints a year once
  return found.filter((guess, i) => found.findIndex((g) => g.field === guess.field) === i);
}
