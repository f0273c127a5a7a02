// @ts-check
/**
 * A small static server with the caching rules a CDN would apply to a frontend:
 * entry files (HTML, remoteEntry.js, manifests, remotes.json, service worker) are never
 * cached, so a deploy or a rollback is one pointer change; hashed chunks are immutable.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const NO_CACHE =
  /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|remotes\.json|service-worker\.js|version\.json)$/;

/** @param {string} file */
function cacheControl(file) {
  if (NO_CACHE.test(file)) return 'no-cache';
  if (file.includes('/static/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * @typedef {{
 *   pathname: string;
 *   query: URLSearchParams;
 *   origin: string;
 *   navigation: boolean;
 *   forwardedFor: string;
 *   headers: Record<string, string>;
 * }} PageRequest
 *   `navigation`: a browser opening the page (Sec-Fetch-Dest: document), not a script or a
 *   previewer; `forwardedFor`: the client's address after those its proxies named
 */

/**
 * @param {object} options
 * @param {string} options.root           the dist folder
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]          unknown paths answer index.html (the shell)
 * @param {(pathname: string) => boolean | Promise<boolean>} [options.isPage]  spa: whether a path is a page of the
 *   app; the others still get index.html (it shows « Page introuvable ») but with status 404
 * @param {Record<string, (request: { origin: string }) => string | Promise<string>>} [options.dynamic]
 *   path -> body produced per request (typed by the path's extension, JSON without one)
 * @param {(page: string, status: number, request: PageRequest) => string | Promise<string>} [options.html]
 *   rewrites each HTML page served (per request), knowing whether it answers a page or a 404;
 *   it may set the answer's headers (`request.headers`)
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  root,
  port,
  host = '127.0.0.1',
  spa = false,
  isPage = () => true,
  dynamic = {},
  html,
}) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = decodeURIComponent(url.pathname);
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const produce = dynamic[pathname];
    if (produce) {
      const body = await produce({ origin });
      const type = TYPES[/** @type {keyof typeof TYPES} */ (path.extname(pathname))];
      res.writeHead(200, { 'Content-Type': type ?? TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(body);
      return;
    }
    let file = path.join(root, pathname);
    let status = 200;
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      const indexInDir = path.join(file, 'index.html');
      if (fs.existsSync(indexInDir)) file = indexInDir;
      else if (spa && !path.extname(pathname)) {
        file = path.join(root, 'index.html');
        if (!(await isPage(pathname))) status = 404;
      } else {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Introuvable');
        return;
      }
    }
    const type =
      TYPES[/** @type {keyof typeof TYPES} */ (path.extname(file))] ?? 'application/octet-stream';
    /** @type {Record<string, string>} */
    const headers = {
      'Content-Type': type,
      'Cache-Control': cacheControl(file.slice(root.length)),
      Vary: 'Accept-Encoding',
    };
    const body =
      html && type === TYPES['.html']
        ? Buffer.from(
            await html(fs.readFileSync(file, 'utf8'), status, {
              pathname,
              query: url.searchParams,
              origin,
              navigation: req.headers['sec-fetch-dest'] === 'document',
              forwardedFor: [req.headers['x-forwarded-for'], req.socket.remoteAddress]
                .filter(Boolean)
                .join(', '),
              headers,
            }),
          )
        : fs.readFileSync(file);
    const gzip =
      /gzip/.test(String(req.headers['accept-encoding'] ?? '')) &&
      /text|json|javascript|svg|xml/.test(type);
    if (gzip) {
      res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' });
      res.end(zlib.gzipSync(body));
    } else {
      res.writeHead(status, headers);
      res.end(body);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
