import pdf from 'pdf-parse/lib/pdf-parse.js';

/** The first pages are enough to recognise a document and date it. */
export const PAGES_READ = 3;

/** Text of a PDF's first pages ('' when it has none: a scan). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const result = await pdf(bytes, { max: PAGES_READ });
  return result.text ?? '';
}
