#!/usr/bin/env node
/**
 * Pre-renders this remote's pages (docs/decisions/051), after its browser build: each page of
 * src/prerender/prerender-paths.ts rendered to HTML in Node, written to dist/pages/ beside
 * remoteEntry.js with a manifest (path -> fragment file, full title, description, canonical).
 * Deployed with the remote: the shell's server reads them from the remote's origin at
 * request time, so a new marketing deployment brings its pages without touching the shell.
 * SUPPORT_PHONE and CANONICAL_ORIGIN are the deployment's, as in /config.json.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildPrerenderBundle } from '@ped/federation/prerender';
import { publicRuntimeConfig } from '@ped/federation/runtime-config';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pagesDir = path.join(dir, 'dist/pages');
const origin = (process.env.CANONICAL_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');
const config = {
  ...publicRuntimeConfig(process.env, { apiUrl: '' }),
  canonicalOrigin: origin,
};

/** '/' -> 'index.json', '/aide/nos-horaires' -> 'aide~nos-horaires.json' */
const fileOf = (pagePath) => `${pagePath.slice(1).replace(/\//g, '~') || 'index'}.json`;

const bundle = await buildPrerenderBundle({
  dir,
  entry: './src/prerender/render-page.tsx',
  outDir: 'dist-prerender',
});
const { renderPage, prerenderPaths, documentTitle, API_PLACEHOLDER } = createRequire(
  import.meta.url,
)(bundle);

await fs.mkdir(pagesDir, { recursive: true });
const pages = {};
for (const pagePath of prerenderPaths()) {
  const { html, css, meta } = await renderPage(pagePath, config);
  if (!meta) throw new Error(`[prerender] ${pagePath} ne déclare ni titre ni description`);
  const file = fileOf(pagePath);
  await fs.writeFile(path.join(pagesDir, file), JSON.stringify({ html, css }));
  pages[pagePath] = {
    file,
    title: documentTitle(meta.title),
    description: meta.description,
    canonical: meta.path ?? null,
    noindex: meta.noindex === true,
  };
}
await fs.writeFile(
  path.join(pagesDir, 'manifest.json'),
  JSON.stringify({ apiPlaceholder: API_PLACEHOLDER, pages }),
);
console.log(`[prerender] ${Object.keys(pages).length} pages -> dist/pages/`);
