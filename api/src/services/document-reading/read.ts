import { classifyText } from './type-and-date/classify';
import { dateConfidence, typeConfidence } from './type-and-date/confidence';
import { findDocumentDate } from './type-and-date/find-date';
import { figuresKind } from './figures/account-letter';
import { guessFigures } from './figures/guess';
import { ownerPaperLots } from './figures/owner-lots';
import { READING_BUDGETS } from './budgets';
import { ReadingStopped } from './failure';
import { checkImageForOcr } from './extract/image-check';
import type { Ocr } from './extract/ocr';
import { pageText, pdfLayout } from './extract/pdf-text';
import { readScan } from './extract/read-scan';
import { renderPdfPages } from './extract/render-pdf-pages';
import type { DoctypeGuessResult, DocumentReading, DocumentText } from './types';

/** Under this many letters a PDF is taken for a scan and read by OCR. */
const MIN_PDF_TEXT = 40;

/**
 * A PDF's own text layer, with the place of each piece; null when it has too little to read
 * (a scan), or when pdf.js cannot make sense of the file's structure where poppler may still
 * render it: both go to OCR. Only a budget's overrun stops the reading here.
 */
export async function pdfTextLayer(bytes: Buffer): Promise<DocumentText | null> {
  const layout = await pdfLayout(bytes).catch((error: unknown) => {
    if (error instanceof ReadingStopped) throw error;
    return [];
  });
  const pages = layout.map(pageText);
  return pages.join('').replace(/\s+/g, '').length >= MIN_PDF_TEXT
    ? { pages, layout, source: 'pdf' }
    : null;
}

/**
 * The text OCR reads on an image, or on the first pages of a scanned PDF rendered as images,
 * each page within `pageMs`.
 */
export async function scanText(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
  pageMs?: number,
): Promise<DocumentText> {
  if (mimetype !== 'application/pdf') {
    checkImageForOcr(bytes, mimetype, READING_BUDGETS.ocrImagePixels);
    return { ...(await readScan([bytes], ocr, pageMs)), source: 'ocr' };
  }
  return { ...(await readScan(await renderPdfPages(bytes), ocr, pageMs)), source: 'ocr' };
}

/** The text of any accepted document: its text layer when it has one, OCR otherwise. */
export async function documentText(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
): Promise<DocumentText> {
  const layer = mimetype === 'application/pdf' ? await pdfTextLayer(bytes) : null;
  return layer ?? scanText(bytes, mimetype, ocr);
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

/** Type, date, the lots named and figures from one text: the text is never extracted twice. */
export function readingOfText(text: DocumentText, today: Date = new Date()): DocumentReading {
  const { guess, kind: family } = guessFromText(text, today);
  const kind = figuresKind(family, text.pages);
  return {
    ...guess,
    lots: ownerPaperLots(text.pages, kind),
    figuresGuess: guessFigures(text, { kind, ...guess }, today),
  };
}

/** Reads a document in the calling thread (tests and the reading bench; the API uses the pool). */
export async function readDocument(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
  today: Date = new Date(),
): Promise<DocumentReading> {
  return readingOfText(await documentText(bytes, mimetype, ocr), today);
}
