#!/usr/bin/env node
/**
 * Writes the shell's sitemap.xml and robots.txt (the shell owns the site's origin) from the
 * routes of this remote, SITE_ROUTES of src/app/site-routes.ts: the same table the App routes with.
 * Run with tsx (the route table is TypeScript): `node --import tsx scripts/sitemap.mjs`.
 * CANONICAL_ORIGIN gives the public origin (https://www.example.fr).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { indexablePaths } from '../src/app/indexable-paths.ts';

const dir = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(dir, '../../shell/public');
const origin = (process.env.CANONICAL_ORIGIN ?? 'http://localhost:3000').replace(/\/$/, '');
if (!process.env.CANONICAL_ORIGIN)
  console.warn(`[sitemap] CANONICAL_ORIGIN absent : URLs en ${origin}`);

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The order page (ordering remote) is the one indexable page outside this remote.
const urls = [...indexablePaths(), '/pre-etat-date/commande'].map(
  (routePath) => `  <url><loc>${escapeXml(origin + routePath)}</loc></url>`,
);
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;

// Every page may be crawled: private pages (orders, pro area, notary links) carry a robots
// noindex tag, which crawlers only read on pages robots.txt lets them fetch.
const robots = ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');

await fs.mkdir(publicDir, { recursive: true });
await fs.writeFile(path.join(publicDir, 'sitemap.xml'), sitemap);
await fs.writeFile(path.join(publicDir, 'robots.txt'), robots);
console.log(`[sitemap] ${urls.length} pages -> shell/public/sitemap.xml, robots.txt`);
