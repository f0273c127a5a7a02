import { createOcr, type Ocr } from '../extract/ocr';
import { failed, readingFailure, ReadingStopped, succeeded, type Outcome } from '../failure';
import { LogoImageRefusal, prepareLogoImage, UNPRINTABLE, type LogoImage } from '../logo-image';
import { pdfTextLayer, readingOfText, scanText } from '../read';
import type { DocumentReading } from '../types';

/**
 * The tasks of a reader thread (pool.ts). Each answers an Outcome rather than throwing: a
 * budget's failure must cross the thread boundary with its code, and anything unexpected in
 * a user's file is that file's defect, never the API's.
 */

/**
 * Told as soon as a task starts in its thread: its time budget runs from then, so the
 * thread's first start (loading the readers, a second or so) is never counted against a file.
 */
export interface Started {
  started?: MessagePort;
}

/** What the API asks of a reader: the stored file's bytes and the day the reading counts from. */
export interface ReadInput extends Started {
  bytes: Uint8Array;
  mimetype: string;
  /** ISO instant: no date after it is a document's date */
  today: string;
  /** OCR's time for one page (READING_OCR_PAGE_MS), READING_BUDGETS.ocrPageMs when absent */
  ocrPageMs?: number;
}

const begin = ({ started }: Started) => started?.postMessage('started');

/** A text PDF's reading, or the sign that OCR must read it (an image, a scan). */
export type TextOutcome = Outcome<{ reading: DocumentReading } | { scan: true }>;

/** One OCR engine per reader thread, kept between tasks: starting one takes a second or two. */
let ocr: Ocr | null = null;

/**
 * The file's bytes as this thread's own: the queue hands them over in shared memory, which
 * the parsers and native decoders are not all made for; the copy is made here, off the API's
 * thread.
 */
const asBuffer = (bytes: Uint8Array) =>
  bytes.buffer instanceof SharedArrayBuffer
    ? Buffer.from(bytes)
    : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);

async function guarded<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return succeeded(await work());
  } catch (error) {
    return failed(error instanceof ReadingStopped ? error.failure : readingFailure('unreadable'));
  }
}

/** Text lane: a PDF's text layer and what the rules make of it. */
export function readText(input: ReadInput): Promise<TextOutcome> {
  begin(input);
  const { bytes, mimetype, today } = input;
  return guarded(async () => {
    if (mimetype !== 'application/pdf') return { scan: true as const };
    const text = await pdfTextLayer(asBuffer(bytes));
    return text ? { reading: readingOfText(text, new Date(today)) } : { scan: true as const };
  });
}

/** OCR lane: an image or a scanned PDF read by tesseract, then by the rules. */
export function readScanned(input: ReadInput): Promise<Outcome<DocumentReading>> {
  begin(input);
  const { bytes, mimetype, today, ocrPageMs } = input;
  ocr ??= createOcr();
  const engine = ocr;
  return guarded(async () =>
    readingOfText(await scanText(asBuffer(bytes), mimetype, engine, ocrPageMs), new Date(today)),
  );
}

/**
 * A logo checked and prepared for printing, then drawn once on a one-image PDF as documents
 * will draw it; a refusal's words go back to the owner.
 */
export async function prepareLogo(
  input: Started & { bytes: Uint8Array; mimetype: string },
): Promise<{ ok: true; logo: LogoImage } | { ok: false; refusal: string }> {
  // pdfmake takes half a second to load: only the threads that check a logo pay for it
  const { canPrintImage } = await import('../../pre-etat-date/render');
  begin(input);
  try {
    const logo = prepareLogoImage(asBuffer(input.bytes), input.mimetype);
    return (await canPrintImage(logo.bytes))
      ? { ok: true, logo }
      : { ok: false, refusal: UNPRINTABLE };
  } catch (error) {
    if (error instanceof LogoImageRefusal) return { ok: false, refusal: error.message };
    throw error;
  }
}
