import { ocrPageLayout } from '../src/services/document-reading/extract/ocr-layout';

/** A line as tesseract gives it: words with their boxes in pixels, from the top left. */
const line = (top: number, ...words: Array<[string, number, number]>) => ({
  bbox: { x0: words[0]![1], y0: top, x1: words.at(-1)![2], y1: top + 20 },
  words: words.map(([text, x0, x1]) => ({ text, bbox: { x0, y0: top, x1, y1: top + 20 } })),
});

describe('a scanned page as positioned text', () => {
  const page = ocrPageLayout(
    [
      line(
        100,
        ['Provisions', 100, 260],
        ['exigibles', 275, 400],
        ['0,00', 1000, 1060],
        ['€', 1070, 1085],
      ),
      line(130, ['impayées', 100, 230]),
    ],
    1190,
    1684,
  );

  it('cuts a line into cells where its words stand a column apart', () => {
    expect(page.lines[0]!.cells.map((cell) => cell.str)).toEqual([
      'Provisions exigibles',
      '0,00 €',
    ]);
  });

  it('brings pixels to an A4 page’s points, y growing upwards, in reading order', () => {
    expect(page.width).toBe(595);
    expect(page.lines[0]!.cells[1]!.x).toBeCloseTo(500, 0);
    expect(page.lines[0]!.y).toBeGreaterThan(page.lines[1]!.y);
  });
});
