/**
 * How often a value read on each kind of evidence was right on the training split of the
 * corpus (api/test/corpus, bench/document-reading.ts), as (right + 1) / (seen + 2) so that
 * evidence seen few times is not trusted blindly: under 0.9 the form asks the seller to
 * check. OCR misreads digits where a text layer does not, hence the source apart.
 * Counts of 2026-11-25: row pdf 41/41, ocr 35/35; period pdf 24/24, ocr 6/6; approval
 * 9/9; balance 6/6. The document's date keeps the doctype reader's own confidence.
 */
export type Evidence = 'row' | 'period' | 'approval' | 'balance';

const CONFIDENCE: Record<Evidence, Record<'pdf' | 'ocr', number>> = {
  row: { pdf: 0.98, ocr: 0.97 },
  period: { pdf: 0.96, ocr: 0.88 },
  approval: { pdf: 0.91, ocr: 0.91 },
  balance: { pdf: 0.88, ocr: 0.88 },
};

export const figureConfidence = (evidence: Evidence, source: 'pdf' | 'ocr') =>
  CONFIDENCE[evidence][source];
