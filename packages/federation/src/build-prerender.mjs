// @ts-check
import path from 'node:path';
import webpack from 'webpack';
import { createPrerenderConfig } from './prerender-config.mjs';

/**
 * Builds a frontend's pre-render entry for Node and resolves to the bundle's path.
 * @param {{ dir: string; entry: string; outDir: string }} options
 * @returns {Promise<string>}
 */
export function buildPrerenderBundle(options) {
  return new Promise((resolve, reject) => {
    webpack(createPrerenderConfig(options), (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors())
        return reject(new Error(stats?.toString('errors-only') ?? 'build du pré-rendu impossible'));
      resolve(path.join(options.dir, options.outDir, 'render.cjs'));
    });
  });
}
