#!/usr/bin/env node
/**
 * The shell's server render (src/prerender/render-frame.tsx) built for Node into dist-server/,
 * after the browser build: the shell's server loads it to send each page with its header,
 * footer and content already drawn (docs/decisions/051). Not served to browsers.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPrerenderBundle } from '@ped/federation/prerender';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundle = await buildPrerenderBundle({
  dir,
  entry: './src/prerender/render-frame.tsx',
  outDir: 'dist-server',
});
console.log(`[build-server] ${path.relative(dir, bundle)}`);
