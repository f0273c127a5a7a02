// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * Modules that must exist once at runtime so that the shell's Router, Redux store,
 * ThemeProvider, configured API client and contracts' contexts reach every remote.
 * Stateless packages (@ped/domain, @ped/ui) are not shared: each frontend bundles, tree-shaken,
 * the rules and components it uses (docs/decisions/008-stateless-packages-bundled.md).
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
  '@ped/client',
  '@ped/contracts',
];

/**
 * The folder of a module's package, as installed for the frontend being built.
 * @param {string} id
 * @param {string} fromDir
 * @returns {string | null}
 */
export function packageDir(id, fromDir) {
  const name = id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : (id.split('/')[0] ?? id);
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
 * @param {string} fromDir the frontend package folder
 * @returns {Record<string, { singleton: true, requiredVersion: false, version: string }>}
 */
export function sharedSingletons(fromDir) {
  return Object.fromEntries(
    SINGLETONS.map((id) => [
      id,
      { singleton: true, requiredVersion: false, version: installedVersion(id, fromDir) },
    ]),
  );
}
