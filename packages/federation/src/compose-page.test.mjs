import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  matchesPattern,
  pageComposer,
  pagesManifests,
  publishedRoutes,
  remoteBootAssets,
  remoteDataPages,
  remotePages,
} from './compose-page.mjs';
import { remoteRenderers } from './remote-renderer.mjs';

/** The remote's pages manifest. @type {import('./compose-page.mjs').PagesManifest} */
const MANIFEST = {
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
  dataPages: { patterns: ['/espace-notaire/:token'], renderer: 'render.abc123.cjs' },
  routes: [
    { path: '/pre-etat-date/commande', indexing: { canonical: '/pre-etat-date/commande' } },
    { path: '/espace-notaire/:token' },
  ],
};

/**
 * A remote's deployment: its pre-rendered pages beside its entry, as its build writes them.
 * @type {Record<string, unknown>}
 */
const ORDERING_FILES = {
  '/pages/manifest.json': MANIFEST,
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
  ownerOf: (pathname, routes) =>
    routes.find(({ path }) => matchesPattern(path, pathname))?.remote ?? null,
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
/** what the remote's origin was asked, in order */
/** @type {string[]} */
const served = [];
/** @type {string} */
let entry;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    served.push(req.url ?? '');
    if (req.url === '/pages/render.abc123.cjs') {
      res.writeHead(200, { 'Content-Type': 'application/octet-stream' });
      res.end('module.exports = { drawn: (path) => `dessiné ${path}` };');
      return;
    }
    const body = ORDERING_FILES[req.url ?? ''];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(body ? JSON.stringify(body) : '{}');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  entry = `http://127.0.0.1:${port}/remoteEntry.js`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The table the shell's server made of the manifest's routes. */
const ROUTES = [
  { path: '/pre-etat-date/commande', remote: 'ordering' },
  { path: '/espace-notaire/:token', remote: 'ordering' },
];

/** @param {string} page */
const runtimeOf = (page) =>
  JSON.parse(
    page.match(/<script type="application\/json" id="ped-runtime">(.*?)<\/script>/)?.[1] ?? '',
  );

/**
 * A browser's request for `pathname`, as the shell's server hands it to the composer.
 * @param {string} pathname
 * @param {{ query?: string } & Record<string, unknown>} [more]
 */
const requestFor = (pathname, { query = '', ...more } = {}) => ({
  status: 200,
  pathname,
  query: new URLSearchParams(query),
  origin: 'https://www.exemple.fr',
  config: { apiUrl: 'https://api.exemple.fr', tokenName: 'xst' },
  remotes: { ordering: entry },
  routes: ROUTES,
  ...more,
});

const compose = (query = '') =>
  pageComposer({ renderer, pageAt: remotePages(), assetsOf: remoteBootAssets() })(
    SHELL_PAGE,
    requestFor('/pre-etat-date/commande', { query }),
  );

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
      routes: ROUTES,
    });
  });

  it('gives a path no remote published to the browser with the table, without a frame', async () => {
    const page = await pageComposer({
      renderer,
      pageAt: remotePages(),
      assetsOf: remoteBootAssets(),
    })(SHELL_PAGE, requestFor('/pre-etat-date/inconnue/plus-loin'));
    expect(page).not.toContain('Cadre');
    expect(runtimeOf(page)).toMatchObject({ routes: ROUTES });
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

/** The ordering remote's server renderer as its build publishes it, faked. */
function fakeRenderer(
  draw = async (/** @type {string} */ pathname) => ({
    html: `<h1>Espace sécurisé</h1><p>Vendeur : Marie Dupont</p><a href="https://api.pre-rendu.invalid/x">PDF</a>`,
    css: '<style data-styled="true">.b{}</style>',
    meta: { title: 'Espace notaire', description: 'Votre espace', noindex: true },
    data: { path: pathname, value: { sellers: ['Marie Dupont'] } },
  }),
) {
  /** @type {Array<{ pathname: string; access: unknown }>} */
  const calls = [];
  const module = {
    documentTitle: (/** @type {string} */ title) => `${title} | Pré-état daté en ligne`,
    pageDataScript: (/** @type {unknown} */ data) =>
      `<script type="application/json" id="ped-page-data">${JSON.stringify(data)}</script>`,
    renderDataPage: async (
      /** @type {string} */ pathname,
      /** @type {unknown} */ _config,
      /** @type {unknown} */ access,
    ) => {
      calls.push({ pathname, access });
      return draw(pathname);
    },
  };
  /** @type {string[]} */
  const loaded = [];
  const rendererAt = async (/** @type {string} */ url) => {
    loaded.push(url);
    return module;
  };
  return { rendererAt, calls, loaded };
}

/**
 * @param {ReturnType<typeof fakeRenderer>} fake
 * @param {{ navigation?: boolean; deadlineMs?: number }} [visit]
 */
async function composeSpace(fake, { navigation = true, deadlineMs = 1000 } = {}) {
  /** @type {Record<string, string>} */
  const headers = { 'Cache-Control': 'no-cache' };
  const page = await pageComposer({
    renderer,
    pageAt: remotePages(),
    assetsOf: remoteBootAssets(),
    drawAt: remoteDataPages({ rendererAt: fake.rendererAt, deadlineMs }),
  })(
    SHELL_PAGE,
    requestFor('/espace-notaire/jeton', {
      navigation,
      forwardedFor: '203.0.113.7',
      apiUrl: 'http://api.interne:4000',
      headers,
    }),
  );
  return { page, headers };
}

describe('pages drawn per request with their data (ADR 081)', () => {
  it('draws a browser’s navigation with the remote’s renderer, its data beside it, kept by no cache', async () => {
    const fake = fakeRenderer();
    const { page, headers } = await composeSpace(fake);
    expect(fake.loaded).toEqual([new URL('pages/render.abc123.cjs', entry).toString()]);
    expect(fake.calls).toEqual([
      {
        pathname: '/espace-notaire/jeton',
        access: {
          apiUrl: 'http://api.interne:4000',
          headers: { 'x-forwarded-for': '203.0.113.7' },
        },
      },
    ]);
    expect(page).toContain('<header>Cadre</header><h1>Espace sécurisé</h1>');
    expect(page).toContain('href="https://api.exemple.fr/x"');
    expect(page).toContain(
      '</div><script type="application/json" id="ped-page-data">{"path":"/espace-notaire/jeton"',
    );
    expect(page).toContain('<title>Espace notaire | Pré-état daté en ligne</title>');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(runtimeOf(page).prerendered).toBe('page');
    expect(headers['Cache-Control']).toBe('private, no-store');
  });

  it('gives a previewer or a script the frame without asking the API', async () => {
    const fake = fakeRenderer();
    const { page, headers } = await composeSpace(fake, { navigation: false });
    expect(fake.calls).toEqual([]);
    expect(page).not.toContain('Marie Dupont');
    expect(page).toContain('data-testid="page-skeleton"');
    expect(runtimeOf(page).prerendered).toBe('frame');
    expect(headers['Cache-Control']).toBe('no-cache');
  });

  it('gives the frame when the page fails or takes longer than its deadline', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failing = fakeRenderer(async () => {
        throw new Error('410 : lien expiré');
      });
      expect(runtimeOf((await composeSpace(failing)).page).prerendered).toBe('frame');
      const slow = fakeRenderer(() => new Promise(() => undefined));
      const { page } = await composeSpace(slow, { deadlineMs: 20 });
      expect(runtimeOf(page).prerendered).toBe('frame');
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/plus de 20 ms/));
    } finally {
      error.mockRestore();
    }
  });

  it('reads a remote’s pages manifest once for its pre-rendered pages and those drawn per request', async () => {
    const fake = fakeRenderer();
    const manifestAt = pagesManifests();
    const compose = pageComposer({
      renderer,
      pageAt: remotePages({ manifestAt }),
      assetsOf: remoteBootAssets(),
      drawAt: remoteDataPages({ rendererAt: fake.rendererAt, manifestAt }),
    });
    served.length = 0;
    for (const pathname of ['/pre-etat-date/commande', '/espace-notaire/jeton'])
      await compose(SHELL_PAGE, requestFor(pathname, { navigation: true }));
    expect(served.filter((url) => url === '/pages/manifest.json')).toHaveLength(1);
    expect(fake.calls.map((call) => call.pathname)).toEqual(['/espace-notaire/jeton']);
  });

  it('matches a pattern segment by segment', () => {
    expect(matchesPattern('/espace-notaire/:token', '/espace-notaire/AbC_9')).toBe(true);
    expect(matchesPattern('/espace-notaire/:token', '/espace-notaire/')).toBe(false);
    expect(matchesPattern('/espace-notaire/:token', '/espace-notaire/a/document')).toBe(false);
    expect(matchesPattern('/verification/:code', '/espace-notaire/a')).toBe(false);
  });

  it('loads a remote’s renderer from its origin once per address', async () => {
    const rendererAt = remoteRenderers(path.join(os.tmpdir(), `ped-renderers-${process.pid}`));
    const url = new URL('pages/render.abc123.cjs', entry).toString();
    served.length = 0;
    const module = await rendererAt(url);
    expect(module.drawn('/x')).toBe('dessiné /x');
    expect(await rendererAt(url)).toBe(module);
    expect(served).toEqual(['/pages/render.abc123.cjs']);
  });
});

describe('the routes each remote publishes (ADR 087)', () => {
  it('reads them from the remote’s pages manifest', async () => {
    const routesOf = publishedRoutes();
    await expect(routesOf({ ordering: entry })).resolves.toEqual({
      ordering: MANIFEST.routes,
    });
  });

  it('keeps the routes last read while the manifest cannot be read, and none before', async () => {
    /** @type {import('./compose-page.mjs').PagesManifest | null} */
    let answer = MANIFEST;
    const routesOf = publishedRoutes({ manifestAt: async () => answer });
    const released = { marketing: 'http://marketing.invalid/remoteEntry.js' };
    answer = null;
    await expect(routesOf(released)).resolves.toEqual({ marketing: null });
    answer = MANIFEST;
    const read = await routesOf(released);
    answer = null;
    await expect(routesOf(released)).resolves.toEqual(read);
    // a deployment of before ADR 087: a manifest without routes
    answer = { ...MANIFEST, routes: undefined };
    await expect(routesOf(released)).resolves.toEqual({ marketing: null });
  });

  it('takes a remote whose origin does not answer as down, without holding the page', async () => {
    /** @type {http.ServerResponse[]} */
    const held = [];
    const silent = http.createServer((_req, res) => held.push(res));
    await new Promise((resolve) => silent.listen(0, '127.0.0.1', () => resolve(undefined)));
    const { port } = /** @type {import('node:net').AddressInfo} */ (silent.address());
    try {
      const routesOf = publishedRoutes({ manifestAt: pagesManifests({ deadlineMs: 50 }) });
      await expect(
        routesOf({ marketing: `http://127.0.0.1:${port}/remoteEntry.js` }),
      ).resolves.toEqual({ marketing: null });
      expect(held).toHaveLength(1);
    } finally {
      held.forEach((res) => res.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
