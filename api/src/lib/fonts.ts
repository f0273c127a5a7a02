import { fileURLToPath } from 'node:url';

/**
 * DejaVu Sans ships with the repository (api/assets/fonts, Bitstream Vera licence): it has
 * every glyph French text needs, including the no-break spaces of amounts, which the
 * pdfmake default Roboto lacks. Every PDF we print (pré-état daté, invoices) uses it.
 */
const FONTS_DIR = fileURLToPath(new URL('../../assets/fonts/', import.meta.url));

export const DEJAVU_SANS = {
  normal: `${FONTS_DIR}DejaVuSans.ttf`,
  bold: `${FONTS_DIR}DejaVuSans-Bold.ttf`,
  italics: `${FONTS_DIR}DejaVuSans-Oblique.ttf`,
} as const;
