// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageDir } from './shared.mjs';

/**
 * Shared libraries that every frontend receives through a facade (./facades/*.mjs) listing
 * the exports they use, instead of the package's whole entry.
 *
 * Module Federation shares a module whole, since a remote may use any of its exports: webpack
 * cannot tree-shake it. Shared through a facade, what no listed export reaches is left out
 * (docs/decisions/009-performance-budget-of-home.md). The facade is still the one singleton
 * instance of the library. The shell's facade is the copy every remote receives, so an export
 * added to a facade reaches remotes once the shell is deployed with it; a frontend importing
 * an export missing from its facade fails to build (`exportsPresence: 'error'`).
 *
 * import specifier -> facade file.
 */
const FACADES = {
  'react-router-dom': 'react-router-dom.mjs',
  'react-redux': 'react-redux.mjs',
  'redux-saga': 'redux-saga.mjs',
  'redux-saga/effects': 'redux-saga-effects.mjs',
};

/** package -> its ESM files the facades re-export, each by the specifier `<package>/<file>`. */
const PACKAGE_FILES = {
  'react-router-dom': ['dist/index.js'],
  'react-redux': ['dist/react-redux.mjs'],
  'redux-saga': ['dist/redux-saga.esm.js', 'effects/dist/redux-saga-effects.esm.js'],
};

const FACADE_PACKAGES =
  /[\\/]node_modules[\\/](react-router-dom|react-router|@remix-run[\\/]router|react-redux|redux-saga|@redux-saga[\\/][^\\/]+)[\\/]/;

/**
 * webpack aliases: each library's specifier means its facade, and the facades reach the
 * installed packages' ESM files.
 * @param {string} dir the frontend package folder
 * @returns {Record<string, string>}
 */
export function facadeAliases(dir) {
  /** @type {Record<string, string>} */
  const aliases = {};
  for (const [specifier, facade] of Object.entries(FACADES)) {
    aliases[`${specifier}$`] = fileURLToPath(new URL(`./facades/${facade}`, import.meta.url));
  }
  for (const [name, files] of Object.entries(PACKAGE_FILES)) {
    const installed = packageDir(name, dir);
    if (!installed) throw new Error(`${name} n’est pas installé pour ${dir}`);
    for (const file of files) aliases[`${name}/${file}`] = path.join(installed, file);
  }
  return aliases;
}

/**
 * A module of a facaded package. webpack would otherwise move a large facaded package into a
 * split vendor chunk (its facade sits in two chunks: the one provided, the one consumed):
 * kept inside the facade's chunk, it is one request, counted with the shared libraries by
 * `pnpm bench`.
 * @param {import('webpack').Module} module
 */
export function inFacadedPackage(module) {
  return FACADE_PACKAGES.test(module.nameForCondition() ?? '');
}
