import type { PlacedLine } from '../types';

/** A text's words, one space apart. */
export const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A placed line as the page's text prints it. */
export const lineText = (line: PlacedLine) => words(line.cells.map((cell) => cell.str).join(' '));

/**
 * The page's lines with the run of lines that prints `placed` replaced by `rows`, or null
 * when the page's text does not print them one after the other: what the positions told
 * apart (a table's rows, tiles) is written back where flat text had it.
 */
export function replacePrinted(
  pageLines: string[],
  placed: PlacedLine[],
  rows: string[],
): string[] | null {
  const printed = placed.map(lineText);
  const at = pageLines.findIndex((_, i) =>
    printed.every((line, k) => words(pageLines[i + k] ?? '') === line),
  );
  if (at < 0) return null;
  return [...pageLines.slice(0, at), ...rows, ...pageLines.slice(at + printed.length)];
}
