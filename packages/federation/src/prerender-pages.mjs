#!/usr/bin/env node
// @ts-check
/**
 * Pre-renders a remote's pages (docs/decisions/051), after its browser build; run by the
 * remote's `build` in its own folder. Each page its `src/prerender/render-page.tsx` lists is
 * rendered to HTML in Node and written to dist/pages/ beside remoteEntry.js, with a manifest
 * (path -> fragment file, full title, description, canonical, and what makes a visitor's
 * first render differ), and the routes the remote renders (ADR 087). Deployed with the remote: the shell's server reads them from the
 * remote's origin at request time, so a new deployment brings its pages without the shell.
 * SUPPORT_PHONE and CANONICAL_ORIGIN are the deployment's, as in /config.json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildPrerenderBundle } from './build-prerender.mjs';
import { publicRuntimeConfig } from './runtime-config.mjs';

/**
 * What a remote's pre-render entry exports.
 * @typedef {{
 *   renderPage(path: string, config: unknown): Promise<{ html: string; css: string; meta: { title: string; description: string; path?: string; noindex?: boolean } | null }>;
 *   prerenderPaths(): string[];
 *   documentTitle(title: string): string;
 *   API_PLACEHOLDER: string;
 *   FIRST_RENDER_VARIES_WITH?: { query?: string[]; storage?: string[] };
 *   DATA_PAGE_PATTERNS?: string[];
 *   PUBLISHED_ROUTES: import('./compose-page.mjs').PublishedRoute[];
 * }} RenderEntry
 */

/** '/' -> 'index.json', '/aide/nos-horaires' -> 'aide~nos-horaires.json' */
const fileOf = (/** @type {string} */ pagePath) =>
  `${pagePath.slice(1).replace(/\//g, '~') || 'index'}.json`;

const dir = process.cwd();
const pagesDir = path.join(dir, 'dist/pages');
const origin = (process.env.CANONICAL_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');
const config = { ...publicRuntimeConfig(process.env, { apiUrl: '' }), canonicalOrigin: origin };

const bundle = await buildPrerenderBundle({
  dir,
  entry: './src/prerender/render-page.tsx',
  outDir: 'dist-prerender',
});
/** @type {RenderEntry} */
const entry = createRequire(import.meta.url)(bundle);

await fs.mkdir(pagesDir, { recursive: true });
/** @type {Record<string, unknown>} */
const pages = {};
for (const pagePath of entry.prerenderPaths()) {
  const { html, css, meta } = await entry.renderPage(pagePath, config);
  if (!meta) throw new Error(`[prerender] ${pagePath} ne déclare ni titre ni description`);
  const file = fileOf(pagePath);
  await fs.writeFile(path.join(pagesDir, file), JSON.stringify({ html, css }));
  pages[pagePath] = {
    file,
    title: entry.documentTitle(meta.title),
    description: meta.description,
    canonical: meta.path ?? null,
    noindex: meta.noindex === true,
  };
}
/**
 * Pages drawn per request with their data (ADR 081): the bundle is published beside the pages
 * under a name carrying its hash, for the shell's server to load from this origin.
 */
async function publishRenderer() {
  const patterns = entry.DATA_PAGE_PATTERNS ?? [];
  if (!patterns.length) return undefined;
  const code = await fs.readFile(bundle);
  const renderer = `render.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 12)}.cjs`;
  await fs.writeFile(path.join(pagesDir, renderer), code);
  return { patterns, renderer };
}

if (!entry.PUBLISHED_ROUTES?.length)
  throw new Error(
    '[prerender] src/prerender/render-page.tsx ne publie pas ses routes (PUBLISHED_ROUTES)',
  );
const dataPages = await publishRenderer();
const variesWith = entry.FIRST_RENDER_VARIES_WITH ?? {};
await fs.writeFile(
  path.join(pagesDir, 'manifest.json'),
  JSON.stringify({
    apiPlaceholder: entry.API_PLACEHOLDER,
    variesWith: { query: variesWith.query ?? [], storage: variesWith.storage ?? [] },
    pages,
    routes: entry.PUBLISHED_ROUTES,
    ...(dataPages ? { dataPages } : {}),
  }),
);
console.log(
  `[prerender] ${Object.keys(pages).length} pages -> dist/pages/${dataPages ? `, ${dataPages.patterns.length} pages dessinées à la demande (${dataPages.renderer})` : ''}`,
);
