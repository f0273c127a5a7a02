import type { DocumentText, PlacedCell, PlacedLine } from '../types';
import { findAmounts } from './amounts';
import { replacePrinted, words } from './printed-lines';

/**
 * An owner's extranet shows its key figures as tiles, a label over each amount (issue 39,
 * fifteenth round): « Trésorerie au 31/12/2024 | Fonds de travaux | Impayés copropriétaires |
 * Dettes fournisseurs » over « 24 918,37 € | 13 760,00 € | 5 273,40 € | 3 018,65 € ». Flat
 * text reads the labels on one line and the amounts on the next, neither a row. The positions
 * pair each amount with the label it stands under; the page's text then reads one line per
 * tile, « Fonds de travaux 13 760,00 € », as a row the rules know.
 */

/** How far a tile's amount may start beside its label's left edge. */
const SLACK = 12;

const onlyAmount = (cell: PlacedCell) => {
  const amounts = findAmounts(cell.str.replace(/\u00a0|\u202f/g, ' '));
  return amounts.length === 1 && words(cell.str).replace(/ ?(?:€|eur)$/i, '').length <= 16;
};
const isLabel = (cell: PlacedCell) =>
  /\p{L}{3}/u.test(cell.str) && findAmounts(cell.str.replace(/\u00a0|\u202f/g, ' ')).length === 0;

/** The tiles of two lines, label over amount, or null when they are no such pair. */
function tiles(labels: PlacedLine, amounts: PlacedLine): string[] | null {
  const named = labels.cells.filter((cell) => words(cell.str));
  const valued = amounts.cells.filter((cell) => words(cell.str));
  if (named.length < 2 || named.length !== valued.length) return null;
  if (!named.every(isLabel) || !valued.every(onlyAmount)) return null;
  const under = named.every((label, i) => Math.abs(valued[i]!.x - label.x) <= SLACK);
  return under ? named.map((label, i) => `${words(label.str)} ${words(valued[i]!.str)}`) : null;
}

export function withTilesRead(text: DocumentText): DocumentText {
  if (!text.layout) return text;
  const pages = text.pages.map((page, index) => {
    const layout = text.layout![index];
    if (!layout) return page;
    let pageLines = page.split('\n');
    for (const [i, line] of layout.lines.entries()) {
      const next = layout.lines[i + 1];
      const read = next ? tiles(line, next) : null;
      if (!read) continue;
      pageLines = replacePrinted(pageLines, [line, next!], read) ?? pageLines;
    }
    return pageLines.join('\n');
  });
  return { ...text, pages };
}
