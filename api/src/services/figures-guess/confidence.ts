/**
 * How often a value read on each kind of evidence was right on the training split of the
 * corpus (api/test/corpus, bench/document-reading.ts), as (right + 1) / (seen + 2) so that
 * evidence seen few times is not trusted blindly: under 0.9 the form asks the seller to
 * check. OCR misreads digits where a text layer does not, hence the source apart.
 * Counts of 2026-11-25: row pdf 41/41, ocr 35/35; period pdf 24/24, ocr 6/6; approval
 * 9/9; balance 6/6. The document's date keeps the doctype reader's own confidence.
 * Evidence the generated corpus does not print was counted on the independent corpus's
 * tuning half (2026-11-26): a label that does not tell every case apart (weak) 3/3, a
 * table's columns (column) 4/4, a budget voted in minutes (vote) 1/1: all under 0.9, for
 * the seller to check, until seen more.
 */
export type Evidence = 'row' | 'weak' | 'period' | 'approval' | 'balance' | 'column' | 'vote';

const CONFIDENCE: Record<Evidence, Record<'pdf' | 'ocr', number>> = {
  row: { pdf: 0.98, ocr: 0.97 },
  weak: { pdf: 0.8, ocr: 0.8 },
  period: { pdf: 0.96, ocr: 0.88 },
  approval: { pdf: 0.91, ocr: 0.91 },
  balance: { pdf: 0.88, ocr: 0.88 },
  column: { pdf: 0.83, ocr: 0.83 },
  vote: { pdf: 0.67, ocr: 0.67 },
};

export const figureConfidence = (evidence: Evidence, source: 'pdf' | 'ocr') =>
  CONFIDENCE[evidence][source];
