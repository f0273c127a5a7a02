import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Fontkit {
  create(buffer: Buffer, postscriptName?: string): unknown;
}

/**
 * pdfkit parses a font again for every document (`fontkit.create` on the file's bytes):
 * with DejaVu's tables that was a quarter of a 3-lot PDF's time. A parsed font is only read
 * afterwards (each document takes its own subset), so the fonts given here are parsed once
 * per process: `fontkit.create` is memoised for these Buffers, by identity, in the very
 * fontkit instance pdfkit requires.
 */
const parsed = new WeakMap<Buffer, Map<string, unknown>>();

const requireHere = createRequire(import.meta.url);
const pdfmakeDir = path.dirname(requireHere.resolve('pdfmake/package.json'));
const pdfkitPath = requireHere.resolve('@foliojs-fork/pdfkit', { paths: [pdfmakeDir] });
const fontkit = createRequire(pdfkitPath)('@foliojs-fork/fontkit') as Fontkit;
const parse = fontkit.create.bind(fontkit);

fontkit.create = (buffer, postscriptName) => {
  const byName = parsed.get(buffer);
  if (!byName) return parse(buffer, postscriptName);
  const key = postscriptName ?? '';
  if (!byName.has(key)) byName.set(key, parse(buffer, postscriptName));
  return byName.get(key);
};

/** The bytes of a font file, read once and parsed at most once by pdfkit. */
export function parsedOnce(file: string): Buffer {
  const bytes = readFileSync(file);
  parsed.set(bytes, new Map());
  return bytes;
}
