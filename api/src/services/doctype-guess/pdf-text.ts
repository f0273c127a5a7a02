import pdf from 'pdf-parse/lib/pdf-parse.js';
import { signCreditColumn, type PlacedText } from './ledger-columns';

/** A long PDF is read whole up to this many pages (a règlement can run to a hundred). */
export const PAGES_READ = 30;

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
async function pageLines(page: PageProxy): Promise<PlacedText[][]> {
  const { items } = await page.getTextContent();
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
async function pageText(page: PageProxy): Promise<string> {
  return signCreditColumn(await pageLines(page))
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

/** The text of each page of a PDF ('' for a page with none: a scan). */
export async function pdfPages(bytes: Buffer): Promise<string[]> {
  const pages: string[] = [];
  await pdf(bytes, {
    max: PAGES_READ,
    pagerender: async (page: PageProxy) => {
      pages[page.pageNumber - 1] = await pageText(page);
      return '';
    },
  });
  return Array.from(pages, (page) => page ?? '');
}
