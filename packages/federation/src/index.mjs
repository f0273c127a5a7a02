// @ts-check
/**
 * One webpack + Module Federation configuration for every frontend (shell and remotes),
 * so that shared singletons, loaders and output conventions cannot drift between teams.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { facadeAliases, inFacadedPackage } from './facades.mjs';
import { providedForOlderRemotes, sharedSingletons } from './shared.mjs';
import { BootPreloadPlugin } from './boot-preload-plugin.mjs';
import { VersionFilePlugin } from './version-plugin.mjs';
import { ContractFilePlugin } from './contract-plugin.mjs';
import { assetRule, sourceRule } from './rules.mjs';

export { sharedSingletons } from './shared.mjs';
export { FRONTENDS, frontendPort } from './frontends.mjs';
export { createPrerenderConfig } from './prerender-config.mjs';

const NODE_MODULES = /[\\/]node_modules[\\/]/;
/** webpack's default split-chunk groups, minus the facaded packages (see facades.mjs). */
const splitDefault = (/** @type {import('webpack').Module} */ module) => !inFacadedPackage(module);
const splitVendors = (/** @type {import('webpack').Module} */ module) =>
  NODE_MODULES.test(module.nameForCondition() ?? '') && !inFacadedPackage(module);

/**
 * The shell's shared libraries (React, the router, redux, redux-saga, styled-components, what
 * they import and their facades) in one chunk instead of one per package: every page needs all of them
 * at boot, and a dozen small files cost a request each (headers, and a preload a script
 * creates after the first paint) for no gain in caching, since they change together.
 */
const FACADES_DIR = fileURLToPath(new URL('./facades/', import.meta.url));
const SHARED_LIBRARIES_CHUNK = {
  test: (/** @type {import('webpack').Module} */ module) => {
    const file = module.nameForCondition() ?? '';
    return NODE_MODULES.test(file) || file.startsWith(FACADES_DIR);
  },
  chunks: /** @type {'async'} */ ('async'),
  name: 'shared-libraries',
  enforce: true,
  priority: 10,
};

/** The frontend's own page when it has one (the shell), else the common standalone dev-host page. */
function pageTemplate(/** @type {string} */ dir) {
  const own = path.join(dir, 'public/index.html');
  return fs.existsSync(own)
    ? own
    : fileURLToPath(new URL('../templates/dev-host.html', import.meta.url));
}

/**
 * @typedef {object} FrontendOptions
 * @property {string} dir          absolute path of the frontend package
 * @property {string} name         federation name (identifier-safe)
 * @property {number} port         dev-server port
 * @property {Record<string, string>} [exposes]  modules exposed to the shell
 * @property {boolean} [isHost]     the shell: publicPath '/', history fallback
 * @property {string[]} [runtimePlugins] absolute paths of MF runtime plugins
 * @property {string} [copyDir]     a folder copied as-is into dist (public assets)
 * @property {string} [title]
 */

/**
 * @param {FrontendOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createFrontendConfig(options) {
  const {
    dir,
    name,
    port,
    exposes = {},
    isHost = false,
    runtimePlugins = [],
    copyDir,
    title,
  } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const shared = isHost
      ? { ...sharedSingletons(dir), ...providedForOlderRemotes(dir) }
      : sharedSingletons(dir, { ownCopies: !production });
    // A remote's own page (its standalone dev host) exists only in development builds:
    // production remotes ship their remoteEntry and exposed chunks, nothing else.
    const withPage = isHost || !production;
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: /** @type {import('webpack').EntryObject} */ (
        withPage ? { main: './src/index.ts' } : {}
      ),
      output: {
        path: path.join(dir, 'dist'),
        // The shell serves deep links, so its assets resolve from the root; remotes are
        // loaded from another origin and must resolve from wherever their entry lives.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
        uniqueName: name,
        clean: true,
        chunkLoadTimeout: 120000,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        conditionNames: ['browser', 'import', 'module', 'default'],
        alias: facadeAliases(dir),
      },
      module: {
        // An import of a name a module does not export (e.g. an API a shared library's facade
        // leaves out) fails the build instead of being undefined at runtime.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [sourceRule(production), assetRule],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remotes are registered at runtime from /remotes.json, never at build time.
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          // Production remotes use the shell's federation runtime instead of bundling
          // their own copy (~27 KB gzip each); dev builds keep one to run standalone.
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // Remotes are registered by their remoteEntry.js URL, never by manifest snapshot.
            optimization: { disableSnapshot: true, target: 'web' },
          },
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: pageTemplate(dir),
                title: title ?? name,
                chunks: ['main'],
              }),
            ]
          : []),
        ...(isHost && production ? [new BootPreloadPlugin(path.join(dir, 'src/index.ts'))] : []),
        new VersionFilePlugin(name),
        new ContractFilePlugin(shared),
        ...(copyDir
          ? [
              new CopyWebpackPlugin({
                patterns: [
                  {
                    from: copyDir,
                    to: '.',
                    globOptions: { ignore: ['**/index.html'] },
                    noErrorOnMissing: true,
                  },
                ],
              }),
            ]
          : []),
      ],
      optimization: {
        minimize: production,
        // webpack's default groups, except that a facaded package stays in its facade's chunk.
        splitChunks: {
          cacheGroups: {
            defaultVendors: {
              test: splitVendors,
              idHint: 'vendors',
              priority: -10,
              reuseExistingChunk: true,
            },
            default: { test: splitDefault, minChunks: 2, priority: -20, reuseExistingChunk: true },
            ...(isHost && production ? { sharedLibraries: SHARED_LIBRARIES_CHUNK } : {}),
          },
        },
        minimizer: [
          new TerserPlugin({
            minify: TerserPlugin.swcMinify,
            terserOptions: { compress: { passes: 2 } },
          }),
        ],
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: isHost,
        headers: { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: false },
      },
      stats: 'errors-warnings',
    };
  };
}
