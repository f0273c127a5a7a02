import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PdfPrinter from 'pdfmake';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildCorpus } from './build';
import { encodePng, parsePgm, soil } from './scan';
import type { Block, CorpusDocument } from './spec';

let printer: PdfPrinter | null = null;

function render(definition: TDocumentDefinitions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const document = printer!.createPdfKitDocument({
      ...definition,
      defaultStyle: { font: 'DejaVu', fontSize: 10 },
      info: { producer: 'corpus', creator: 'corpus', creationDate: new Date('2025-01-01') },
    });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}

/** An amount as software prints it, signed or not: « 1 234,56 », « 23,80- », « 612,40 DB ». */
const AMOUNT_CELL = /^\(?-?[\d .]+[,.]\d{2}\)?(?:-| ?(?:CR|DB|D|C))?$/;

/**
 * A software listing: 8-point print, amounts right-aligned, the widest text column taking
 * what the page leaves, a rule under the header only.
 */
function listing(rows: string[][]): Record<string, unknown> {
  const columns = Math.max(...rows.map((row) => row.length));
  const lengths = Array.from({ length: columns }, (_, i) =>
    rows.reduce((sum, row) => sum + (row[i]?.length ?? 0), 0),
  );
  const label = lengths.indexOf(Math.max(...lengths));
  return {
    table: {
      headerRows: 1,
      widths: lengths.map((_, i) => (i === label ? '*' : 'auto')),
      body: rows.map((row, r) =>
        row.map((cell) => ({
          text: cell,
          fontSize: 8,
          bold: r === 0,
          alignment: r > 0 && AMOUNT_CELL.test(cell.trim()) ? 'right' : 'left',
        })),
      ),
    },
    layout: 'headerLineOnly',
    margin: [0, 0, 0, 10],
  };
}

function block(b: Block): Record<string, unknown> {
  switch (b.t) {
    case 'title':
      return { text: b.text, bold: true, fontSize: 14, margin: [0, 10, 0, 12] };
    case 'heading':
      return { text: b.text, bold: true, fontSize: 12, margin: [0, 4, 0, 6] };
    case 'small':
      return { text: b.text, fontSize: 8, margin: [0, 0, 0, 6] };
    case 'right':
      return { text: b.text, alignment: 'right', margin: [0, 0, 0, 8] };
    case 'table':
      if (b.listing) return listing(b.rows);
      return {
        table: { headerRows: 1, body: b.rows.map((row) => row.map((cell) => ({ text: cell }))) },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 10],
      };
    default:
      return { text: b.text, margin: [0, 0, 0, 8] };
  }
}

const textPdf = (doc: CorpusDocument) =>
  render({
    pageSize: 'A4',
    pageOrientation: doc.landscape ? 'landscape' : 'portrait',
    pageMargins: [50, 45, 50, 45],
    content: doc.pages.flatMap((page, index) =>
      page.map((b, i) => {
        const content = block(b);
        return index > 0 && i === 0 ? { ...content, pageBreak: 'before' } : content;
      }),
    ) as unknown as Content[],
  });

/** Each page rendered by pdftoppm in grey at the scan's resolution, then soiled. */
function scanPages(pdf: Buffer, doc: CorpusDocument, seed: number): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'ped-corpus-scan-'));
  try {
    writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-gray',
      '-r',
      String(doc.scan!.dpi),
      path.join(dir, 'in.pdf'),
      path.join(dir, 'page'),
    ]);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name, page) =>
        encodePng(
          soil(
            parsePgm(readFileSync(path.join(dir, name))),
            doc.scan!.angle,
            doc.scan!.noise,
            seed + page,
          ),
        ),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function materialise(doc: CorpusDocument, seed: number): Promise<Buffer> {
  const pdf = await textPdf(doc);
  if (!doc.scan) return pdf;
  const pages = scanPages(pdf, doc, seed);
  if (doc.scan.as === 'png') return pages[0]!;
  return render({
    pageSize: 'A4',
    pageOrientation: doc.landscape ? 'landscape' : 'portrait',
    pageMargins: [0, 0, 0, 0],
    content: pages.map((png, index) => ({
      image: `data:image/png;base64,${png.toString('base64')}`,
      width: doc.landscape ? 842 : 595,
      ...(index > 0 ? { pageBreak: 'before' as const } : {}),
    })),
  });
}

export interface CorpusFile extends CorpusDocument {
  bytes: Buffer;
}

/**
 * The corpus (or the documents of it `wanted` keeps) written to a cache directory named
 * after its content, so a changed generator writes a new one, and read back. Nothing of it
 * is committed. `here` is this directory, given by the caller: jest runs this as CommonJS,
 * the bench as ESM. `build` chooses the corpus: the generated one, or the independent one
 * (independent/index.ts).
 */
export async function loadCorpus(
  here: string,
  wanted: (doc: CorpusDocument) => boolean = () => true,
  build: () => CorpusDocument[] = buildCorpus,
): Promise<CorpusFile[]> {
  const fonts = path.resolve(here, '../../assets/fonts');
  printer ??= new PdfPrinter({
    DejaVu: {
      normal: `${fonts}/DejaVuSans.ttf`,
      bold: `${fonts}/DejaVuSans-Bold.ttf`,
      italics: `${fonts}/DejaVuSans-Oblique.ttf`,
      bolditalics: `${fonts}/DejaVuSans-Bold.ttf`,
    },
  });
  const corpus = build();
  const hash = createHash('sha256')
    .update(JSON.stringify(corpus))
    .update(readFileSync(path.join(here, 'scan.ts')))
    .update(readFileSync(path.join(here, 'render.ts')))
    .digest('hex')
    .slice(0, 12);
  const dir = path.join(tmpdir(), `ped-corpus-${hash}`);
  mkdirSync(dir, { recursive: true });
  const files: CorpusFile[] = [];
  for (const [index, doc] of corpus.entries()) {
    if (!wanted(doc)) continue;
    const file = path.join(dir, doc.file);
    if (!existsSync(file)) {
      // written aside then renamed: a run stopped halfway leaves no truncated file
      writeFileSync(`${file}.part`, await materialise(doc, 5000 + index));
      renameSync(`${file}.part`, file);
    }
    files.push({ ...doc, bytes: readFileSync(file) });
  }
  return files;
}
