#!/usr/bin/env node
/**
 * `pnpm bench`: prints the figures the budgets are checked against. Nothing here is a
 * test; every figure is measured on a real page load or a real API in this run.
 *
 *   - gzip bytes of JavaScript Chromium loads to render a page, grouped as shell, shared
 *     libraries and remote (from each frontend's mf-manifest.json)
 *   - largest contentful paint of / under simulated mobile conditions (median of 5)
 *   - the main thread's blocking time from CPU time on /, the order form and the pro sign-in
 *     (main-thread-cpu.mjs, a diagnostic beside Lighthouse's wall-time TBT)
 *   - Lighthouse (mobile defaults) on the five pages of issue 18 and on the two pages a notary
 *     opens first (the secure space and the verification of a code, drawn with their data by
 *     the shell's server, ADR 081), median of 3 (lighthouse.mjs)
 *   - the API benchmarks in api/bench/*.ts (each prints its own lines)
 *
 * Needs built frontends (runs `pnpm build` when a dist is missing) and MONGODB_URI (the
 * stand-in is started when it is unset and ../shared/mongo-standin exists).
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { FRONTENDS } from '../packages/federation/src/frontends.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { sharedDeliveredOrder } from './shared-order.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { measureMainThreadCpu } from './main-thread-cpu.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const requireFromE2e = createRequire(path.join(root, 'e2e/package.json'));
const { chromium } = requireFromE2e('@playwright/test');
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 900);
/**
 * `--only=frontend` measures the pages alone (bytes, LCP, Lighthouse), without the API
 * benchmarks; `--only=lighthouse` runs the Lighthouse part alone (the slowest).
 */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const appUrl = `http://localhost:${3000 + OFFSET}`;
const apiUrl = `http://localhost:${4000 + OFFSET}`;
const ORDER_FLOW = '/pre-etat-date/commande';
const PRO_SIGN_IN = '/mon-compte-professionnel/connexion';
/** The pages whose JavaScript bytes are measured. */
const PAGES = ['/', ORDER_FLOW, PRO_SIGN_IN];
/** The five pages of issue 18: home, an offer, the order form, a content page, the pro sign-in. */
const LIGHTHOUSE_PAGES = [
  '/',
  '/pre-etat-date/pack-alur',
  ORDER_FLOW,
  '/aide/questions-reponses-sur-le-pre-etat-date',
  PRO_SIGN_IN,
];
const children = [];

function ensureDatabase() {
  if (process.env.MONGODB_URI) return;
  const standin = path.resolve(root, '../shared/mongo-standin/start');
  if (!fs.existsSync(standin)) throw new Error('MONGODB_URI est requis pour les mesures de l’API.');
  const out = execSync(standin, { encoding: 'utf8' });
  process.env.MONGODB_URI = /MONGODB_URI='([^']+)'/.exec(out)[1];
  const pid = Number(/MONGO_STANDIN_PID=(\d+)/.exec(out)[1]);
  process.on('exit', () => process.kill(pid));
}

function ensureBuilt() {
  // every production build writes its mf-manifest.json (remotes have no page of their own)
  const missing = Object.values(FRONTENDS).some(
    ({ dir }) => !fs.existsSync(path.join(root, dir, 'dist/mf-manifest.json')),
  );
  if (missing) execSync('pnpm build', { cwd: root, stdio: 'inherit' });
}

async function startStack() {
  const database = `${process.env.MONGODB_URI.replace(/\/?$/, '/')}ped_bench`;
  const child = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], {
    cwd: root,
    env: { ...process.env, PORT_OFFSET: String(OFFSET), LOG_LEVEL: 'warn', MONGODB_URI: database },
    stdio: 'ignore',
  });
  children.push(child);
  for (let i = 0; i < 120; i += 1) {
    try {
      const response = await fetch(`http://localhost:${4000 + OFFSET}/health`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('Le stack ne démarre pas.');
}

/** file name (static/js/…) -> group, from each frontend's MF manifest. */
function manifestGroups() {
  const groups = new Map();
  for (const [name, { dir }] of Object.entries(FRONTENDS)) {
    const file = path.join(root, dir, 'dist/mf-manifest.json');
    if (!fs.existsSync(file)) continue;
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      for (const asset of [...shared.assets.js.sync, ...shared.assets.js.async])
        groups.set(`${name}:${asset}`, 'shared libraries');
    }
  }
  return groups;
}

const launch = () =>
  chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });

const portToFrontend = Object.fromEntries(
  Object.entries(FRONTENDS).map(([name, { port }]) => [String(port + OFFSET), name]),
);

async function measureBytes(browser, pagePath, groups) {
  const page = await browser.newPage();
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  const scripts = new Map();
  client.on('Network.responseReceived', ({ requestId, response, type }) => {
    if (type === 'Script') scripts.set(requestId, { url: response.url, bytes: 0 });
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = scripts.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(appUrl + pagePath, { waitUntil: 'networkidle' });
  await page.close();
  const totals = { shell: 0, 'shared libraries': 0, remote: 0 };
  const byRemote = {};
  for (const { url, bytes } of scripts.values()) {
    const { port, pathname } = new URL(url);
    const frontend = portToFrontend[port] ?? 'other';
    const group =
      groups.get(`${frontend}:${pathname.slice(1)}`) ?? (frontend === 'shell' ? 'shell' : 'remote');
    totals[group] += bytes;
    if (group === 'remote') byRemote[frontend] = (byRemote[frontend] ?? 0) + bytes;
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const all = Object.values(totals).reduce((a, b) => a + b, 0);
  console.log(
    `JS loaded for ${pagePath}: ${kb(all)} gzip over the wire (shell ${kb(totals.shell)}, shared libraries ${kb(totals['shared libraries'])}, remote ${kb(totals.remote)} ${JSON.stringify(Object.fromEntries(Object.entries(byRemote).map(([k, v]) => [k, kb(v)])))})`,
  );
}

async function measureLcp(browser) {
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
    });
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    await client.send('Network.setCacheDisabled', { cacheDisabled: true });
    await client.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(appUrl + '/', { waitUntil: 'load' });
    const lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) last = entry.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(last), 3000);
        }),
    );
    samples.push(lcp);
    await context.close();
  }
  samples.sort((a, b) => a - b);
  console.log(
    `LCP of / (mobile: 1.6 Mbps, 150 ms latency, 4x CPU): median ${Math.round(samples[2])} ms over 5 loads [${samples.map(Math.round).join(', ')}]`,
  );
}

function runApiBenches() {
  const dir = path.join(root, 'api/bench');
  if (!fs.existsSync(dir)) return;
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    console.log(`\n# api/bench/${file}`);
    execSync(`${process.execPath} --import tsx bench/${file}`, {
      cwd: path.join(root, 'api'),
      stdio: 'inherit',
      env: process.env,
    });
  }
}

async function main() {
  ensureDatabase();
  ensureBuilt();
  await startStack();
  const browser = only === 'lighthouse' ? null : await launch();
  try {
    if (browser) {
      console.log('# Frontend');
      const groups = manifestGroups();
      for (const pagePath of PAGES) await measureBytes(browser, pagePath, groups);
      await measureLcp(browser);
      for (const pagePath of ['/', ORDER_FLOW, PRO_SIGN_IN])
        await measureMainThreadCpu(browser, appUrl + pagePath);
      await browser.close();
    }
    // a delivered order shared with a notary, made through the API as staff would
    const { space, verification } = await sharedDeliveredOrder(apiUrl);
    console.log(`# Pages du notaire : espace ${space}, vérification ${verification}`);
    await measureLighthouse(appUrl, [...LIGHTHOUSE_PAGES, space, verification]);
  } finally {
    await browser?.close();
    for (const child of children) child.kill('SIGTERM');
  }
  if (!only) runApiBenches();
}

main().catch((error) => {
  console.error(`[bench] ${error.message}`);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
