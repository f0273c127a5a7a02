import pdfParse from 'pdf-parse/lib/pdf-parse.js';

/** The text of a PDF as a reader would copy it, spaces normalised (no-break spaces included). */
export async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const parsed = await pdfParse(pdf);
  return { text: parsed.text.replace(/[\u00a0\u202f]/g, ' '), pages: parsed.numpages };
}
