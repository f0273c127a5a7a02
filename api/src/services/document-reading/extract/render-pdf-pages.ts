import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { READING_BUDGETS } from '../budgets';

const run = promisify(execFile);

/** What a shell answers for a command it cannot find: prlimit does the same for pdftoppm. */
const COMMAND_NOT_FOUND = 127;

/** util-linux's prlimit puts the kernel's limits on pdftoppm; absent off Linux. */
const PRLIMIT = '/usr/bin/prlimit';

/**
 * The command that renders: pdftoppm under the kernel's address-space and CPU limits, so
 * that a page built to exhaust poppler dies alone, even if the reader that started it was
 * stopped first and can no longer kill it.
 */
function command(args: string[]): [string, string[]] {
  if (!existsSync(PRLIMIT)) return ['pdftoppm', args];
  return [
    PRLIMIT,
    [
      `--as=${READING_BUDGETS.renderMemoryBytes}`,
      `--cpu=${READING_BUDGETS.renderCpuSeconds}`,
      'pdftoppm',
      ...args,
    ],
  ];
}

/**
 * PNG images of the first pages of a PDF, rendered by poppler's pdftoppm (Debian
 * poppler-utils, see docs/decisions/013-doctype-guess.md). Each page is scaled to fit a box
 * of READING_BUDGETS.ocrRenderLongSide pixels (150 DPI for A4): a page declared
 * 9600 × 9600 pt renders as small as an A4 instead of 400 million pixels. Empty when
 * pdftoppm is absent: an image-only PDF then gets no reading rather than an error.
 */
export async function renderPdfPages(bytes: Buffer): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ped-ocr-'));
  try {
    const input = path.join(dir, 'in.pdf');
    await writeFile(input, bytes);
    const [file, args] = command([
      '-png',
      '-scale-to',
      String(READING_BUDGETS.ocrRenderLongSide),
      '-f',
      '1',
      '-l',
      String(READING_BUDGETS.ocrPages),
      input,
      path.join(dir, 'page'),
    ]);
    await run(file, args, { timeout: READING_BUDGETS.ocrMs, killSignal: 'SIGKILL' });
    const pages = (await readdir(dir))
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .sort();
    return await Promise.all(pages.map((name) => readFile(path.join(dir, name))));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException | { code?: number }).code;
    if (code === 'ENOENT' || code === COMMAND_NOT_FOUND) return [];
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
