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
