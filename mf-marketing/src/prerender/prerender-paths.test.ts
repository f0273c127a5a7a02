import { cityDocumentsPath, MARKETING_PATHS } from '@ped/contracts/paths';
import { prerenderPaths } from './prerender-paths';

describe('the pre-rendered paths of marketing', () => {
  const paths = prerenderPaths();

  it('holds the home, the offers, the content pages and their aliases', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        MARKETING_PATHS.home,
        MARKETING_PATHS.offers,
        MARKETING_PATHS.faq,
        MARKETING_PATHS.whatIs,
        '/pre-etat-date/pack-alur',
        '/dossiers/le-pre-etat-date-c-est-quoi',
      ]),
    );
  });

  it('lists known cities by their page, never a route pattern', () => {
    expect(paths).toContain(cityDocumentsPath('paris'));
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
