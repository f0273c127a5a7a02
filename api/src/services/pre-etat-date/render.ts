import { fileURLToPath } from 'node:url';
import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { layout } from './layout';
import type { PreEtatDateModel } from './model';
import { parsedOnce } from './parsed-fonts';

/**
 * DejaVu Sans ships with the repository (api/assets/fonts, Bitstream Vera licence): it has
 * every glyph French text needs, including the no-break spaces of amounts, which the
 * pdfmake default Roboto lacks.
 */
const fontsDir = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));

const bold = parsedOnce(`${fontsDir}DejaVuSans-Bold.ttf`);
const printer = new PdfPrinter({
  DejaVuSans: {
    normal: parsedOnce(`${fontsDir}DejaVuSans.ttf`),
    bold,
    italics: parsedOnce(`${fontsDir}DejaVuSans-Oblique.ttf`),
    bolditalics: bold,
  },
});

function print(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = printer.createPdfKitDocument(definition);
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}

export const renderModel = (model: PreEtatDateModel): Promise<Buffer> => print(layout(model));
