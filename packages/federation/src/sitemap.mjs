// @ts-check
/**
 * The site's sitemap.xml and robots.txt, served by the shell's server (it owns the site's
 * origin) from the pages manifests the remotes publish with their deployments (ADR 087): a
 * page a remote adds is listed once that remote is deployed, without the shell.
 */

/** @param {string} text */
const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Each page once, under its canonical path: the pre-rendered pages that are their own
 * canonical and may be indexed (an alias points to its canonical page, which is listed).
 * @param {Array<import('./compose-page.mjs').PagesManifest | null>} manifests
 * @param {string} origin  the public origin (https://www.example.fr)
 * @returns {string}
 */
export function sitemapXml(manifests, origin) {
  const base = origin.replace(/\/$/, '');
  const paths = manifests.flatMap((manifest) =>
    Object.entries(manifest?.pages ?? {})
      .filter(([pagePath, { canonical, noindex }]) => !noindex && canonical === pagePath)
      .map(([pagePath]) => pagePath),
  );
  const urls = [...new Set(paths)].map(
    (pagePath) => `  <url><loc>${escapeXml(base + pagePath)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * Every page may be crawled: private pages (orders, pro area, notary links) carry a robots
 * noindex tag, which crawlers only read on pages robots.txt lets them fetch.
 * @param {string} origin
 * @returns {string}
 */
export const robotsTxt = (origin) =>
  ['User-agent: *', 'Allow: /', '', `Sitemap: ${origin.replace(/\/$/, '')}/sitemap.xml`, ''].join(
    '\n',
  );
