import type { PageLayout, PlacedCell } from '../types';

/** What tesseract gives of a line: its words with their boxes, in pixels from the top left. */
interface OcrWord {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}
interface OcrLine {
  words: OcrWord[];
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** An A4 page's width in points: OCR's pixels are brought to a text layer's scale. */
const PAGE_POINTS = 595;
/** Words further apart than this many line heights stand in different columns. */
const COLUMN_GAP = 1.2;

/**
 * A scanned page as positioned text (issue 39): OCR's lines, each cut into cells where the
 * words stand a column apart, in points with y growing upwards, as a PDF's text layer gives
 * them. Only a table's wrapped rows are read from it (wrapped-rows.ts): OCR's boxes are too
 * rough for the grids' column readers.
 */
export function ocrPageLayout(
  lines: OcrLine[],
  imageWidth: number,
  imageHeight: number,
): PageLayout {
  const scale = PAGE_POINTS / imageWidth;
  const placed = lines
    .filter((line) => line.words.some((word) => word.text.trim()))
    .map((line) => {
      const height = Math.max(1, line.bbox.y1 - line.bbox.y0);
      const y = (imageHeight - line.bbox.y1) * scale;
      const cells: PlacedCell[] = [];
      let previous: OcrWord | null = null;
      for (const word of line.words.filter((w) => w.text.trim())) {
        const apart = previous === null || word.bbox.x0 - previous.bbox.x1 > COLUMN_GAP * height;
        const last = cells.at(-1);
        if (apart || !last)
          cells.push({ str: word.text, x: word.bbox.x0 * scale, end: word.bbox.x1 * scale, y });
        else Object.assign(last, { str: `${last.str} ${word.text}`, end: word.bbox.x1 * scale });
        previous = word;
      }
      return { y, cells };
    });
  // in tesseract's reading order, the order of the page's text lines
  return { width: PAGE_POINTS, lines: placed };
}
