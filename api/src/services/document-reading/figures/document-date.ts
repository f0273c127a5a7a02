import { findDates } from '../type-and-date/french-dates';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/**
 * The doctype reader's date, as found and trusted by it, and the line that prints it, or
 * starts printing it: a title wraps « ASSEMBLÉE GÉNÉRALE DU 3 » / « JUILLET 2023 ».
 */
export function readDocumentDate(
  lines: Line[],
  date: { iso: string | null; confidence: number },
): FigureGuess[] {
  if (!date.iso) return [];
  const prints = (text: string) => findDates(text).some((d) => d.iso === date.iso);
  const line =
    lines.find((l) => prints(l.text)) ??
    lines.find(
      (l, i) => lines[i + 1]?.page === l.page && prints(`${l.text} ${lines[i + 1]!.text}`),
    );
  if (!line) return [];
  return [
    {
      field: 'document_date',
      date: date.iso,
      page: line.page,
      excerpt: excerpt(line),
      confidence: date.confidence,
    },
  ];
}

/**
 * « approuve les comptes », « approuve, à l'unanimité, les comptes de l'exercice … », « les
 * comptes de l'exercice … sont approuvés » (not « seront »), or a
 * table of results: « Approbation des comptes 2024 | Art. 24 | adoptée »
 */
const APPROVES =
  /\bapprouve\b[^.;]{0,40}\bles comptes\b|\bles comptes\b[^.;]{0,80}\bsont approuves\b|\bapprobation des comptes\b(?:[^.;]|\.(?= ?\d)){0,80}\badoptee?\b/;

/**
 * A table row wraps its cells over the next lines: « 1 Approbation des comptes » / « clos
 * le 31/12/2024 » / « 742 0 0 adoptée ».
 */
const ROW_LINES = 3;
const withWrap = (lines: Line[], index: number) =>
  lines
    .slice(index, index + ROW_LINES)
    .filter((line) => line.page === lines[index]!.page)
    .map((line) => line.text)
    .join(' ');

/**
 * The minutes of an assembly that approves the accounts date the last approval
 * (`dt_based`): the meeting's day, which is the document's date.
 */
export function readApprovalDate(
  lines: Line[],
  documentDate: FigureGuess[],
  confidence: number,
): FigureGuess[] {
  const [date] = documentDate;
  if (!date || !lines.some((_, index) => APPROVES.test(withWrap(lines, index)))) return [];
  return [{ ...date, field: 'dt_based', confidence: Math.min(date.confidence, confidence) }];
}
