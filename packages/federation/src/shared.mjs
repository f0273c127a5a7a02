// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import semver from 'semver';

/**
 * Modules that must exist once at runtime so that the shell's Router, Redux store,
 * ThemeProvider, configured API client and contracts' contexts reach every remote.
 * Stateless packages (@ped/domain, @ped/ui) are not shared: each frontend bundles, tree-shaken,
 * the rules and components it uses (docs/decisions/008-stateless-packages-bundled.md); so are
 * the API's endpoint functions (@ped/client), around the one shared runtime
 * (docs/decisions/085-versioned-shared-runtime.md).
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'redux',
  'react-redux',
  'redux-saga',
  'redux-saga/effects',
  'styled-components',
  '@ped/client-runtime',
  '@ped/contracts',
];

/**
 * The folder of a module's package, as installed for the frontend being built.
 * @param {string} id
 * @param {string} fromDir
 * @returns {string | null}
 */
export function packageDir(id, fromDir) {
  const name = packageName(id);
  const require = createRequire(path.join(fromDir, 'package.json'));
  let dir = path.dirname(require.resolve(name));
  while (
    !fs.existsSync(path.join(dir, 'package.json')) ||
    JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
  return dir;
}

/** The package a module specifier belongs to: `react/jsx-runtime` → `react`. */
function packageName(/** @type {string} */ id) {
  return id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : (id.split('/')[0] ?? id);
}

/**
 * The installed version of a module's package, seen from the frontend being built.
 * @param {string} id
 * @param {string} fromDir
 * @returns {string}
 */
function installedVersion(id, fromDir) {
  const dir = packageDir(id, fromDir);
  return dir
    ? JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version
    : '0.0.0';
}

/**
 * The versions of a shared module a frontend accepts: the range its package.json declares,
 * or, for a workspace package (`workspace:*`, not a range), the minor version it was built
 * with or a later one of the same major (`^1.2.0` when built with 1.2.3): a minor version
 * adds, which the frontend may use; a patch only fixes, so a shell need not have it.
 * @param {string} id
 * @param {string} fromDir
 * @param {string} built the version installed for this build
 * @returns {string}
 */
export function requiredRange(id, fromDir, built) {
  const own = JSON.parse(fs.readFileSync(path.join(fromDir, 'package.json'), 'utf8'));
  const declared = {
    ...own.peerDependencies,
    ...own.devDependencies,
    ...own.dependencies,
  }[packageName(id)];
  return typeof declared === 'string' && !declared.startsWith('workspace:')
    ? declared
    : `^${semver.major(built)}.${semver.minor(built)}.0`;
}

/**
 * @typedef {{ singleton: true, strictVersion: true, requiredVersion: string, version: string, import?: false }} SharedSingleton
 */

/**
 * The shared modules of a frontend. Each is one instance, the one the shell loaded first;
 * `strictVersion` makes a remote whose range that instance does not satisfy fail to load, so
 * the shell shows its « service momentanément indisponible » page for that area instead of
 * running the remote on a runtime it was not built for. A production remote brings no copy of
 * its own (`import: false`): it runs on the shell's instances or not at all, also when a shell
 * does not provide a module the remote needs. Development builds keep their copies, to run
 * alone in their dev host.
 * @param {string} fromDir the frontend package folder
 * @param {{ ownCopies?: boolean }} [options]
 * @returns {Record<string, SharedSingleton>}
 */
export function sharedSingletons(fromDir, { ownCopies = true } = {}) {
  return Object.fromEntries(
    SINGLETONS.map((id) => {
      const version = installedVersion(id, fromDir);
      /** @type {SharedSingleton} */
      const shared = {
        singleton: true,
        strictVersion: true,
        requiredVersion: requiredRange(id, fromDir, version),
        version,
      };
      if (!ownCopies) shared.import = false;
      return [id, shared];
    }),
  );
}

/**
 * Remotes built before ADR 085 take `@ped/client`, endpoints included, from the shell, where it
 * was a singleton. The shell still provides it under that name while such a remote may be
 * deployed, so that a shell deployed first does not leave them without a configured client:
 * its endpoints run on the one shared runtime. Nothing consumes it in the shell itself (the key
 * is no module's name): its own imports of `@ped/client` stay bundled and tree-shaken.
 * @param {string} fromDir the shell's package folder
 */
export function providedForOlderRemotes(fromDir) {
  return {
    '@ped/client (remotes before ADR 085)': {
      import: '@ped/client',
      shareKey: '@ped/client',
      singleton: true,
      requiredVersion: /** @type {false} */ (false),
      version: installedVersion('@ped/client', fromDir),
    },
  };
}
