import { robotsTxt, sitemapXml } from './sitemap.mjs';

/** @param {Record<string, { canonical: string | null; noindex: boolean }>} pages */
const manifest = (pages) => ({
  apiPlaceholder: 'https://api.pre-rendu.invalid',
  pages: Object.fromEntries(
    Object.entries(pages).map(([path, page]) => [
      path,
      { file: 'x.json', title: 't', description: 'd', ...page },
    ]),
  ),
});

describe('the sitemap the shell’s server makes of the remotes’ manifests', () => {
  it('lists each indexable page once under its canonical path, with the public origin', () => {
    const xml = sitemapXml(
      [
        manifest({
          '/': { canonical: '/', noindex: false },
          '/offres': { canonical: '/offres', noindex: false },
          '/le-pre-etat-date-c-est-quoi': { canonical: '/le-pre-etat-date', noindex: false },
          '/documents-pre-etat-date/lyon': {
            canonical: '/documents-pre-etat-date/lyon',
            noindex: false,
          },
        }),
        manifest({
          '/pre-etat-date/commande': { canonical: '/pre-etat-date/commande', noindex: false },
          '/pre-etat-date': { canonical: '/pre-etat-date/commande', noindex: false },
        }),
        manifest({ '/mon-compte-professionnel/connexion': { canonical: null, noindex: true } }),
        null,
      ],
      'https://www.exemple.fr/',
    );
    expect([...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://www.exemple.fr/',
      'https://www.exemple.fr/offres',
      'https://www.exemple.fr/documents-pre-etat-date/lyon',
      'https://www.exemple.fr/pre-etat-date/commande',
    ]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  });

  it('lets every page be crawled and names the sitemap', () => {
    expect(robotsTxt('https://www.exemple.fr')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.exemple.fr/sitemap.xml\n',
    );
  });
});
