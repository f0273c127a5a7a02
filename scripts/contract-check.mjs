#!/usr/bin/env node
/**
 * The contract check (ADR 086): frontends are deployed one at a time, so each remote at HEAD
 * must work in the shell in production, and the shell at HEAD with each remote in production.
 * Production is the last release: the newest tag `release-*` before HEAD, or HEAD's parent
 * when there is none (CONTRACT_BASE=<revision> to choose). Its frontends are built once in a
 * checkout of their own (CONTRACT_CHECKOUTS, a temporary folder by default), then each pair
 * runs as deployed (`scripts/start.mjs --no-api`, one API at HEAD for all) and gets its smoke
 * journey (e2e/contract/).
 *
 * A pair whose shell does not provide a shared module the remote requires, in a version it
 * accepts (contract.json), cannot work. With the shell at HEAD, its journey checks that the
 * shell shows its unavailable page for that area instead, never a blank page. With the
 * release's shell, the remote at HEAD must wait for the shell's deployment: printed, as the
 * order in which to deploy.
 *
 *   pnpm build && node scripts/contract-check.mjs
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from '../packages/federation/src/frontends.mjs';
import { answers } from './wait-for.mjs';
import { readContract, unmetRequirements } from '../packages/federation/src/contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const offset = Number(process.env.CONTRACT_PORT_OFFSET ?? 800);
const REMOTES = /** @type {const} */ (['marketing', 'ordering', 'proAccount', 'admin']);
const children = [];

// git's own complaints (« No names found » before the first release tag) are expected answers
const git = (...args) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

/**
 * What no frontend's build reads: the API, the docs, the journeys, CI's script. Anything else
 * that differs (a new root file included) counts as a frontend's input, so the check runs.
 */
const NOT_FRONTEND_INPUTS = ['api', 'docs', 'e2e', '.ci', 'README.md'];

/** True when every file a frontend is built from is the same at both commits. */
function sameFrontends(base, head) {
  try {
    git('diff', '--quiet', base, head, '--', '.', ...NOT_FRONTEND_INPUTS.map((p) => `:!${p}`));
    return true;
  } catch {
    return false;
  }
}

function lastRelease() {
  if (process.env.CONTRACT_BASE) return process.env.CONTRACT_BASE;
  try {
    return git('describe', '--tags', '--abbrev=0', '--match', 'release-*', 'HEAD^');
  } catch {
    return 'HEAD^';
  }
}

function runToEnd(command, args, options) {
  return new Promise((resolve, reject) => {
    spawn(command, args, { stdio: 'inherit', ...options }).on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} : code ${code}`)),
    );
  });
}

/** The release's checkout, installed and built; reused while it is the same commit. */
async function releaseCheckout(commit) {
  const folder = path.join(
    process.env.CONTRACT_CHECKOUTS ?? path.join(os.tmpdir(), 'ped-contract-check'),
    commit,
  );
  const built = path.join(folder, '.contract-built');
  if (fs.existsSync(built)) return folder;
  git('worktree', 'prune');
  if (!fs.existsSync(folder)) git('worktree', 'add', '--detach', folder, commit);
  console.log(`[contrat] construction de ${commit.slice(0, 10)} dans ${folder}`);
  await runToEnd('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: folder });
  await runToEnd('pnpm', ['run', 'build'], { cwd: folder });
  fs.writeFileSync(built, new Date().toISOString());
  return folder;
}

const contractOf = (checkout, name) =>
  readContract(path.join(checkout, FRONTENDS[name].dir, 'dist'));

function start(args, env) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  children.push(child);
  return child;
}

async function main() {
  const head = git('rev-parse', 'HEAD');
  let base;
  try {
    base = git('rev-parse', '--verify', '--quiet', `${lastRelease()}^{commit}`);
  } catch {
    // a clone of one commit: no production to compare with
    console.log('[contrat] aucune version précédente dans ce clone : rien à comparer');
    return;
  }
  if (sameFrontends(base, head)) {
    // production's frontends would be built from the very files of HEAD's, which the
    // journeys have just run: every pair would be HEAD's frontends together
    console.log(
      `[contrat] les frontends de ${base.slice(0, 10)} sont ceux de HEAD (seuls ${NOT_FRONTEND_INPUTS.join(', ')} diffèrent) : rien à comparer`,
    );
    return;
  }
  const release = await releaseCheckout(base);
  const checkouts = { head: root, release };
  const revision = { head: head.slice(0, 10), release: base.slice(0, 10) };

  const candidates = REMOTES.flatMap((remote) =>
    /** @type {const} */ ([
      ['release', 'head'],
      ['head', 'release'],
    ]).map(([shell, remoteFrom]) => ({
      remote,
      shell,
      remoteFrom,
      title: `${remote} ${remoteFrom} (${revision[remoteFrom]}) dans le shell ${shell} (${revision[shell]})`,
      unmet: unmetRequirements(
        contractOf(checkouts[shell], 'shell'),
        contractOf(checkouts[remoteFrom], remote),
      ),
    })),
  );
  // A remote at HEAD that production's shell cannot run waits for the shell's deployment: an
  // order to follow, not a failure (the release's shell may predate the unavailable page of
  // ADR 085). The shell at HEAD must show that page to a remote it cannot run.
  const shellFirst = candidates.filter((pair) => pair.shell === 'release' && pair.unmet.length);
  for (const pair of shellFirst)
    console.log(
      `[contrat] ${pair.title} : déployer d’abord le shell — il ne fournit pas ${pair.unmet.join(', ')}`,
    );
  const pairs = candidates
    .filter((pair) => !shellFirst.includes(pair))
    .map((pair, i) => {
      const pairOffset = offset + 10 * (i + 1);
      return {
        ...pair,
        appUrl: `http://localhost:${FRONTENDS.shell.port + pairOffset}`,
        offset: pairOffset,
        env: {
          FRONTEND_CHECKOUT_SHELL: checkouts[pair.shell],
          ...Object.fromEntries(
            REMOTES.map((name) => [
              `FRONTEND_CHECKOUT_${name.toUpperCase()}`,
              checkouts[name === pair.remote ? pair.remoteFrom : pair.shell],
            ]),
          ),
        },
      };
    });

  const apiUrl = `http://localhost:${4000 + offset}`;
  const shellOrigins = pairs.flatMap(({ offset: o }) => [
    `http://localhost:${FRONTENDS.shell.port + o}`,
    `http://127.0.0.1:${FRONTENDS.shell.port + o}`,
  ]);
  const database = process.env.MONGODB_URI
    ? { MONGODB_URI: `${process.env.MONGODB_URI.replace(/\/?$/, '/')}ped_contract_${Date.now()}` }
    : { DATA_DIR: path.join(os.tmpdir(), `ped_contract_${Date.now()}`) };
  start(['--no-build'], {
    PORT_OFFSET: String(offset),
    STOP_REMOTE: Object.keys(FRONTENDS).join(','),
    CORS_ORIGINS: shellOrigins.join(','),
    ...database,
  });
  await answers(`${apiUrl}/health`);
  for (const pair of pairs)
    start(['--no-build', '--no-api'], {
      ...pair.env,
      PORT_OFFSET: String(pair.offset),
      PUBLIC_API_URL: apiUrl,
    });
  await Promise.all(pairs.map(({ appUrl }) => answers(`${appUrl}/remotes.json`)));

  await runToEnd('pnpm', ['exec', 'playwright', 'test', '--config', 'contract.config.ts'], {
    cwd: path.join(root, 'e2e'),
    env: {
      ...process.env,
      CONTRACT_API_URL: apiUrl,
      CONTRACT_PAIRS: JSON.stringify(
        pairs.map(({ remote, title, appUrl, unmet }) => ({ remote, title, appUrl, unmet })),
      ),
    },
  });
}

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

main().then(
  () => {
    stopAll();
    process.exit(0);
  },
  (error) => {
    console.error(`[contrat] ${error.message}`);
    stopAll();
    process.exit(1);
  },
);
