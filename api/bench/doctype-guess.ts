/**
 * How well and how fast the document-type guess does on the sample documents:
 *   cd api && node --import tsx bench/doctype-guess.ts
 * Prints the share of fixtures whose type (and date) is guessed right, and the median time
 * of one guess for a PDF and for an image (the OCR worker already started, as in the API).
 */
import { fileURLToPath } from 'node:url';
import { guessDoctype } from '../src/services/doctype-guess/guess';
import { createOcr } from '../src/services/doctype-guess/ocr';
import { loadFixtures } from '../test/fixtures/documents';

const RUNS = 3;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const fixtures = loadFixtures(
    fileURLToPath(new URL('../test/fixtures/documents', import.meta.url)),
  );
  const ocr = createOcr();
  await ocr.read(fixtures.find((f) => f.mimetype.startsWith('image/'))!.bytes);
  const timings: Record<'pdf' | 'image', number[]> = { pdf: [], image: [] };
  let rightType = 0;
  let rightDate = 0;
  for (const fixture of fixtures) {
    let guess = null;
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      guess = await guessDoctype(fixture.bytes, fixture.mimetype, ocr);
      timings[fixture.mimetype === 'application/pdf' ? 'pdf' : 'image'].push(
        performance.now() - start,
      );
    }
    const typeOk = guess!.doctype === fixture.doctype;
    const dateOk = guess!.dateISO === fixture.dateISO;
    rightType += Number(typeOk);
    rightDate += Number(dateOk);
    console.log(
      `${typeOk ? '✓' : '✗'} ${fixture.file}: type ${guess!.doctype} (attendu ${fixture.doctype}), date ${guess!.dateISO} (attendue ${fixture.dateISO}), confiance ${guess!.confidence}`,
    );
  }
  await ocr.close();
  const percent = (n: number) => `${Math.round((n / fixtures.length) * 100)} %`;
  console.log(`\nType deviné juste : ${rightType}/${fixtures.length} (${percent(rightType)})`);
  console.log(`Date devinée juste : ${rightDate}/${fixtures.length} (${percent(rightDate)})`);
  console.log(
    `Médiane d’une suggestion : PDF ${Math.round(median(timings.pdf))} ms, image ${Math.round(median(timings.image))} ms`,
  );
}

void main();
