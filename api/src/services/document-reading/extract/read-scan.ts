import { findDates } from '../type-and-date/french-dates';
import { normalizeText, unglue } from '../type-and-date/normalize';
import { READING_BUDGETS } from '../budgets';
import { readingFailure, ReadingStopped } from '../failure';
import type { Ocr } from './ocr';

const hasDay = (pages: string[]) => findDates(unglue(normalizeText(pages.join('\n')))).length > 0;

/** Reads the pages one after another, each within its own budget and what is left of the scan's. */
async function readPages(
  images: Buffer[],
  ocr: Ocr,
  layout: 'block' | 'auto',
  { deadline, pageMs }: { deadline: number; pageMs: number },
) {
  const pages: string[] = [];
  for (const image of images) {
    const left = deadline - performance.now();
    if (left <= 0) throw new ReadingStopped(readingFailure('time'));
    pages.push(await ocr.read(image, layout, Math.min(pageMs, left)));
  }
  return pages;
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
): Promise<string[]> {
  const budget = { deadline: performance.now() + READING_BUDGETS.ocrMs, pageMs };
  const pages = await readPages(images, ocr, 'block', budget);
  if (images.length === 0 || hasDay(pages)) return pages;
  const again = await readPages(images, ocr, 'auto', budget).catch((error: unknown) => {
    if (error instanceof ReadingStopped && error.failure.code === 'time') return pages;
    throw error;
  });
  return hasDay(again) ? again : pages;
}
