import type { FiguresGuess } from './figures/types';

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
  /** the lots an owner's paper names (figures/owner-lots.ts); absent from older readings */
  lots?: string[];
}

/** A piece of text where the page prints it: left and right edges, baseline (PDF points). */
export interface PlacedCell {
  str: string;
  x: number;
  end: number;
  y: number;
}

/** The pieces of one baseline, left to right. */
export interface PlacedLine {
  y: number;
  cells: PlacedCell[];
}

/** A page's lines top to bottom, as positioned text (a text layer, or OCR's word boxes). */
export interface PageLayout {
  width: number;
  lines: PlacedLine[];
}

/** The text a document gives, a page at a time, and how it was obtained. */
export interface DocumentText {
  /** one entry per page read */
  pages: string[];
  /** the same pages with the place of each piece: tables are read by their columns */
  layout?: PageLayout[];
  source: 'pdf' | 'ocr';
}

/** The type and date guess, with the form figures read from the same text. */
export interface DocumentReading extends DoctypeGuessResult {
  figuresGuess: FiguresGuess;
}
