import type { DocumentText } from '../doctype-guess/guess';
import { figureConfidence } from './confidence';
import { readApprovalDate, readDocumentDate } from './document-date';
import { documentLines } from './lines';
import { PERIOD_KINDS, readFiscalYear } from './period';
import { readRule } from './read-rule';
import { FIGURE_RULES } from './rules';
import { readStatementBudget } from './statement';
import { closedYearSuffix, subjectLot } from './subject';
import type { FigureGuess, FiguresGuess } from './types';

/** The families that print order-form figures: the others propose none, not even a date. */
const FIGURE_KINDS = new Set([
  'appel-de-fonds',
  'releve-de-compte',
  'annexes-comptables',
  'decompte-de-charges',
  'questionnaire-syndic',
  'pv-ag',
]);

/** What the doctype reader made of the document: its family and its date. */
export interface ReadDocument {
  kind: string | null;
  dateISO: string | null;
  dateConfidence: number;
}

/**
 * The order-form values a document gives, read by the rules of its family (rules.ts).
 * Pure and synchronous: the text is the one the doctype reader already extracted.
 */
export function guessFigures(
  { pages, source }: DocumentText,
  read: ReadDocument,
  today: Date = new Date(),
): FiguresGuess {
  const kind = read.kind;
  if (!kind || !FIGURE_KINDS.has(kind)) return [];
  const lines = documentLines(pages);
  const documentDate = readDocumentDate(lines, {
    iso: read.dateISO,
    confidence: read.dateConfidence,
  });
  const lot = subjectLot(lines);
  const context = {
    lot,
    suffix: closedYearSuffix(lines, today),
    confidence: figureConfidence('row', source),
  };
  const found: FigureGuess[] = [
    ...FIGURE_RULES.filter((rule) => rule.kinds.includes(kind))
      .map((rule) => readRule(rule, lines, context))
      .filter((guess): guess is FigureGuess => guess !== null),
    ...(PERIOD_KINDS.includes(kind)
      ? readFiscalYear(lines, figureConfidence('period', source))
      : []),
    ...(kind === 'releve-de-compte'
      ? readStatementBudget(lines, figureConfidence('balance', source))
      : []),
    ...(kind === 'pv-ag'
      ? readApprovalDate(lines, documentDate, figureConfidence('approval', source))
      : []),
    ...documentDate,
  ];
  // a multi-lot order takes a lot's figure only from a document about that one lot
  return lot ? found.map((guess) => ({ ...guess, lot })) : found;
}
