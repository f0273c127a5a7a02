import type { DocumentText } from '../types';
import { readBudgetTable } from './budget-table';
import { figureConfidence } from './confidence';
import { readApprovalDate, readDocumentDate } from './document-date';
import { documentLines, withCells } from './lines';
import { CALL_PERIOD_KINDS, PERIOD_KINDS, readFiscalYear } from './period';
import { readRule } from './read-rule';
import { FIGURE_RULES } from './rules';
import { readLastFundCall, readStatementBudget } from './statement';
import { answeredYearSuffix, closedYearSuffix, lastClosedYear, subjectLot } from './subject';
import type { FigureGuess, FiguresGuess, Line } from './types';
import { readVotedBudget } from './voted-budget';
import { readClosedYearBudget } from './closed-year-budget';
import { readChargesTotal } from './charges-total';
import { readClosedYearSentences } from './closed-year-sentences';
import { readProvenShares } from './proven-shares';
import { readCallSections } from './call-sections';
import { readKeysTotal, readSharePerCall } from './share-per-call';
import { readWorksTable } from './works-table';
import { readLoanSentences } from './loan-sentences';
import { readCallLoanRows, readLedgerLoanRows, readLoansTable } from './loan-rows';
import { readCallSentences } from './call-sentences';
import { documentGrids } from './grid';
import { readCallGrid, readCallRows, readWorksGrid } from './grid-figures';
import { readBalanceGrid, readChargesGrid, readLotShareGrid } from './grid-accounts';
import { withoutLotBlocks } from './lot-blocks';
import { withTilesRead } from './labels-over-amounts';
import { readLotYearTables } from './lot-year-table';
import { withSlashPairs } from './slash-pairs';
import { readZeroSentences } from './zero-sentences';
import { readLotsSumRows } from './lots-sum-rows';
import { readLoanBlocks } from './loan-block';
import { readLoanColumns } from './loan-columns';
import { readFundBlocks } from './fund-block';
import { readYearsTables } from './years-table';
import { readYearBlocks } from './year-block';
import { readYearRows } from './year-rows';
import { readEntityColumns } from './entity-columns';
import { readYearColumns } from './year-columns';
import { readFundContribution } from './fund-contribution';
import { readFundCallRows } from './fund-call-rows';
import { readNamedBudgets } from './named-budgets';
import { readOwedSentences } from './owed-sentences';
import { readSaleParts } from './sale-parts';
import { placedTables } from './wrapped-rows';

/** The families that print order-form figures: the others propose none, not even a date. */
const FIGURE_KINDS = new Set([
  'appel-de-fonds',
  'releve-de-compte',
  'annexes-comptables',
  'decompte-de-charges',
  'questionnaire-syndic',
  'pv-ag',
  'fiche-synthetique',
]);

/**
 * The families that answer item by item in prose, a label opening a clause mid-line: the
 * answers to a notary, a statement's closing sentences, a syndic's report on the accounts.
 */
const CLAUSE_KINDS = new Set(['questionnaire-syndic', 'releve-de-compte', 'annexes-comptables']);

/** What the doctype reader made of the document: its family and its date. */
export interface ReadDocument {
  kind: string | null;
  dateISO: string | null;
  dateConfidence: number;
}

/**
 * An état financier counts the works fund on the last day of the year it closes, when its
 * title does not say « au 30/09/2024 » itself.
 */
function worksFundDate(found: FigureGuess[], fiscal: FigureGuess[]): FigureGuess[] {
  const end = fiscal.find((f) => f.field === 'fiscal_year_end');
  const counted = found.some((f) => f.field === 'works_funds');
  return end && counted ? [{ ...end, field: 'dt_works_funds' }] : [];
}

/** Words read in prose: weak unless the arithmetic they print proves them. */
const sentenceConfidence = (source: 'pdf' | 'ocr') => ({
  read: figureConfidence('weak', source),
  proven: figureConfidence('proven', source),
});

/** The readers of a whole family's layout, beyond its labelled rows. */
function layoutFigures(
  kind: string,
  lines: Line[],
  today: Date,
  source: 'pdf' | 'ocr',
  dateISO: string | null,
) {
  // a questionnaire answers for the year closed on its own day, which today may be n1
  const suffix =
    kind === 'questionnaire-syndic'
      ? answeredYearSuffix(lines, dateISO, today)
      : closedYearSuffix(lines, today);
  return [...familyLayout(kind, lines, today, source, suffix), ...loanFigures(kind, lines, source)];
}

/** A family's rows that carry a collective loan (loan-rows.ts). */
const LOAN_ROWS: Record<string, typeof readCallLoanRows> = {
  'appel-de-fonds': readCallLoanRows,
  'releve-de-compte': readLedgerLoanRows,
  'annexes-comptables': readLoansTable,
};

/**
 * A collective loan, in rows and in sentences: a row its arithmetic proves comes first, then
 * the sentences, then a row only read.
 */
function loanFigures(kind: string, lines: Line[], source: 'pdf' | 'ocr'): FigureGuess[] {
  if (!LOAN_KINDS.has(kind)) return [];
  const rows = (LOAN_ROWS[kind] ?? (() => []))(lines, {
    read: figureConfidence('grid', source),
    proven: figureConfidence('proven', source),
  });
  const sentences = readLoanSentences(lines, sentenceConfidence(source), rows.length > 0);
  const proven = (guess: FigureGuess) => Boolean(guess.proofs);
  return [...rows.filter(proven), ...sentences, ...rows.filter((guess) => !proven(guess))];
}

/** The families that tell a collective loan, in sentences (loan-sentences.ts) or rows. */
const LOAN_KINDS = new Set([
  'appel-de-fonds',
  'releve-de-compte',
  'questionnaire-syndic',
  'pv-ag',
  'annexes-comptables',
]);

function familyLayout(
  kind: string,
  lines: Line[],
  today: Date,
  source: 'pdf' | 'ocr',
  suffix: 'n' | 'n1' | null,
) {
  switch (kind) {
    case 'releve-de-compte':
      return [
        ...readStatementBudget(lines, figureConfidence('balance', source)),
        ...readOwedSentences(lines, figureConfidence('weak', source)),
        // a statement sent as a letter tells the closed year in words
        ...readClosedYearSentences(lines, suffix, sentenceConfidence(source), today),
        ...readLastFundCall(lines, figureConfidence('weak', source)),
        ...readSharePerCall(lines, today, figureConfidence('grid', source)),
      ];
    case 'decompte-de-charges':
      return [
        ...readWorksTable(lines, suffix, figureConfidence('column', source)),
        ...readChargesTotal(lines, suffix, today, figureConfidence('proven', source)),
        ...(suffix
          ? readClosedYearSentences(lines, suffix, sentenceConfidence(source), today)
          : []),
      ];
    case 'questionnaire-syndic':
      return [
        ...readSaleParts(lines, figureConfidence('row', source)),
        ...readOwedSentences(lines, figureConfidence('weak', source)),
        ...(suffix
          ? readClosedYearSentences(lines, suffix, sentenceConfidence(source), today)
          : []),
      ];
    case 'annexes-comptables':
      return [
        ...readBudgetTable(lines, today, figureConfidence('column', source)),
        // the lot's own block under the building's accounts (« Provisions appelées 2023/2024 »
        // over « Quote-part réelle 2023/2024 »)
        ...(suffix
          ? readClosedYearSentences(lines, suffix, sentenceConfidence(source), today)
          : []),
      ];
    case 'appel-de-fonds':
      return [
        ...readProvenShares(lines, figureConfidence('proven', source)),
        ...readCallSections(lines, {
          read: figureConfidence('grid', source),
          proven: figureConfidence('proven', source),
        }),
        ...readSharePerCall(lines, today, figureConfidence('grid', source)),
        ...readCallSentences(lines, figureConfidence('weak', source)),
        // a call's letter may recall the lot's closed year (« vos provisions …, vos charges
        // réelles … »)
        ...readClosedYearSentences(lines, suffix, sentenceConfidence(source), today),
        // a works call tells what is left to call after it
        ...readOwedSentences(lines, figureConfidence('weak', source), ['unbudget_not_due']),
      ];
    case 'pv-ag':
      return [
        ...readVotedBudget(lines, today, figureConfidence('vote', source)),
        ...readClosedYearBudget(lines, today, figureConfidence('vote', source)),
      ];
    default:
      return [];
  }
}

/**
 * What a positioned document's tables give by their columns (grid.ts): a value confirmed
 * by the table's arithmetic comes before any labelled row, one only read after them.
 */
function gridFigures(
  kind: string,
  { layout, source }: DocumentText,
  lines: Line[],
  suffix: 'n' | 'n1' | null,
  closed: number,
): FigureGuess[] {
  const confidence = {
    read: figureConfidence('grid', source),
    proven: figureConfidence('proven', source),
  };
  // a scan: OCR's boxes are too rough for columns, a call's rows read by their own arithmetic
  if (!layout || source === 'ocr')
    return kind === 'appel-de-fonds' ? readCallRows(lines, confidence) : [];
  const grids = documentGrids(layout);
  switch (kind) {
    case 'appel-de-fonds':
      return readCallGrid(grids, confidence);
    case 'decompte-de-charges':
      // a statement whose closed year is not told cannot say which year's works it shows
      return [
        ...readChargesGrid(grids, suffix, closed, confidence),
        ...(suffix ? readWorksGrid(grids, suffix, confidence) : []),
        ...readLotYearTables(grids, suffix, closed, confidence),
      ];
    case 'releve-de-compte':
      // a ledger's recapitulation per exercise: what the lot was called and cost each year
      return readLotYearTables(grids, suffix, closed, confidence);
    case 'annexes-comptables':
      return [
        ...readBalanceGrid(grids, confidence),
        ...readLotShareGrid(
          grids,
          closed,
          suffix ? closed - (suffix === 'n1' ? 1 : 0) : null,
          confidence,
        ),
        ...readLotYearTables(grids, suffix, closed, confidence),
      ];
    default:
      return [];
  }
}

/**
 * The families whose tables' headers say what each column is (the year closed, the year
 * before, the lot's share): read by their columns, they come before the labelled rows,
 * which pick a row's amount by its place.
 */
const HEADED_KINDS = new Set(['decompte-de-charges', 'annexes-comptables']);
/**
 * The families that print a year's row across the seller's lots with their sum, a table of
 * exercises by rows, by columns or by blocks, a loan's and the works fund's blocks, the fund's contribution
 * and the building's budget named by their year.
 */
const SUMMED_ROW_KINDS = new Set([
  'annexes-comptables',
  'decompte-de-charges',
  'releve-de-compte',
  'questionnaire-syndic',
  'appel-de-fonds',
]);

/**
 * The order-form values a document gives, read by the rules of its family (rules/) and
 * the readers of its layout. Pure and synchronous: the text is the one the doctype reader
 * already extracted. For one field the first value read stands: the rules come before
 * the layout readers, which read what no labelled row gave.
 */
export function guessFigures(
  text: DocumentText,
  read: ReadDocument,
  today: Date = new Date(),
): FiguresGuess {
  const { source } = text;
  const kind = read.kind;
  if (!kind || !FIGURE_KINDS.has(kind)) return [];
  const placed = placedTables(withTilesRead(text));
  const lines = withSlashPairs(
    withoutLotBlocks(withCells(documentLines(placed.pages), placed.rows)),
  );
  const documentDate = readDocumentDate(lines, {
    iso: read.dateISO,
    confidence: read.dateConfidence,
  });
  const lot = subjectLot(lines);
  const context = {
    lot,
    clauses: CLAUSE_KINDS.has(kind),
    suffix: closedYearSuffix(lines, today),
    confidence: figureConfidence('row', source),
    weakConfidence: figureConfidence('weak', source),
    pickConfidence: figureConfidence('pick', source),
  };
  const rows = FIGURE_RULES.filter((rule) => rule.kinds.includes(kind))
    .map((rule) => readRule(rule, lines, context))
    .filter((guess): guess is FigureGuess => guess !== null);
  const fiscal = PERIOD_KINDS.includes(kind)
    ? // the accounts of these families are of a closed year
      readFiscalYear(lines, figureConfidence('period', source), { closedBy: read.dateISO })
    : CALL_PERIOD_KINDS.includes(kind)
      ? readFiscalYear(lines, figureConfidence('period', source), { printedOnly: true })
      : [];
  const grid = gridFigures(kind, text, lines, context.suffix, lastClosedYear(lines, today));
  const leads = (guess: FigureGuess) => Boolean(guess.proofs) || HEADED_KINDS.has(kind);
  // a call's year as the sum of its keys' comes before any one key's share, however proven
  const keysTotal =
    kind === 'appel-de-fonds'
      ? readKeysTotal(lines, today, figureConfidence('proven', source))
      : [];
  const found: FigureGuess[] = [
    ...keysTotal,
    ...grid.filter(leads),
    ...rows,
    ...(CLAUSE_KINDS.has(kind) ? readZeroSentences(lines, figureConfidence('row', source)) : []),
    ...(SUMMED_ROW_KINDS.has(kind)
      ? [
          ...readLotsSumRows(lines, today, figureConfidence('proven', source)),
          ...readYearsTables(lines, today, figureConfidence('column', source)),
          ...readYearBlocks(lines, today, figureConfidence('column', source)),
          ...readYearRows(lines, today, figureConfidence('column', source)),
          ...readEntityColumns(lines, today, figureConfidence('column', source)),
          ...readYearColumns(lines, today, figureConfidence('column', source)),
          ...readLoanColumns(lines, figureConfidence('proven', source)),
          ...readLoanBlocks(lines, figureConfidence('row', source)),
          ...readFundBlocks(lines, today, figureConfidence('row', source)),
          ...readFundContribution(lines, today, figureConfidence('row', source)),
          ...readFundCallRows(lines, today, figureConfidence('weak', source)),
          ...readNamedBudgets(lines, today, figureConfidence('weak', source)),
        ]
      : []),
    ...grid.filter((guess) => !leads(guess)),
    ...layoutFigures(kind, lines, today, source, read.dateISO),
    ...fiscal,
    ...(kind === 'annexes-comptables' ? worksFundDate(rows, fiscal) : []),
    ...(kind === 'pv-ag'
      ? readApprovalDate(lines, documentDate, figureConfidence('approval', source))
      : []),
    ...documentDate,
  ];
  const first = found.filter((guess, i) => found.findIndex((g) => g.field === guess.field) === i);
  // a multi-lot order takes a lot's figure only from a document about that one lot
  return lot ? first.map((guess) => ({ ...guess, lot })) : first;
}
