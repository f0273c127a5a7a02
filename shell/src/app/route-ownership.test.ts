import { isKnownPath, ownerOf } from './route-ownership';

describe('route ownership', () => {
  it.each([
    ['/', 'marketing'],
    ['/pre-etat-date/pack-alur', 'marketing'],
    ['/pre-etat-date/moins/cher', 'marketing'],
    ['/solution/pre-etat-date/libre', 'marketing'],
    ['/documents-pre-etat-date/lyon', 'marketing'],
    ['/aide/pre-etat-date/documents-necessaires-paris', 'marketing'],
    ['/pre-etat-date-gratuit', 'marketing'],
    ['/pre-etat-date/privilege', 'marketing'],
    ['/offres', 'marketing'],
    ['/en-ligne/commander/pre-etat-date-gratuit', 'marketing'],
    ['/pre-etat-date', 'ordering'],
    ['/pre-etat-date/commande', 'ordering'],
    ['/pre-etat-date/commande/AB12CD', 'ordering'],
    ['/pre-etat-date/confirmation', 'ordering'],
    ['/pre-etat-date/AB12CD', 'ordering'],
    ['/pre-etat-date-en-ligne/AB12CD', 'ordering'],
    ['/demande/pre-etat-date/solution-confort', 'ordering'],
    ['/en-ligne/commander/pre-etat-date/solution-expert', 'ordering'],
    ['/espace-notaire/Zm9vYmFyYmF6cXV4X3Rva2VuLXZhbHVlLTEyMzQ1Njc4OQ', 'ordering'],
    ['/verification/K7M2QX9PTR', 'ordering'],
    ['/mon-compte-professionnel/', 'proAccount'],
    ['/mon-compte-professionnel/connexion', 'proAccount'],
    ['/mon-compte-professionnel/utilisateurs', 'proAccount'],
  ])('%s belongs to %s', (path, remote) => {
    expect(ownerOf(path)).toBe(remote);
  });

  it('gives unknown paths to nobody, so the shell redirects them to the not-found page', () => {
    expect(ownerOf('/cette-page-n-existe-pas')).toBeNull();
    expect(ownerOf('/pre-etat-date/commande/AB12CD/extra')).toBeNull();
  });

  it('tells the static server which paths have a page (404 for the others)', () => {
    expect(isKnownPath('/')).toBe(true);
    expect(isKnownPath('/sso')).toBe(true);
    expect(isKnownPath('/pro/')).toBe(true);
    expect(isKnownPath('/offres')).toBe(true);
    expect(isKnownPath('/pre-etat-date/AB12CD')).toBe(true);
    expect(isKnownPath('/en-ligne/commander/pre-etat-date/solution-libre')).toBe(true);
    expect(isKnownPath('/cette-page-n-existe-pas')).toBe(false);
    expect(isKnownPath('/page-introuvable')).toBe(false);
    expect(isKnownPath('/pre-etat-date/solution-inconnue-xyz')).toBe(false);
    expect(isKnownPath('/en-ligne/commander/pre-etat-date/solution-inconnue')).toBe(false);
  });

  it('lets the server judge a city with its list of communes, which the browser never loads', () => {
    const communes = { city: (slug: string) => ['lyon', 'chalons-en-champagne'].includes(slug) };
    expect(isKnownPath('/documents-pre-etat-date/xyz-inexistante')).toBe(true);
    expect(isKnownPath('/documents-pre-etat-date/xyz-inexistante', communes)).toBe(false);
    expect(isKnownPath('/documents-pre-etat-date/chalons-en-champagne', communes)).toBe(true);
    expect(isKnownPath('/offres', communes)).toBe(true);
  });
});
