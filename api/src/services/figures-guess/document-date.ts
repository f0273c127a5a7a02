import { findDates } from '../doctype-guess/french-dates';
import { excerpt } from './lines';
import type { FigureGuess, Line } from './types';

/** The doctype reader's date, as found and trusted by it, and the line that prints it. */
export function readDocumentDate(
  lines: Line[],
  date: { iso: string | null; confidence: number },
): FigureGuess[] {
  if (!date.iso) return [];
  const line = lines.find((l) => findDates(l.text).some((d) => d.iso === date.iso));
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

const APPROVES = /\bapprouve (les comptes|les comptes de l'exercice)\b/;

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
  if (!date || !lines.some((line) => APPROVES.test(line.text))) return [];
  return [{ ...date, field: 'dt_based', confidence: Math.min(date.confidence, confidence) }];
}
