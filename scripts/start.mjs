#!/usr/bin/env node
/**
 * Runs the whole product on one machine as it is deployed: each frontend served from its
 * own port (its own origin), the shell reading /config.json and /remotes.json, and the API.
 *
 *   pnpm start            production builds, then serve           (--no-build: serve existing dist)
 *   pnpm dev              development builds in watch mode, API restarted on change
 *   STOP_REMOTE=ordering  leaves one remote's server off (to see the fallback)
 *   PORT_OFFSET=100       shifts every port (3000-3004, 4000) so several copies can run
 *   --api-instances 2     the API as two instances on one database behind a balancing proxy
 *                         on its usual port (scripts/api-balancer.mjs, issue 37)
 *   --no-api              frontends only, against the API at PUBLIC_API_URL (the contract check)
 *   FRONTEND_CHECKOUT_ORDERING=/path  serves that frontend from another checkout's build (its
 *                         dist; for the shell, its server bundle and route table too), as when
 *                         frontends of different releases run together (scripts/contract-check.mjs)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from '../packages/federation/src/frontends.mjs';
import { answers } from './wait-for.mjs';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  browserRoutes,
  pageComposer,
  pagesManifests,
  publishedRoutes,
  remoteBootAssets,
  remoteDataPages,
  remotePages,
} from '../packages/federation/src/compose-page.mjs';
import { publicRuntimeConfig } from '../packages/federation/src/runtime-config.mjs';
import { serveStatic } from '../packages/federation/src/serve.mjs';
import { robotsTxt, sitemapXml } from '../packages/federation/src/sitemap.mjs';
import { communeSlugs } from './city-slugs.mjs';
import { tsImport } from 'tsx/esm/api';
import { startApiBalancer } from './api-balancer.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
/** `--api-instances 2` or `--api-instances=2`; one by default */
const apiInstances = Number(
  argv.find((arg) => arg.startsWith('--api-instances='))?.split('=')[1] ??
    (args.has('--api-instances') ? argv[argv.indexOf('--api-instances') + 1] : 1),
);
const dev = args.has('--dev');
const withApi = !args.has('--no-api');
const build = !args.has('--no-build');
const offset = Number(process.env.PORT_OFFSET ?? 0);
const portOf = (name) => FRONTENDS[name].port + offset;
const apiPort = Number(process.env.PORT ?? 4000 + offset);
const publicHost = process.env.PUBLIC_HOST ?? 'localhost';
const apiUrl = process.env.PUBLIC_API_URL ?? `http://${publicHost}:${apiPort}`;
const appUrl = `http://${publicHost}:${portOf('shell')}`;
const stopped = new Set((process.env.STOP_REMOTE ?? '').split(',').filter(Boolean));
const children = [];
/** The checkout a frontend's build is served from: this one unless told otherwise. */
const checkoutOf = (name) => process.env[`FRONTEND_CHECKOUT_${name.toUpperCase()}`] ?? root;

function run(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  children.push(child);
  return child;
}

function runToEnd(command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    run(command, commandArgs, options).on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${commandArgs.join(' ')} : code ${code}`)),
    );
  });
}

function shutdown(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

const remoteEntries = () =>
  Object.fromEntries(
    Object.entries(FRONTENDS)
      .filter(([name]) => name !== 'shell')
      .map(([name]) => [
        name,
        process.env[`REMOTE_${name.toUpperCase()}_URL`] ??
          `http://${publicHost}:${portOf(name)}/remoteEntry.js`,
      ]),
  );

const runtimeConfig = () => publicRuntimeConfig(process.env, { apiUrl });

/**
 * Each page with its header, footer and content drawn before any script (ADR 051): the shell's
 * server bundle renders the frame, the remotes' pre-rendered pages are read from their origins.
 * Without the bundle (a build before ADR 051), pages are served as before.
 */
function composer(manifestAt) {
  const bundle = path.join(checkoutOf('shell'), 'shell/dist-server/render.cjs');
  const renderer = fs.existsSync(bundle) ? createRequire(import.meta.url)(bundle) : null;
  return pageComposer({
    renderer,
    pageAt: remotePages({ manifestAt }),
    assetsOf: remoteBootAssets(),
    drawAt: remoteDataPages({ manifestAt }),
  });
}

/**
 * The shell's route table, from the routes each page remote publishes in its pages manifest
 * (ADR 087): a remote's new page is served by this server as soon as that remote is deployed,
 * and listed in the sitemap made of the same manifests.
 * The shell's rules are TypeScript, loaded here through tsx (ADR 042). A city page exists for
 * a French commune only, which the server checks against the official list.
 */
async function routing(manifestAt) {
  // this server's own rules, whichever shell build it serves (the contract check serves a
  // released one): an older shell's page ignores the table it is given
  const ownership = await tsImport('../shell/src/app/route-ownership.ts', import.meta.url);
  const { PAGE_REMOTES, routeTableOf } = await tsImport(
    '../shell/src/app/route-table.ts',
    import.meta.url,
  );
  const routesOf = publishedRoutes({ manifestAt });
  const pageRemotes = () =>
    Object.fromEntries(
      Object.entries(remoteEntries()).filter(([name]) => PAGE_REMOTES.includes(name)),
    );
  const table = async () => routeTableOf(await routesOf(pageRemotes()));
  const manifests = () =>
    Promise.all(
      Object.values(pageRemotes()).map((entry) => manifestAt(new URL('pages/', entry).toString())),
    );
  const communes = communeSlugs();
  return {
    table,
    sitemap: async (origin) => sitemapXml(await manifests(), origin),
    isPage: async (pathname) =>
      ownership.isKnownPath(pathname, await table(), (slug) => communes.has(slug)),
  };
}

const embeddedMongoPort = process.env.EMBEDDED_MONGO_PORT ?? String(27027 + offset);

/** One API process on `port`; its exit stops everything, as the API is the product's core. */
function runApi(port, env = {}) {
  return run(process.execPath, [...(dev ? ['--watch'] : []), '--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_MONGO_PORT: embeddedMongoPort,
      PUBLIC_API_URL: apiUrl,
      PUBLIC_APP_URL: process.env.PUBLIC_APP_URL ?? appUrl,
      CORS_ORIGINS:
        process.env.CORS_ORIGINS ??
        Object.keys(FRONTENDS)
          .flatMap((name) => [
            `http://localhost:${portOf(name)}`,
            `http://127.0.0.1:${portOf(name)}`,
          ])
          .join(','),
      ...env,
    },
  }).on('exit', (code) => {
    if (code && code !== 0) {
      console.error('[start] L’API s’est arrêtée (voir le message ci-dessus).');
      shutdown(code);
    }
  });
}

/**
 * The API on its port; with --api-instances N, N instances on the ports after apiPort + 100,
 * the first one starting the embedded database the others then share, behind a balancer on
 * apiPort. They share DATA_DIR (FILES_DIR_SHARED) and believe the balancer's X-Forwarded-For.
 */
async function startApis() {
  if (apiInstances <= 1) {
    runApi(apiPort);
    return;
  }
  const behindBalancer = { TRUST_PROXY: '127.0.0.1', FILES_DIR_SHARED: 'true' };
  const ports = Array.from({ length: apiInstances }, (_, k) => apiPort + 101 + k);
  runApi(ports[0], behindBalancer);
  // the first instance may download mongod: no bound
  await answers(`http://127.0.0.1:${ports[0]}/health`, Infinity);
  const database =
    process.env.MONGODB_URI ?? `mongodb://127.0.0.1:${embeddedMongoPort}/pre-etat-date`;
  for (const port of ports.slice(1)) runApi(port, { ...behindBalancer, MONGODB_URI: database });
  await Promise.all(
    ports.slice(1).map((port) => answers(`http://127.0.0.1:${port}/health`, Infinity)),
  );
  await startApiBalancer({
    host: process.env.HOST ?? '127.0.0.1',
    port: apiPort,
    upstreams: ports.map((port) => `http://127.0.0.1:${port}`),
  });
  console.log(`[start] API : ${apiInstances} instances (${ports.join(', ')}) derrière ${apiUrl}`);
}

async function main() {
  const frontends = Object.values(FRONTENDS).map(({ dir }) => dir);
  if (dev) {
    for (const dir of frontends)
      run('pnpm', ['exec', 'webpack', '--mode', 'development', '--watch'], {
        cwd: path.join(root, dir),
      });
  } else if (build) {
    // Two at a time: these machines have two cores.
    for (let i = 0; i < frontends.length; i += 2) {
      await Promise.all(
        frontends.slice(i, i + 2).map((dir) =>
          // the package's build: its browser bundle, then its pre-render step (ADR 051)
          runToEnd('pnpm', ['run', 'build'], { cwd: path.join(root, dir) }),
        ),
      );
    }
  }

  if (withApi) await startApis();
  else if (!process.env.PUBLIC_API_URL) throw new Error('--no-api : indiquez PUBLIC_API_URL');

  const manifestAt = pagesManifests();
  const compose = composer(manifestAt);
  const routes = await routing(manifestAt);
  for (const [name, { dir }] of Object.entries(FRONTENDS)) {
    if (stopped.has(name)) continue;
    await serveStatic({
      root: path.join(checkoutOf(name), dir, 'dist'),
      port: portOf(name),
      spa: name === 'shell',
      ...(name === 'shell'
        ? {
            isPage: routes.isPage,
            dynamic: {
              '/config.json': () => JSON.stringify(runtimeConfig()),
              '/remotes.json': () => JSON.stringify(remoteEntries()),
              '/routes.json': async () => JSON.stringify(browserRoutes(await routes.table())),
              '/sitemap.xml': ({ origin }) =>
                routes.sitemap(runtimeConfig().canonicalOrigin ?? origin),
              '/robots.txt': ({ origin }) => robotsTxt(runtimeConfig().canonicalOrigin ?? origin),
            },
            html: async (page, status, request) =>
              compose(page, {
                ...request,
                status,
                // the shell's server asks the API for pages drawn with their data (ADR 081)
                apiUrl: process.env.INTERNAL_API_URL ?? apiUrl,
                // the shell shows « Page introuvable » for the path the server judged no page
                config: { ...runtimeConfig(), ...(status === 404 ? { notFound: true } : {}) },
                remotes: remoteEntries(),
                routes: await routes.table(),
              }),
          }
        : {}),
    });
  }
  console.log(
    `\n  Pré-état daté : ouvrez ${appUrl}\n  API : ${apiUrl} (documentation ${apiUrl}/docs)\n`,
  );
}

main().catch((error) => {
  console.error(`[start] ${error.message}`);
  shutdown(1);
});
