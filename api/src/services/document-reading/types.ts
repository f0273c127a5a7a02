import type { FiguresGuess } from '../figures-guess/types';

/** `doctypeGuess` of an upload result (docs/product.md §3.5) */
export interface DoctypeGuessResult {
  doctype: number | null;
  /** 'YYYY-MM-DD' */
  dateISO: string | null;
  label: string | null;
  /** 0..1: how often a type guessed on such evidence is right */
  confidence: number;
  /** 0..1: the same for the date */
  dateConfidence: number;
}

/** The text a document gives, a page at a time, and how it was obtained. */
export interface DocumentText {
  /** one entry per page read */
  pages: string[];
  source: 'pdf' | 'ocr';
}

/** The type and date guess, with the form figures read from the same text. */
export interface DocumentReading extends DoctypeGuessResult {
  figuresGuess: FiguresGuess;
}
