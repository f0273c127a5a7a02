import { isKnownPath, ownerOf, serverPageIndexing } from './route-ownership';
import { routeTableOf } from './route-table';
import { ROUTES_BEFORE_087 } from './routes-before-087';

/** The routes the remotes published when they first did: the same as before ADR 087. */
const TABLE = routeTableOf({});

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
    expect(ownerOf(path, TABLE)).toBe(remote);
  });

  it('gives unknown paths to nobody, so the shell redirects them to the not-found page', () => {
    expect(ownerOf('/cette-page-n-existe-pas', TABLE)).toBeNull();
    expect(ownerOf('/pre-etat-date/commande/AB12CD/extra', TABLE)).toBeNull();
  });

  it('tells the static server which paths have a page (404 for the others)', () => {
    expect(isKnownPath('/', TABLE)).toBe(true);
    expect(isKnownPath('/sso', TABLE)).toBe(true);
    expect(isKnownPath('/pro/', TABLE)).toBe(true);
    expect(isKnownPath('/offres', TABLE)).toBe(true);
    expect(isKnownPath('/pre-etat-date/AB12CD', TABLE)).toBe(true);
    expect(isKnownPath('/en-ligne/commander/pre-etat-date/solution-libre', TABLE)).toBe(true);
    expect(isKnownPath('/cette-page-n-existe-pas', TABLE)).toBe(false);
    expect(isKnownPath('/page-introuvable', TABLE)).toBe(false);
    expect(isKnownPath('/pre-etat-date/solution-inconnue-xyz', TABLE)).toBe(false);
    expect(isKnownPath('/en-ligne/commander/pre-etat-date/solution-inconnue', TABLE)).toBe(false);
  });

  it('lets the server judge a city with its list of communes, which the browser never loads', () => {
    const table = TABLE;
    const communes = (slug: string) => ['lyon', 'chalons-en-champagne'].includes(slug);
    expect(isKnownPath('/documents-pre-etat-date/xyz-inexistante', table)).toBe(true);
    expect(isKnownPath('/documents-pre-etat-date/xyz-inexistante', table, communes)).toBe(false);
    expect(isKnownPath('/documents-pre-etat-date/chalons-en-champagne', table, communes)).toBe(
      true,
    );
    expect(isKnownPath('/aide/pre-etat-date/documents-necessaires-lyon', table, communes)).toBe(
      true,
    );
    expect(isKnownPath('/aide/pre-etat-date/necessaires-lyon', table, communes)).toBe(false);
    expect(isKnownPath('/offres', table, communes)).toBe(true);
  });
});

describe('route families (ADR 087)', () => {
  const withNewPage = () =>
    routeTableOf({
      marketing: [
        ...ROUTES_BEFORE_087.marketing,
        { path: '/pre-etat-date/nouvelle-page', indexing: {} },
      ],
    });

  it('gives a page its remote published to that remote, without the shell knowing it before', () => {
    expect(ownerOf('/pre-etat-date/nouvelle-page', TABLE)).toBe('ordering');
    expect(isKnownPath('/pre-etat-date/nouvelle-page', TABLE)).toBe(false);

    const table = withNewPage();
    expect(ownerOf('/pre-etat-date/nouvelle-page', table)).toBe('marketing');
    expect(isKnownPath('/pre-etat-date/nouvelle-page', table)).toBe(true);
    expect(serverPageIndexing('/pre-etat-date/nouvelle-page', table)).toEqual({
      noindex: false,
      canonical: null,
    });
  });

  it('drops the routes a remote no longer publishes, and keeps its routes of then when it publishes none', () => {
    const table = routeTableOf({ marketing: [{ path: '/', indexing: {} }] });
    expect(ownerOf('/offres', table)).toBeNull();
    expect(ownerOf('/pre-etat-date/AB12CD', table)).toBe('ordering');
    expect(ownerOf('/mon-compte-professionnel/connexion', table)).toBe('proAccount');
  });
});

describe('the indexing the server writes for a page', () => {
  it('lets the order form be indexed under its canonical address', () => {
    expect(serverPageIndexing('/pre-etat-date/commande', TABLE)).toEqual({
      noindex: false,
      canonical: '/pre-etat-date/commande',
    });
    expect(serverPageIndexing('/demande/pre-etat-date', TABLE)).toEqual({
      noindex: false,
      canonical: '/pre-etat-date/commande',
    });
    expect(serverPageIndexing('/en-ligne/commander/pre-etat-date/solution-confort', TABLE)).toEqual(
      {
        noindex: false,
        canonical: '/en-ligne/commander/pre-etat-date/solution-confort',
      },
    );
  });

  it('says noindex for an order, a payment link, a notary space, the pro area and /sso', () => {
    for (const path of [
      '/pre-etat-date/commande/PED-123456',
      '/pre-etat-date/PED-123456',
      '/pre-etat-date/confirmation',
      '/espace-notaire/abc',
      '/mon-compte-professionnel/connexion',
      '/mon-compte-professionnel/commandes',
      '/sso',
    ])
      expect(serverPageIndexing(path, TABLE)).toEqual({ noindex: true, canonical: null });
  });

  it('leaves marketing pages to their own pre-rendered meta', () => {
    expect(serverPageIndexing('/le-pre-etat-date', TABLE)).toEqual({
      noindex: false,
      canonical: null,
    });
  });
});
