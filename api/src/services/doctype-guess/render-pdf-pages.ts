import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Pages of a scanned PDF given to OCR, at a resolution tesseract reads well. */
export const OCR_PAGES = 6;
const DPI = 150;

/**
 * PNG images of the first pages of a PDF, rendered by poppler's pdftoppm (Debian
 * poppler-utils, see docs/decisions/013-doctype-guess.md). Empty when pdftoppm is absent:
 * an image-only PDF then gets no guess rather than an error.
 */
export async function renderPdfPages(bytes: Buffer): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ped-ocr-'));
  try {
    const input = path.join(dir, 'in.pdf');
    await writeFile(input, bytes);
    await run(
      'pdftoppm',
      [
        '-png',
        '-r',
        String(DPI),
        '-f',
        '1',
        '-l',
        String(OCR_PAGES),
        input,
        path.join(dir, 'page'),
      ],
      { timeout: 30_000 },
    );
    const pages = (await readdir(dir))
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort();
    return await Promise.all(pages.map((name) => readFile(path.join(dir, name))));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
