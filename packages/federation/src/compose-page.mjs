// @ts-check
/**
 * The shell's server side of pre-rendered pages (docs/decisions/051). For each page it serves:
 * the shell's frame (header, footer) rendered by the shell's own server bundle, and in it the
 * page the owning remote pre-rendered at its build, read from that remote's origin
 * (pages/manifest.json beside its remoteEntry.js). Each part comes from its own deployment: a
 * remote's deployment changes its pages without the shell being rebuilt. Anything missing (no
 * server bundle, the remote down, a page not pre-rendered) gives the page as before: the
 * frame and the page's skeleton, the page drawn in the browser.
 */
import { inlineRuntime } from './inline-runtime.mjs';
import { remoteRenderers } from './remote-renderer.mjs';

const MANIFEST_TTL_MS = 30_000;
/**
 * How long a page drawn per request may take (ADR 081): the API's answer and React's render.
 * Past it the visitor gets the frame at once and the page is drawn in the browser, as before.
 */
const DATA_PAGE_DEADLINE_MS = 1500;

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * @typedef {{ file: string; title: string; description: string; canonical: string | null; noindex: boolean }} PageEntry
 * @typedef {{
 *   apiPlaceholder: string;
 *   variesWith?: { query?: string[]; storage?: string[] };
 *   pages: Record<string, PageEntry>;
 *   dataPages?: { patterns: string[]; renderer: string };
 *   routes?: PublishedRoute[];
 * }} PagesManifest
 * @typedef {{ entry: Omit<PageEntry, 'file'>; page: Prerendered; apiPlaceholder: string; storage: string[]; dataScript?: string }} ComposablePage
 * @typedef {{ html: string; css: string }} Prerendered
 * @typedef {{ path: string; params?: Record<string, unknown>; indexing?: { canonical?: string } }} PublishedRoute
 *   a route a remote renders (@ped/contracts' PublishedRoute, ADR 087)
 * @typedef {ReadonlyArray<PublishedRoute & { remote: string }>} RouteTable
 * @typedef {{
 *   PAGE_SLOT: string;
 *   ownerOf(pathname: string, routes: RouteTable): string | null;
 *   serverPageIndexing(pathname: string, routes: RouteTable): { noindex: boolean; canonical: string | null };
 *   renderFrame(options: { path: string; config: any; remotes: Record<string, string>; routes: RouteTable; withPage: boolean }): Promise<Prerendered>;
 * }} FrameRenderer
 */

/**
 * A value read again once it is older than MANIFEST_TTL_MS, so that a new deployment is seen
 * within that time; a failed read is kept as long (the page is then served as before).
 * @template T
 * @param {(key: string) => Promise<T>} read
 * @returns {(key: string) => Promise<T>}
 */
function keptAWhile(read) {
  /** @type {Map<string, { at: number; value: Promise<T> }>} */
  const cache = new Map();
  return (key) => {
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at <= MANIFEST_TTL_MS) return cached.value;
    const value = read(key);
    cache.set(key, { at: Date.now(), value });
    return value;
  };
}

/**
 * How long a remote's origin may take to answer for one of its documents (a manifest, a
 * pre-rendered page): past it the remote is taken as down, and every page the shell serves
 * (each needs the route table, ADR 087) goes on without it instead of waiting.
 */
const REMOTE_DOCUMENT_DEADLINE_MS = 2000;

/**
 * @param {string | URL} url
 * @param {number} [deadlineMs]
 */
async function getJson(url, deadlineMs = REMOTE_DOCUMENT_DEADLINE_MS) {
  const response = await fetch(url, { signal: AbortSignal.timeout(deadlineMs) });
  if (!response.ok) throw new Error(`${url} : ${response.status}`);
  return response.json();
}

/**
 * The pages' manifest each remote publishes (pages/manifest.json beside its remoteEntry.js),
 * by the folder it lies in; null when it cannot be read. One reader serves the pre-rendered
 * pages and those drawn per request, so the shell's server reads each manifest once a while.
 */
export function pagesManifests({ deadlineMs = REMOTE_DOCUMENT_DEADLINE_MS } = {}) {
  return keptAWhile(
    /** @returns {Promise<PagesManifest | null>} */
    (base) => getJson(new URL('manifest.json', base), deadlineMs).catch(() => null),
  );
}

/**
 * The routes each page remote publishes in its pages manifest (ADR 087), by remote name: what
 * the shell's server gives each remote. A manifest that cannot be read keeps the routes last
 * read from it; null when none ever was, or when the remote was released before it published
 * any (the shell then keeps that remote's routes of then).
 * @param {{ manifestAt?: ReturnType<typeof pagesManifests> }} [options]
 */
export function publishedRoutes({ manifestAt = pagesManifests() } = {}) {
  /** @type {Map<string, PublishedRoute[]>} */
  const lastRead = new Map();
  /**
   * @param {Record<string, string>} remotes  remote name -> its remoteEntry.js URL
   * @returns {Promise<Record<string, PublishedRoute[] | null>>}
   */
  return async function routesOf(remotes) {
    const entries = await Promise.all(
      Object.entries(remotes).map(async ([name, remoteEntry]) => {
        const manifest = await manifestAt(new URL('pages/', remoteEntry).toString());
        if (manifest) {
          if (manifest.routes) lastRead.set(name, manifest.routes);
          else lastRead.delete(name);
        }
        return [name, lastRead.get(name) ?? null];
      }),
    );
    return Object.fromEntries(entries);
  };
}

/**
 * What the browser needs of the route table: who renders which path. The checks of the
 * parameters and the indexing are the server's.
 * @param {RouteTable} routes
 */
export const browserRoutes = (routes) => routes.map(({ path, remote }) => ({ path, remote }));

/**
 * The pages remotes pre-rendered at their build, read from each remote's origin (pages/ beside
 * its remoteEntry.js). A page is left to the browser when the request carries a query
 * parameter its first render depends on (the manifest's `variesWith.query`).
 * @param {{ manifestAt?: ReturnType<typeof pagesManifests> }} [options]
 */
export function remotePages({ manifestAt = pagesManifests() } = {}) {
  /**
   * @param {string | undefined} remoteEntry  the owning remote's remoteEntry.js URL
   * @param {string} pathname
   * @param {URLSearchParams} query
   * @returns {Promise<ComposablePage | null>}
   */
  return async function pageAt(remoteEntry, pathname, query) {
    if (!remoteEntry) return null;
    const base = new URL('pages/', remoteEntry).toString();
    const manifest = await manifestAt(base);
    const entry = manifest?.pages[pathname];
    if (!manifest || !entry) return null;
    if ((manifest.variesWith?.query ?? []).some((name) => query.has(name))) return null;
    try {
      const page = await getJson(new URL(entry.file, base));
      return {
        entry,
        page,
        apiPlaceholder: manifest.apiPlaceholder,
        storage: manifest.variesWith?.storage ?? [],
      };
    } catch {
      return null;
    }
  };
}

/** '/espace-notaire/:token' matches '/espace-notaire/AbC' (one segment per parameter). */
export function matchesPattern(/** @type {string} */ pattern, /** @type {string} */ pathname) {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]))
  );
}

/**
 * @template T
 * @param {number} ms
 * @param {Promise<T>} work
 * @returns {Promise<T>}
 */
function withDeadline(ms, work) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`plus de ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([work, late])).finally(() => clearTimeout(timer));
}

/**
 * Pages of someone's own a remote draws per request with what the API answers (ADR 081): the
 * manifest beside its entry lists their patterns and its server renderer, which the shell's
 * server runs for the visitor (their address passed on to the API). Null when the path is no
 * such page, or when anything fails or takes longer than the deadline: the page is then drawn
 * in the browser, as before.
 * @param {{
 *   rendererAt?: ReturnType<typeof remoteRenderers>;
 *   deadlineMs?: number;
 *   manifestAt?: ReturnType<typeof pagesManifests>;
 * }} [options]
 */
export function remoteDataPages({
  rendererAt = remoteRenderers(),
  deadlineMs = DATA_PAGE_DEADLINE_MS,
  manifestAt = pagesManifests(),
} = {}) {
  /**
   * @param {string | undefined} remoteEntry
   * @param {string} pathname
   * @param {{ config: any; apiUrl: string; forwardedFor: string }} visit
   * @returns {Promise<ComposablePage | null>}
   */
  return async function drawAt(remoteEntry, pathname, { config, apiUrl, forwardedFor }) {
    if (!remoteEntry) return null;
    const base = new URL('pages/', remoteEntry).toString();
    const manifest = await manifestAt(base);
    const data = manifest?.dataPages;
    if (!manifest || !data?.patterns.some((pattern) => matchesPattern(pattern, pathname)))
      return null;
    try {
      return await withDeadline(
        deadlineMs,
        (async () => {
          const module = await rendererAt(new URL(data.renderer, base).toString());
          const drawn = await module.renderDataPage(pathname, config, {
            apiUrl,
            headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
          });
          if (!drawn?.meta) return null;
          return {
            entry: {
              title: module.documentTitle(drawn.meta.title),
              description: drawn.meta.description,
              canonical: drawn.meta.path ?? null,
              noindex: drawn.meta.noindex === true,
            },
            page: { html: drawn.html, css: drawn.css },
            apiPlaceholder: manifest.apiPlaceholder,
            storage: [],
            dataScript: module.pageDataScript(drawn.data),
          };
        })(),
      );
    } catch (error) {
      console.error(
        `[compose] ${pathname} : page non dessinée par le serveur (${error instanceof Error ? error.message : error})`,
      );
      return null;
    }
  };
}

/**
 * What the remote owning a page needs first: its remoteEntry.js and the chunks of its exposed
 * App, read from the mf-manifest.json beside that entry. The page requests them with the
 * shell's own scripts; without this the browser only learns of them once the shell has run,
 * two requests later (a second on a phone). An unreachable manifest gives the entry alone.
 */
export function remoteBootAssets() {
  const assetsAt = keptAWhile(async (entry) => {
    try {
      /** @type {{ exposes?: { name: string; assets?: { js?: { sync?: string[] } } }[] }} */
      const manifest = await getJson(new URL('mf-manifest.json', entry));
      const app = manifest.exposes?.find((exposed) => exposed.name === 'App');
      return [
        entry,
        ...(app?.assets?.js?.sync ?? []).map((file) => new URL(file, entry).toString()),
      ];
    } catch {
      return [entry];
    }
  });
  /**
   * @param {string | undefined} entry
   * @returns {Promise<string[]>}
   */
  return async function assetsOf(entry) {
    return entry ? assetsAt(entry) : [];
  };
}

/**
 * The head of a page: its own title and description, its canonical link, its robots directive.
 * @param {string} page  the shell's index.html
 * @param {{ title?: string; description?: string; canonical: string | null; noindex: boolean; origin: string }} meta
 */
function withHead(page, { title, description, canonical, noindex, origin }) {
  let out = page;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (description)
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  const tags = [
    canonical
      ? `<link rel="canonical" href="${escapeHtml(new URL(canonical, origin).toString())}">`
      : '',
    noindex ? '<meta name="robots" content="noindex">' : '',
  ].join('');
  return out.replace('</head>', `${tags}</head>`);
}

/**
 * The page's scripts, requested once its pre-rendered content is on screen instead of while it
 * is being drawn (they only hydrate what is already shown). On screen means the browser's
 * first-contentful-paint entry, which comes when the frame is presented: a frame drawn but not
 * yet rastered still needs the processor the scripts would take, and on a slow phone it then
 * appeared only after them. Where paint timing is missing, a frame after the first paint; and
 * after a few seconds in any case (a background tab paints nothing). At once when the page is
 * hidden for this visitor (dark palette, signed in, something kept that the page shows): it
 * paints nothing before the scripts have drawn it. The remote's first files are requested at
 * the same time (remoteBootAssets).
 * @param {string} page
 * @param {string[]} remoteAssets
 */
function scriptsAfterFirstPaint(page, remoteAssets) {
  /** @type {string[]} */
  const preloads = [];
  /** @type {string[]} */
  const scripts = [];
  const stripped = page
    .replace(/<link rel="preload" as="script" href="([^"]+)">/g, (_, href) => {
      preloads.push(href);
      return '';
    })
    .replace(/<script defer="defer" src="([^"]+)"><\/script>/g, (_, src) => {
      scripts.push(src);
      return '';
    });
  const loader =
    '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
    `${JSON.stringify([...preloads, ...remoteAssets])}.forEach(function(h){var l=document.createElement('link');l.rel='preload';l.as='script';l.href=h;document.head.appendChild(l)});` +
    `${JSON.stringify(scripts)}.forEach(function(s){var e=document.createElement('script');e.src=s;e.async=false;document.body.appendChild(e)})}` +
    // hidden for this visitor (ADR 051): nothing will be painted before the scripts run
    "if(document.documentElement.dataset.prerendered!=='shown'){start();return}" +
    "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')>=0){" +
    "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true});" +
    'setTimeout(start,3000);return}}catch(e){}' +
    'requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,500)})()</script>';
  return stripped.replace('</body>', () => `${loader}</body>`);
}

/**
 * @param {{
 *   renderer: FrameRenderer | null;
 *   pageAt: ReturnType<typeof remotePages>;
 *   assetsOf: ReturnType<typeof remoteBootAssets>;
 *   drawAt?: ReturnType<typeof remoteDataPages>;
 * }} sources
 */
export function pageComposer({ renderer, pageAt, assetsOf, drawAt }) {
  /**
   * A page drawn per request only for a browser's navigation (`navigation`: Sec-Fetch-Dest:
   * document): a link previewer or a mail scanner fetching the address gets the frame, and the
   * notary's space does not count an opening nobody saw. Such a page is the visitor's own: no
   * cache keeps it (`headers`, the answer's headers, which the composer may set).
   * @param {string} page  the shell's index.html
   * @param {{
   *   status: number; pathname: string; query: URLSearchParams; origin: string; config: any;
   *   remotes: Record<string, string>; routes: RouteTable; navigation?: boolean; forwardedFor?: string;
   *   apiUrl?: string; headers?: Record<string, string>;
   * }} request
   */
  return async function compose(page, request) {
    const { status, pathname, query, origin, config, remotes, routes } = request;
    const owner = renderer?.ownerOf(pathname, routes);
    if (!renderer || status !== 200 || !owner)
      return inlineRuntime(page, { config, remotes, routes: browserRoutes(routes) });
    /** @returns {Promise<ComposablePage | null>} */
    const drawn = async () =>
      drawAt && request.navigation
        ? drawAt(remotes[owner], pathname, {
            config,
            apiUrl: request.apiUrl ?? config.apiUrl,
            forwardedFor: request.forwardedFor ?? '',
          })
        : null;
    const [prerendered, remoteAssets] = await Promise.all([
      pageAt(remotes[owner], pathname, query).then((found) => found ?? drawn()),
      assetsOf(remotes[owner]),
    ]);
    if (prerendered?.dataScript && request.headers)
      request.headers['Cache-Control'] = 'private, no-store';
    let frame;
    try {
      frame = await renderer.renderFrame({
        path: pathname,
        config,
        remotes,
        routes,
        withPage: !!prerendered,
      });
    } catch (error) {
      console.error(`[compose] ${pathname} : cadre non rendu`, error);
      return inlineRuntime(page, { config, remotes, routes: browserRoutes(routes) });
    }
    const content = prerendered
      ? prerendered.page.html.split(prerendered.apiPlaceholder).join(config.apiUrl)
      : '';
    const body = prerendered ? frame.html.replace(renderer.PAGE_SLOT, () => content) : frame.html;
    const indexing = renderer.serverPageIndexing(pathname, routes);
    const entry = prerendered?.entry;
    const composed = withHead(page, {
      title: entry?.title,
      description: entry?.description,
      canonical: entry ? entry.canonical : indexing.canonical,
      noindex: entry ? entry.noindex : indexing.noindex,
      origin: config.canonicalOrigin ?? origin,
    })
      .replace('</head>', () => `${frame.css}${prerendered ? prerendered.page.css : ''}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${body}</div>${prerendered?.dataScript ?? ''}`,
      );
    return inlineRuntime(scriptsAfterFirstPaint(composed, remoteAssets), {
      config,
      remotes,
      routes: browserRoutes(routes),
      prerendered: prerendered ? 'page' : 'frame',
      ...(prerendered?.storage.length ? { renderAnewWhenStored: prerendered.storage } : {}),
    });
  };
}
