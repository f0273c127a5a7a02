import type { DoctypeGuessView, DocumentReadingResult, FigureGuess } from '@ped/schemas';
import type { DocumentReadingRecord } from '../../models/document-reading';

/** A guess as stored (mongoose leaves absent fields undefined), as the wire shows it. */
export interface StoredGuess {
  doctype?: number | null;
  dateISO?: string | null;
  label?: string | null;
  confidence: number;
  dateConfidence: number;
  lots?: string[] | null;
}

/** A figure as stored, as the wire shows it. */
export interface StoredFigure {
  field: string;
  amount?: number | null;
  date?: string | null;
  page: number;
  excerpt: string;
  confidence: number;
  lot?: string | null;
  proofs?: string[] | null;
}

export const guessView = (guess: StoredGuess | null | undefined): DoctypeGuessView | null =>
  guess
    ? {
        doctype: guess.doctype ?? null,
        dateISO: guess.dateISO ?? null,
        label: guess.label ?? null,
        confidence: guess.confidence,
        dateConfidence: guess.dateConfidence,
        ...(guess.lots?.length ? { lots: [...guess.lots] } : {}),
      }
    : null;

export const figureViews = (figures: readonly StoredFigure[] | null | undefined): FigureGuess[] =>
  (figures ?? []).map(({ field, amount, date, page, excerpt, confidence, lot, proofs }) => ({
    field,
    ...(amount != null ? { amount } : {}),
    ...(date != null ? { date } : {}),
    page,
    excerpt,
    confidence,
    ...(lot != null ? { lot } : {}),
    ...(proofs?.length ? { proofs: [...proofs] } : {}),
  }));

/** A queued reading as its readers see it: claimed or waiting, it is « en cours » alike. */
export function readingResult(reading: DocumentReadingRecord): DocumentReadingResult {
  const ended = reading.status === 'done' || reading.status === 'failed';
  return {
    status: ended ? (reading.status as 'done' | 'failed') : 'pending',
    reason: reading.failure?.reason ?? null,
    guess: guessView(reading.guess),
    figures: figureViews(reading.figures),
  };
}
