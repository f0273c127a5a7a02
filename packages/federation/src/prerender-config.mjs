// @ts-check
/**
 * A Node build of a frontend's pre-render entry (docs/decisions/051): the same sources and
 * loaders as its browser build, rendered to HTML by react-dom/server. One file, no Module
 * Federation: in Node the libraries are plain imports, each once.
 */
import path from 'node:path';
import webpack from 'webpack';
import { assetRule, sourceRule } from './rules.mjs';

/**
 * @param {{ dir: string; entry: string; outDir: string }} options  the frontend package, its
 *   pre-render entry (relative to it) and the folder the bundle is written to
 * @returns {import('webpack').Configuration}
 */
export function createPrerenderConfig({ dir, entry, outDir }) {
  return {
    context: dir,
    mode: 'production',
    target: 'node20',
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(dir, outDir),
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      conditionNames: ['node', 'import', 'require', 'default'],
    },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [sourceRule(true), { ...assetRule, generator: { emit: false } }],
    },
    // readable stack traces when a page fails to render; nothing here is shipped to browsers
    optimization: { minimize: false },
    // one file: the shell's server loads it from the remote's origin to draw pages per
    // request (ADR 081), where no chunk beside it could be found
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
