import pdf from 'pdf-parse/lib/pdf-parse.js';

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

/**
 * One page's text, a line per baseline. Pieces on one line that the page set apart get a
 * space between them (pdf-parse's own renderer glues table cells: « Date12/03/2024 »).
 */
async function pageText(page: PageProxy): Promise<string> {
  const { items } = await page.getTextContent();
  let text = '';
  let lastY: number | null = null;
  let lastEnd = 0;
  for (const item of items) {
    const [, , , , x = 0, y = 0] = item.transform;
    if (lastY === null) text += item.str;
    else if (Math.abs(y - lastY) < 1) text += (x - lastEnd > 1 ? ' ' : '') + item.str;
    else text += `\n${item.str}`;
    lastY = y;
    lastEnd = x + item.width;
  }
  return text;
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
