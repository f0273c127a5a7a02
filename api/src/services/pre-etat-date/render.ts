import { pdfPrinter } from '../../lib/pdf-printer';
import { layout } from './layout';
import type { PreEtatDateModel } from './model';
import { parsedOnce } from './parsed-fonts';
import { DEJAVU_SANS } from '../../lib/fonts';
import { imageSource } from './image-source';

const print = pdfPrinter(() => {
  const bold = parsedOnce(DEJAVU_SANS.bold);
  return {
    DejaVuSans: {
      normal: parsedOnce(DEJAVU_SANS.normal),
      bold,
      italics: parsedOnce(DEJAVU_SANS.italics),
      bolditalics: bold,
    },
  };
});

export const renderModel = (model: PreEtatDateModel): Promise<Buffer> => print(layout(model));

/**
 * Whether pdfmake can draw `bytes` (a PNG or JPEG it understands): an organisation's logo is
 * checked this way when it is saved, not when a document is due.
 */
export const canPrintImage = (bytes: Buffer): Promise<boolean> =>
  print({ content: [{ image: imageSource(bytes), width: 16 }] }).then(
    () => true,
    () => false,
  );
