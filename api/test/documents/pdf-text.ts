import pdfParse from 'pdf-parse/lib/pdf-parse.js';

const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text of a PDF as a reader would copy it, spaces normalised (no-break spaces included). */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parsed = await pdfParse(pdf);
  return { text: readable(parsed.text), pages: parsed.numpages };
}

/** The text of the first page alone: what a clerk reads before turning the page. */
export async function firstPageText(pdf: Buffer): Promise<string> {
  return readable((await pdfParse(pdf, { max: 1 })).text);
}

/** A4 in points, and the body between the running header and the footer (layout.ts margins). */
const BODY_TOP = 842 - 40;
const BODY_BOTTOM = 50;

interface TextItem {
  transform: number[];
  str: string;
}
interface PageProxy {
  pageNumber: number;
  getTextContent(): Promise<{ items: TextItem[] }>;
}

/**
 * How far down each page's body the text goes, from 0 (empty) to 1 (full): the lowest line
 * of text between the running header and the footer, as a share of the body's height.
 */
export async function pageFill(pdf: Buffer): Promise<number[]> {
  const fills: number[] = [];
  await pdfParse(pdf, {
    pagerender: async (page: PageProxy) => {
      const { items } = await page.getTextContent();
      const lines = items
        .filter((item) => item.str.trim())
        .map((item) => item.transform[5]!)
        .filter((y) => y > BODY_BOTTOM && y < BODY_TOP);
      fills[page.pageNumber - 1] = lines.length
        ? (BODY_TOP - Math.min(...lines)) / (BODY_TOP - BODY_BOTTOM)
        : 0;
      return '';
    },
  } as Parameters<typeof pdfParse>[1]);
  return fills;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The line of the sources table that a printed value refers to by its [n]: « Procès-Verbal
 * (PVs) 12 mars 2024 1 annexé »; null when the value has no [n] or the table no such line.
 */
export function sourceLineOf(text: string, printed: string): string | null {
  const flat = text.replace(/\s+/g, ' ');
  const n = new RegExp(`${escapeRegExp(printed)}\\s*\\[(\\d+)\\]`).exec(flat)?.[1];
  const table = flat.slice(flat.lastIndexOf('Pages citées'));
  if (!n) return null;
  const line = new RegExp(`\\[${n}\\]\\s*(.*?)\\s*(?=\\[\\d+\\]|« Non communiqué »)`).exec(table);
  return line?.[1] ?? null;
}
