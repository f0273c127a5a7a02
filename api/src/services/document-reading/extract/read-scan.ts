import { findDates } from '../type-and-date/french-dates';
import { normalizeText, unglue } from '../type-and-date/normalize';
import { READING_BUDGETS } from '../budgets';
import { readingFailure, ReadingStopped } from '../failure';
import type { PageLayout } from '../types';
import type { Ocr, OcrPage } from './ocr';

const hasDay = (pages: OcrPage[]) =>
  findDates(unglue(normalizeText(pages.map((page) => page.text).join('\n')))).length > 0;

/** Reads the pages one after another, each within its own budget and what is left of the scan's. */
async function readPages(
  images: Buffer[],
  ocr: Ocr,
  layout: 'block' | 'auto',
  { deadline, pageMs }: { deadline: number; pageMs: number },
) {
  const pages: OcrPage[] = [];
  for (const image of images) {
    const left = deadline - performance.now();
    if (left <= 0) throw new ReadingStopped(readingFailure('time'));
    pages.push(await ocr.read(image, layout, Math.min(pageMs, left)));
  }
  return pages;
}

/** Scanned pages as OCR read them: their text, and their lines' places when OCR gave them. */
export interface ScanText {
  pages: string[];
  layout?: PageLayout[];
}

/**
 * The text of scanned pages. Read as one block each, a table keeps its rows; but a sparse
 * page (a plan whose only text is its title block) can lose the very line that dates it.
 * A scan without any day is therefore read again with automatic segmentation, and that
 * reading kept when it finds one: the second pass costs only scans that gave no date, and
 * when it runs out of the scan's time the first reading stands.
 */
export async function readScan(
  images: Buffer[],
  ocr: Ocr,
  pageMs: number = READING_BUDGETS.ocrPageMs,
): Promise<ScanText> {
  const budget = { deadline: performance.now() + READING_BUDGETS.ocrMs, pageMs };
  const first = await readPages(images, ocr, 'block', budget);
  const pages =
    images.length === 0 || hasDay(first)
      ? first
      : await readPages(images, ocr, 'auto', budget)
          .catch((error: unknown) => {
            if (error instanceof ReadingStopped && error.failure.code === 'time') return first;
            throw error;
          })
          .then((again) => (hasDay(again) ? again : first));
  const layout = pages.map((page) => page.layout);
  return {
    pages: pages.map((page) => page.text),
    ...(layout.length > 0 && layout.every((page) => page !== null)
      ? { layout: layout as PageLayout[] }
      : {}),
  };
}
