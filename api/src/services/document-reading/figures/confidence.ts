/**
 * How often a value read on each kind of evidence was right, as (right + 1) / (seen + 2) so
 * that evidence seen few times is not trusted blindly: under 0.9 the form asks the seller
 * to check. OCR misreads digits where a text layer does not, hence the source apart.
 *
 * Counted on the independent corpus's tuning half (api/test/corpus/independent, 281
 * documents, 2026-11-26), not on the generated corpus, whose templates print each figure
 * the same way and made every evidence look sure (row 41/41, period 24/24…). A proposal
 * the document does not declare counts as wrong, as in the bench. The ninth batch, written
 * blind, is counted as the rules read it before they were fixed on it (ADR 059).
 *   row       a labelled row printing one value       pdf 45/47 0.94  ocr 6/6 0.88
 *   pick      a labelled row printing several amounts, the value taken by its place
 *             (building then lot, year closed then the one before)
 *                                                     pdf 11/14 0.75  ocr 3/4 0.67
 *   weak      a label that does not tell every case apart
 *                                                     pdf 12/14 0.81  ocr 4/4 0.83
 *   period    the fiscal year as printed (and the works fund's day taken from it)
 *                                                     pdf 45/45 0.98  ocr 19/19 0.95
 *   approval  minutes approving the accounts date dt_based
 *                                                     pdf 7/13 0.53   ocr 2/2 0.75
 *             (the 6 misses are minutes of the date batches that approve the accounts,
 *             five of them 2024's, and declare no dt_based: the bench counts them wrong,
 *             and so does this table; declared, pdf would be 12 or 13/13, 0.87 or 0.93)
 *   balance   a statement's closing balance split    pdf 4/8 0.50    ocr 3/6 0.50
 *   column    a table read by its headings           pdf 4/4 0.83    ocr 4/4 0.83
 *   vote      a budget voted in minutes              pdf 1/1 0.67    (ocr: none seen)
 *   grid      a table's cell at a row's label and a column's heading, read by position
 *             (issue 39, ADR 071): as `column`, the table read by its headings
 *   proven    the same, confirmed by the arithmetic the table prints (a share = the
 *             building's amount × tantièmes ÷ base, a call × the calls of a year = the
 *             year's share, a total = its lines): a wrong value would have to be wrong
 *             twice, consistently           pdf 0.95 (no OCR positions yet)
 *             ADR 084 adds columns per lot, dated columns, an annexe's lot table and a
 *             scanned call's row read only when its call × instalments is its year (OCR
 *             0.95, a prior too): on the listings' tuning halves proven 29/29, still priors
 * The document's date keeps the doctype reader's own confidence.
 */
export type Evidence =
  | 'row'
  | 'pick'
  | 'weak'
  | 'period'
  | 'approval'
  | 'balance'
  | 'column'
  | 'vote'
  | 'grid'
  | 'proven';

const CONFIDENCE: Record<Evidence, Record<'pdf' | 'ocr', number>> = {
  row: { pdf: 0.94, ocr: 0.88 },
  pick: { pdf: 0.75, ocr: 0.67 },
  weak: { pdf: 0.81, ocr: 0.83 },
  period: { pdf: 0.98, ocr: 0.95 },
  approval: { pdf: 0.53, ocr: 0.75 },
  balance: { pdf: 0.5, ocr: 0.5 },
  column: { pdf: 0.83, ocr: 0.83 },
  vote: { pdf: 0.67, ocr: 0.67 },
  grid: { pdf: 0.83, ocr: 0.83 },
  proven: { pdf: 0.95, ocr: 0.95 },
};

export const figureConfidence = (evidence: Evidence, source: 'pdf' | 'ocr') =>
  CONFIDENCE[evidence][source];
