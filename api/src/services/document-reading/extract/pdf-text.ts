import pdf from 'pdf-parse/lib/pdf-parse.js';
import { signCreditColumn, type PlacedText } from '../../doctype-guess/ledger-columns';
import { READING_BUDGETS } from '../budgets';
import { readingFailure, ReadingStopped } from '../failure';

interface TextItem {
  str: string;
  width: number;
  transform: number[];
}

interface PageProxy {
  pageNumber: number;
  getTextContent(): Promise<{ items: TextItem[] }>;
}

/** The page's pieces of text grouped by baseline, in reading order. */
function pageLines(items: TextItem[]): PlacedText[][] {
  const lines: PlacedText[][] = [];
  let lastY: number | null = null;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    const placed = { str: item.str, x, end: x + item.width };
    if (lastY !== null && Math.abs(y - lastY) < 1) lines.at(-1)!.push(placed);
    else lines.push([placed]);
    lastY = y;
  }
  return lines;
}

/**
 * One page's text, a line per baseline. Pieces on one line that the page set apart get a
 * space between them (pdf-parse's own renderer glues table cells: « Date12/03/2024 »).
 */
function pageText(items: TextItem[]): string {
  return signCreditColumn(pageLines(items))
    .map((line) =>
      line
        .map((item, index) => {
          const before = line[index - 1];
          return (before && item.x - before.end > 1 ? ' ' : '') + item.str;
        })
        .join(''),
    )
    .join('\n');
}

/**
 * The text of each page of a PDF ('' for a page with none: a scan), up to the budget's
 * pages. A page or a document with more pieces of text than any real one stops the reading
 * (ReadingStopped 'text'); pdf-parse swallows what a page's renderer throws, so the
 * overrun is kept aside and thrown once it returns.
 */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pages: string[] = [];
  let items = 0;
  let overrun = false;
  await pdf(bytes, {
    max: READING_BUDGETS.textPages,
    pagerender: async (page: PageProxy) => {
      if (overrun) return '';
      const content = await page.getTextContent();
      items += content.items.length;
      overrun =
        content.items.length > READING_BUDGETS.textItemsPerPage ||
        items > READING_BUDGETS.textItems;
      if (!overrun) pages[page.pageNumber - 1] = pageText(content.items);
      return '';
    },
  });
  if (overrun) throw new ReadingStopped(readingFailure('text'));
  return Array.from(pages, (page) => page ?? '');
}
