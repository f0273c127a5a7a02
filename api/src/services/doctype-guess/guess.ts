import { classifyText } from './classify';
import { findDocumentDate } from './find-date';
import type { Ocr } from './ocr';
import { pdfText } from './pdf-text';
import { renderPdfPages } from './render-pdf-pages';

/** SPEC §3 "Upload result".doctypeGuess */
export interface DoctypeGuessResult {
  doctype: number | null;
  /** 'YYYY-MM-DD' */
  dateISO: string | null;
  label: string | null;
  /** 0..1 */
  confidence: number;
}

/** Under this many letters a PDF is taken for a scan and read by OCR. */
const MIN_PDF_TEXT = 40;

export async function documentText(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
): Promise<{ text: string; source: 'pdf' | 'ocr' }> {
  if (mimetype === 'application/pdf') {
    const text = await pdfText(bytes);
    if (text.replace(/\s+/g, '').length >= MIN_PDF_TEXT) return { text, source: 'pdf' };
    const pages = await renderPdfPages(bytes);
    const texts: string[] = [];
    for (const page of pages) texts.push(await ocr.read(page));
    return { text: texts.join('\n'), source: 'ocr' };
  }
  return { text: await ocr.read(bytes), source: 'ocr' };
}

/** Reads a document (PDF text, OCR for images and scans) and guesses its type and date. */
export async function guessDoctype(
  bytes: Buffer,
  mimetype: string,
  ocr: Ocr,
  today: Date = new Date(),
): Promise<DoctypeGuessResult> {
  const { text } = await documentText(bytes, mimetype, ocr);
  const { doctype, label, confidence } = classifyText(text);
  return { doctype, dateISO: findDocumentDate(text, today), label, confidence };
}
