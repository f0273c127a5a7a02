import { guessFigures } from '../figures-guess/guess';
import type { FiguresGuess } from '../figures-guess/types';
import { classifyText } from './classify';
import { dateConfidence, typeConfidence } from './confidence';
import { findDocumentDate } from './find-date';
import type { Ocr } from './ocr';
import { pdfPages } from './pdf-text';
import { readScan } from './read-scan';
import { renderPdfPages } from './render-pdf-pages';

/** SPEC §3 "Upload result".doctypeGuess */
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

export interface DocumentText {
  /** one entry per page read */
  pages: string[];
  source: 'pdf' | 'ocr';
}

/** Under this many letters a PDF is taken for a scan and read by OCR. */
const MIN_PDF_TEXT = 40;

export async function documentText(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
): Promise<DocumentText> {
  if (mimetype !== 'application/pdf') return { pages: await readScan([bytes], ocr), source: 'ocr' };
  const pages = await pdfPages(bytes);
  if (pages.join('').replace(/\s+/g, '').length >= MIN_PDF_TEXT) return { pages, source: 'pdf' };
  return { pages: await readScan(await renderPdfPages(bytes), ocr), source: 'ocr' };
}

/** The type and date of a document already read. */
export function guessFromText({ pages }: DocumentText, today: Date = new Date()) {
  const text = pages.join('\n');
  const type = classifyText(text);
  const date = findDocumentDate(text, type.kind, today);
  const guess: DoctypeGuessResult = {
    doctype: type.doctype,
    dateISO: date.iso,
    label: type.label,
    confidence: type.doctype ? typeConfidence(type.evidence) : 0,
    dateConfidence: date.iso ? dateConfidence(date.evidence) : 0,
  };
  return { guess, kind: type.kind };
}

/** The type and date guess, with the form figures read from the same text. */
export interface DocumentReading extends DoctypeGuessResult {
  figuresGuess: FiguresGuess;
}

/**
 * Reads a document (PDF text, OCR for images and scans) once and guesses its type and
 * date, then the figures it gives: the text is never extracted twice.
 */
export async function guessDoctype(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
  today: Date = new Date(),
): Promise<DocumentReading> {
  const text = await documentText(bytes, mimetype, ocr);
  const { guess, kind } = guessFromText(text, today);
  return { ...guess, figuresGuess: guessFigures(text, { kind, ...guess }, today) };
}
