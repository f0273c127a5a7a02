import { getDocument, GlobalWorkerOptions, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
// pdf.js parses in a « worker »; handed its module here, it parses in this thread (already a
// reader thread of the pool, under its budgets) instead of loading it by URL
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { signCreditColumn, type PlacedText } from '../type-and-date/ledger-columns';
import { READING_BUDGETS } from '../budgets';
import { readingFailure, ReadingStopped } from '../failure';
import type { PageLayout, PlacedLine } from '../types';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;
GlobalWorkerOptions.workerSrc = 'pdf.worker.mjs';

interface TextItem {
  str: string;
  width: number;
  height: number;
  transform: number[];
}

/** Pieces whose baselines differ by less than this (points) are on one line. */
const SAME_LINE = 2;

/**
 * The page's pieces of text grouped by baseline, top to bottom, each line left to right.
 * Grouping by position rather than by the order of the content stream keeps a row whole
 * when the software wrote its cells column by column.
 */
function pageLines(items: TextItem[]): PlacedLine[] {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => {
      const [, , , , x = 0, y = 0] = item.transform;
      return { str: item.str, x, end: x + item.width, y };
    })
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PlacedLine[] = [];
  for (const item of placed) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - item.y) < SAME_LINE) line.cells.push(item);
    else lines.push({ y: item.y, cells: [item] });
  }
  for (const line of lines) line.cells.sort((a, b) => a.x - b.x);
  return lines;
}

/**
 * One line's text: pieces the page set apart get a space between them (a table's cells
 * would otherwise glue: « Date12/03/2024 »).
 */
const lineText = (cells: PlacedText[]) =>
  cells
    .map((item, index) => {
      const before = cells[index - 1];
      return (before && item.x - before.end > 1 ? ' ' : '') + item.str;
    })
    .join('');

/** A page's text, a line per baseline, the crédit column's amounts signed (ledger-columns.ts). */
export function pageText(layout: PageLayout): string {
  return signCreditColumn(layout.lines.map((line) => line.cells))
    .map(lineText)
    .join('\n');
}

/**
 * The positioned text of each page of a PDF (no line for a page without text: a scan), up
 * to the budget's pages. A page or a document with more pieces of text than any real one
 * stops the reading (ReadingStopped 'text'); a file pdf.js cannot parse throws.
 */
export async function pdfLayout(bytes: Buffer): Promise<PageLayout[]> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    // nothing is fetched nor evaluated: fonts are only measured, never drawn
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const pdf = await task.promise;
    const pages: PageLayout[] = [];
    let items = 0;
    for (let number = 1; number <= Math.min(pdf.numPages, READING_BUDGETS.textPages); number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      items += content.items.length;
      if (
        content.items.length > READING_BUDGETS.textItemsPerPage ||
        items > READING_BUDGETS.textItems
      )
        throw new ReadingStopped(readingFailure('text'));
      const [, , width = 0] = page.view;
      pages.push({ width, lines: pageLines(content.items as TextItem[]) });
      page.cleanup();
    }
    return pages;
  } finally {
    await task.destroy();
  }
}
