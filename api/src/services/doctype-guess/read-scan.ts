import { findDates } from './french-dates';
import { normalizeText, unglue } from './normalize';
import type { Ocr } from './ocr';

const hasDay = (pages: string[]) => findDates(unglue(normalizeText(pages.join('\n')))).length > 0;

/**
 * The text of scanned pages. Read as one block each, a table keeps its rows; but a sparse
 * page (a plan whose only text is its title block) can lose the very line that dates it.
 * A scan without any day is therefore read again with automatic segmentation, and that
 * reading kept when it finds one: the second pass costs only scans that gave no date.
 */
export async function readScan(images: Buffer[], ocr: Ocr): Promise<string[]> {
  const pages: string[] = [];
  for (const image of images) pages.push(await ocr.read(image));
  if (images.length === 0 || hasDay(pages)) return pages;
  const again: string[] = [];
  for (const image of images) again.push(await ocr.read(image, 'auto'));
  return hasDay(again) ? again : pages;
}
