// @ts-check
/**
 * The loaders every build uses, the browser's and the pre-render's alike: a page rendered to
 * HTML at build time is hydrated by the browser bundle, so both must compile the same source
 * the same way.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
/** swc compiles its plugin once and keeps it here, not in each frontend's folder. */
const PLUGIN_CACHE = fileURLToPath(new URL('../node_modules/.cache/swc', import.meta.url));

/**
 * TypeScript and JSX through swc, with the styled-components plugin: it gives each styled
 * component an id from its file's content and its rank in the file, instead of the order in
 * which the page happened to create them. The HTML pre-rendered in Node and the browser's
 * first render then carry the same class names (docs/decisions/051).
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule}
 */
export function sourceRule(production) {
  return {
    test: /\.(t|j)sx?$/,
    exclude: /node_modules\/(?!\.pnpm\/.*@ped)/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
          experimental: {
            cacheRoot: PLUGIN_CACHE,
            plugins: [
              [
                require.resolve('@swc/plugin-styled-components'),
                { displayName: !production, ssr: true, pure: true },
              ],
            ],
          },
        },
      },
    },
  };
}

/** Small images inlined, larger ones emitted. */
export const assetRule = /** @type {import('webpack').RuleSetRule} */ ({
  test: /\.(png|jpe?g|svg|webp|woff2?)$/,
  type: 'asset',
  parser: { dataUrlCondition: { maxSize: 4096 } },
});
