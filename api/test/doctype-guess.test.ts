import { classifyText } from '../src/services/doctype-guess/classify';
import { findDocumentDate } from '../src/services/doctype-guess/find-date';
import { guessDoctype } from '../src/services/doctype-guess/guess';
import { createOcr, type Ocr } from '../src/services/doctype-guess/ocr';
import path from 'node:path';
import { loadFixtures } from './fixtures/documents';

const FIXTURES_DIR = path.join(__dirname, 'fixtures/documents');

const TODAY = new Date('2025-01-15T12:00:00Z');

describe('document date', () => {
  it('prefers the date of the assembly, of the report or of the call', () => {
    expect(
      findDocumentDate(
        'Convocation du 2 février 2024. Assemblée générale ordinaire du 12 mars 2024 à 18 h',
        TODAY,
      ),
    ).toBe('2024-03-12');
    expect(findDocumentDate('Travaux en 2019. Rapport établi le 1er avril 2021', TODAY)).toBe(
      '2021-04-01',
    );
    expect(
      findDocumentDate("Date d'émission : 25/03/2024. À régler avant le 01/04/2024", TODAY),
    ).toBe('2024-03-25');
  });

  it('falls back to the latest plausible date and ignores impossible or far-future ones', () => {
    expect(findDocumentDate('Exercice du 01/01/2023 au 31/12/2023', TODAY)).toBe('2023-12-31');
    expect(findDocumentDate('31/02/2024 puis 2024-05-06', TODAY)).toBe('2024-05-06');
    expect(findDocumentDate('échéancier : 01/01/2030 ; relevé du 3 mai 2024', TODAY)).toBe(
      '2024-05-03',
    );
    expect(findDocumentDate('aucune date ici', TODAY)).toBeNull();
  });
});

describe('document type from text', () => {
  it('gives no guess for an empty text and Autre with low confidence for an unknown one', () => {
    expect(classifyText('')).toMatchObject({ doctype: null, confidence: 0 });
    expect(classifyText('Bonjour, voici le document demandé, cordialement.')).toMatchObject({
      doctype: 10,
      confidence: 0.1,
    });
  });

  it('tells a lead diagnostic from an asbestos one and from a generic DPE', () => {
    expect(
      classifyText('Constat de risque d’exposition au plomb (CREP) : unités de diagnostic').doctype,
    ).toBe(6);
    expect(classifyText('Dossier technique amiante : repérage des flocages').doctype).toBe(5);
    expect(
      classifyText('Diagnostic de performance énergétique, classe énergie D, 187 kWh').doctype,
    ).toBe(4);
  });
});

describe('guess on the sample documents', () => {
  let ocr: Ocr;
  beforeAll(() => {
    ocr = createOcr();
  });
  afterAll(async () => {
    await ocr.close();
  });

  it.each(loadFixtures(FIXTURES_DIR).map((fixture) => [fixture.file, fixture] as const))(
    '%s',
    async (_file, fixture) => {
      const guess = await guessDoctype(fixture.bytes, fixture.mimetype, ocr, TODAY);
      expect({ doctype: guess.doctype, dateISO: guess.dateISO }).toEqual({
        doctype: fixture.doctype,
        dateISO: fixture.dateISO,
      });
      expect(guess.confidence).toBeGreaterThan(0.5);
      expect(guess.confidence).toBeLessThanOrEqual(1);
      expect(guess.label).toBeTruthy();
    },
    60_000,
  );
});
