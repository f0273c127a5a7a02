import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pdfTextLayer, readingOfText } from '../../src/services/document-reading/read';

const TODAY = new Date('2025-06-30T12:00:00Z');

/**
 * Issue 39: a seller's PV was « Type à déterminer » three times and recognised at the fourth
 * upload of the same file (pdf-parse alternated « bad XRef entry » on it). The same bytes
 * must give the same reading every time, in the same reader thread as across threads.
 */
describe('the same file read again', () => {
  it('gives the same type, date and figures ten times', async () => {
    const bytes = readFileSync(
      path.join(__dirname, '../fixtures/documents/pv-assemblee-generale.pdf'),
    );
    const readings = [];
    for (let i = 0; i < 10; i += 1) {
      const text = await pdfTextLayer(Buffer.from(bytes));
      readings.push(readingOfText(text!, TODAY));
    }
    expect(readings[0]).toMatchObject({ doctype: 2, confidence: expect.any(Number) });
    for (const reading of readings.slice(1)) expect(reading).toEqual(readings[0]);
  });
});
