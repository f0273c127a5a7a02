import type {
  DocumentText,
  PageLayout,
  PlacedLine,
} from '../../src/services/document-reading/types';

/** A line of a text layer: each cell's text, left and right edge in points, on one baseline. */
export const row = (y: number, ...cells: Array<[string, number, number]>): PlacedLine => ({
  y,
  cells: cells.map(([str, x, end]) => ({ str, x, end, y })),
});

/** A positioned page as the PDF reader gives it: its text and its layout. */
export const positioned = (layout: PageLayout): DocumentText => ({
  pages: [layout.lines.map((l) => l.cells.map((c) => c.str).join(' ')).join('\n')],
  layout: [layout],
  source: 'pdf',
});
