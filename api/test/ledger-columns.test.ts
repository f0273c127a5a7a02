import path from 'node:path';
import PdfPrinter from 'pdfmake';
import type { Content } from 'pdfmake/interfaces';
import {
  signCreditColumn,
  type PlacedText,
} from '../src/services/document-reading/type-and-date/ledger-columns';
import { guessFromText, pdfTextLayer } from '../src/services/document-reading/read';
import { guessFigures } from '../src/services/document-reading/figures/guess';

const TODAY = new Date('2025-06-30T12:00:00Z');
const at = (str: string, x: number, end: number): PlacedText => ({ str, x, end });
const texts = (lines: PlacedText[][]) => lines.map((line) => line.map((item) => item.str));

describe('débit and crédit columns', () => {
  const header = [
    at('Date', 50, 75),
    at('Débit', 300, 330),
    at('Crédit', 360, 395),
    at('Solde', 440, 470),
  ];

  it('signs an amount printed under « Crédit », not one under « Débit » or « Solde »', () => {
    const signed = signCreditColumn([
      header,
      [at('Report à nouveau', 80, 160), at('509,46', 362, 395), at('509,46', 437, 470)],
      [at('Appel 1er trimestre', 80, 170), at('1 321,46', 290, 330), at('812,00', 437, 470)],
    ]);
    expect(texts(signed)).toEqual([
      ['Date', 'Débit', 'Crédit', 'Solde'],
      ['Report à nouveau', '-509,46', '509,46'],
      ['Appel 1er trimestre', '1 321,46', '812,00'],
    ]);
  });

  it('signs a whole amount the text layer cut at its thousands space', () => {
    const signed = signCreditColumn([
      header,
      [at('Fonds de travaux', 80, 160), at('14 ', 360, 376), at('230,00', 376, 395)],
      // two numbers apart on the page stay two numbers
      [at('Lot 3 ', 80, 110), at('118,20', 362, 395)],
    ]);
    expect(texts(signed).slice(1)).toEqual([
      ['Fonds de travaux', '-14 230,00'],
      ['Lot 3 ', '-118,20'],
    ]);
  });

  it('stops at the header of another table below the statement', () => {
    const signed = signCreditColumn([
      header,
      [at('Règlement', 80, 160), at('1 393,52', 362, 395), at('0,00', 437, 470)],
      [
        at('Exercice', 50, 90),
        at('Budget immeuble', 150, 230),
        at('Lot 12', 300, 330),
        at('Lot 40', 365, 395),
        at('Trois lots', 440, 470),
      ],
      [at('2024 — provisions', 50, 140), at('82,80', 300, 330), at('277,20', 365, 395)],
    ]);
    expect(texts(signed)).toEqual([
      ['Date', 'Débit', 'Crédit', 'Solde'],
      ['Règlement', '-1 393,52', '0,00'],
      ['Exercice', 'Budget immeuble', 'Lot 12', 'Lot 40', 'Trois lots'],
      ['2024 — provisions', '82,80', '277,20'],
    ]);
  });

  it('leaves a page without a débit/crédit header as it was', () => {
    const page = [
      [at('Libellé', 50, 80), at('Montant', 360, 395)],
      [at('Provisions', 50, 100), at('509,46', 362, 395)],
    ];
    expect(signCreditColumn(page)).toEqual(page);
  });
});

describe('an account statement printed in débit/crédit columns', () => {
  const fonts = path.resolve(__dirname, '../assets/fonts');
  const printer = new PdfPrinter({
    DejaVu: {
      normal: `${fonts}/DejaVuSans.ttf`,
      bold: `${fonts}/DejaVuSans-Bold.ttf`,
      italics: `${fonts}/DejaVuSans-Oblique.ttf`,
      bolditalics: `${fonts}/DejaVuSans-Bold.ttf`,
    },
  });
  const right = (text: string) => ({ text, alignment: 'right' as const });

  function statementPdf(rows: Array<[string, string, string, string, string]>): Promise<Buffer> {
    const content: Content[] = [
      { text: 'Cabinet Lemaire — Syndic de copropriété' },
      { text: 'RELEVÉ DE COMPTE COPROPRIÉTAIRE', bold: true },
      { text: 'Lot n° 12 — Résidence Les Tilleuls — édité le 25 février 2025' },
      {
        table: {
          headerRows: 1,
          body: [
            ['Date', 'Libellé', right('Débit'), right('Crédit'), right('Solde')],
            ...rows.map(([date, label, debit, credit, balance]) => [
              date,
              label,
              right(debit),
              right(credit),
              right(balance),
            ]),
          ],
        },
      },
    ];
    return new Promise((resolve, reject) => {
      const document = printer.createPdfKitDocument({
        content,
        defaultStyle: { font: 'DejaVu', fontSize: 9 },
      });
      const chunks: Buffer[] = [];
      document.on('data', (chunk: Buffer) => chunks.push(chunk));
      document.on('end', () => resolve(Buffer.concat(chunks)));
      document.on('error', reject);
      document.end();
    });
  }

  async function figuresOf(bytes: Buffer) {
    const text = (await pdfTextLayer(bytes))!;
    const { guess, kind } = guessFromText(text, TODAY);
    expect(kind).toBe('releve-de-compte');
    const figures = guessFigures(text, { kind, ...guess }, TODAY);
    return Object.fromEntries(figures.map((f) => [f.field, f.amount ?? f.date]));
  }

  it('reads a credit carried from last year as no debt of the closed years', async () => {
    const figures = await figuresOf(
      await statementPdf([
        ['01/01/2025', 'Report à nouveau exercice 2024', '', '509,46', '-509,46'],
        ['15/01/2025', 'Appel provisions 1er trimestre 2025', '1 321,46', '', '812,00'],
        ['25/02/2025', 'Solde au 25/02/2025', '812,00', '', ''],
      ]),
    );
    // « Charges impayées des exercices antérieurs » is the seller's debt: a credit is none
    expect(figures.wanted_loads).toBeUndefined();
    // the credit carried was set off by this year's call (ADR 084): the balance is what
    // remains due, and no credit is left to pay back to the seller
    expect(figures.budget).toBe(81200);
    expect(figures.credit_balance).toBeUndefined();
  });

  it('reads a debt carried from last year as due by the seller', async () => {
    const figures = await figuresOf(
      await statementPdf([
        ['01/01/2025', 'Report à nouveau exercice 2024', '509,46', '', '509,46'],
        ['15/01/2025', 'Appel provisions 1er trimestre 2025', '1 321,46', '', '1 830,92'],
        ['20/02/2025', 'Règlement chèque', '', '1 321,46', '509,46'],
        ['25/02/2025', 'Solde au 25/02/2025', '509,46', '', ''],
      ]),
    );
    expect(figures.wanted_loads).toBe(50946);
    expect(figures.budget).toBeUndefined();
  });
});
