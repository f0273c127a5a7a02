import http from 'node:http';
import { pageComposer, remoteBootAssets, remotePages } from './compose-page.mjs';

/**
 * A remote's deployment: its pre-rendered pages beside its entry, as its build writes them.
 * @type {Record<string, unknown>}
 */
const ORDERING_FILES = {
  '/pages/manifest.json': {
    apiPlaceholder: 'https://api.pre-rendu.invalid',
    variesWith: { query: ['paiement'], storage: ['ped.order-draft'] },
    pages: {
      '/pre-etat-date/commande': {
        file: 'pre-etat-date~commande.json',
        title: 'Commander votre pré-état daté en ligne | Pré-état daté en ligne',
        description: 'Commandez votre pré-état daté en quelques minutes.',
        canonical: '/pre-etat-date/commande',
        noindex: false,
      },
    },
  },
  '/pages/pre-etat-date~commande.json': {
    html: '<h1>Commander votre pré-état daté</h1><a href="https://api.pre-rendu.invalid/cgv">CGV</a>',
    css: '<style data-styled="true">.a{}</style>',
  },
};

/**
 * The shell's server bundle as the composer sees it: a frame with the page's slot.
 * @type {import('./compose-page.mjs').FrameRenderer}
 */
const renderer = {
  PAGE_SLOT: '@@slot@@',
  ownerOf: (pathname) => (pathname.startsWith('/pre-etat-date') ? 'ordering' : null),
  serverPageIndexing: () => ({ noindex: false, canonical: '/pre-etat-date/commande' }),
  renderFrame: async ({ withPage }) => ({
    html: `<header>Cadre</header>${withPage ? '@@slot@@' : '<div data-testid="page-skeleton"></div>'}`,
    css: '',
  }),
};

const SHELL_PAGE =
  '<html><head><title>Pré-état daté</title><meta name="description" content="x" /></head>' +
  '<body><div id="root"></div><script defer="defer" src="/main.js"></script></body></html>';

/** @type {http.Server} */
let server;
/** @type {string} */
let entry;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const body = ORDERING_FILES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(body ? JSON.stringify(body) : '{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  entry = `http://127.0.0.1:${port}/remoteEntry.js`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** @param {string} page */
const runtimeOf = (page) =>
  JSON.parse(
    page.match(/<script type="application\/json" id="ped-runtime">(.*?)<\/script>/)?.[1] ?? '',
  );

const compose = (query = '') =>
  pageComposer({ renderer, pageAt: remotePages(), assetsOf: remoteBootAssets() })(SHELL_PAGE, {
    status: 200,
    pathname: '/pre-etat-date/commande',
    query: new URLSearchParams(query),
    origin: 'https://www.exemple.fr',
    config: { apiUrl: 'https://api.exemple.fr', tokenName: 'xst' },
    remotes: { ordering: entry },
  });

describe('pageComposer', () => {
  it('puts the owning remote’s pre-rendered page in the frame, with its head', async () => {
    const page = await compose();
    expect(page).toContain('<header>Cadre</header><h1>Commander votre pré-état daté</h1>');
    expect(page).toContain('href="https://api.exemple.fr/cgv"');
    expect(page).toContain(
      '<title>Commander votre pré-état daté en ligne | Pré-état daté en ligne</title>',
    );
    expect(page).toContain(
      '<link rel="canonical" href="https://www.exemple.fr/pre-etat-date/commande">',
    );
    expect(page).toContain('<style data-styled="true">.a{}</style>');
    expect(runtimeOf(page)).toMatchObject({
      prerendered: 'page',
      renderAnewWhenStored: ['ped.order-draft'],
    });
  });

  it('leaves the page to the browser when the query changes its first render', async () => {
    const page = await compose('paiement=annule');
    expect(page).not.toContain('<h1>');
    expect(page).toContain('data-testid="page-skeleton"');
    expect(runtimeOf(page).prerendered).toBe('frame');
    expect(runtimeOf(page).renderAnewWhenStored).toBeUndefined();
  });

  it('keeps a pre-rendered page for a query it does not depend on', async () => {
    expect(runtimeOf(await compose('utm_source=journal')).prerendered).toBe('page');
  });

  it('starts the scripts at once for a visitor the page is hidden from', async () => {
    const page = await compose();
    const loader = page.match(/<script>\(function\(\)\{var started=false;.*?<\/script>/)?.[0] ?? '';
    expect(loader.indexOf("dataset.prerendered!=='shown'){start();return}")).toBeLessThan(
      loader.indexOf('PerformanceObserver'),
    );
  });
});
