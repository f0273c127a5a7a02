import type { TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

type Printer = InstanceType<typeof import('pdfmake')>;

/**
 * Prints pdfmake definitions with these fonts into a Buffer. pdfmake (0.4 s to load) is
 * imported at the first print: most processes, and most test files, never print.
 */
export function pdfPrinter(fonts: () => TFontDictionary) {
  let printer: Promise<Printer> | null = null;
  return async (definition: TDocumentDefinitions): Promise<Buffer> => {
    printer ??= import('pdfmake').then(({ default: PdfPrinter }) => new PdfPrinter(fonts()));
    const document = (await printer).createPdfKitDocument(definition);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      document.on('data', (chunk: Buffer) => chunks.push(chunk));
      document.on('end', () => resolve(Buffer.concat(chunks)));
      document.on('error', reject);
      document.end();
    });
  };
}
