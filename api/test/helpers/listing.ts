import { guessFigures } from '../../src/services/document-reading/figures/guess';
import type { PageLayout, PlacedLine } from '../../src/services/document-reading/types';
import { TODAY } from './figures';

/**
 * Pages as a text layer gives syndic software's listings: up to eight columns, the label
 * left-aligned, the others right-aligned under their headings.
 */
const EDGES = [
  [40, 200],
  [220, 290],
  [300, 370],
  [380, 450],
  [460, 530],
  [540, 610],
  [620, 690],
  [700, 770],
] as const;

function listing(rows: string[][], top = 800): PlacedLine[] {
  return rows.map((row, r) => ({
    y: top - r * 12,
    cells: row.flatMap((str, i) => {
      if (!str) return [];
      const [x, end] = EDGES[i]!;
      const width = str.length * 4;
      const right = i > 0;
      return [{ str, x: right ? end - width : x, end: right ? end : x + width, y: top - r * 12 }];
    }),
  }));
}

/** A title line, then the tables one under the other. */
export function listingPage(title: string, ...tables: string[][][]): PageLayout {
  const placed: PlacedLine[] = [{ y: 820, cells: [{ str: title, x: 40, end: 600, y: 820 }] }];
  let top = 790;
  for (const table of tables) {
    placed.push(...listing(table, top));
    top -= table.length * 12 + 24;
  }
  return { width: 842, lines: placed };
}

const textOf = (layout: PageLayout) =>
  layout.lines.map((line) => line.cells.map((c) => c.str).join(' ')).join('\n');

/** Each field's guess in positioned pages of a family, dated `dateISO`. */
export function listingFigures(kind: string, pages: PageLayout[], dateISO = '2025-03-14') {
  const text = { pages: pages.map(textOf), layout: pages, source: 'pdf' as const };
  const found = guessFigures(text, { kind, dateISO, dateConfidence: 0.97 }, TODAY);
  return Object.fromEntries(found.map((f) => [f.field, f]));
}
