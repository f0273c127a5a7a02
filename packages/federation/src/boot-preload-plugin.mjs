// @ts-check
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * The shell's page only: `<link rel="preload" as="script">` for the scripts every page loads
 * as soon as main.js has run (the chunk behind the entry's async boundary, and the chunks of the
 * shared libraries the shell provides), so that they download alongside main.js instead of
 * after it (docs/decisions/009-performance-budget-of-home.md).
 */
export class BootPreloadPlugin {
  /** @param {string} entryModule absolute path of the entry module (its dynamic import is the async boundary) */
  constructor(entryModule) {
    this.entryModule = entryModule;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'BootPreloadPlugin',
        (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const links = this.bootFiles(compilation).map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }

  /**
   * @param {import('webpack').Compilation} compilation
   * @returns {string[]}
   */
  bootFiles(compilation) {
    const { chunkGraph } = compilation;
    /** @type {Set<import('webpack').ChunkGroup>} */
    const groups = new Set();
    const entry = compilation.entrypoints.get('main');
    for (const child of entry?.getChildren() ?? []) {
      if (
        child.origins.some(
          (origin) =>
            origin.module &&
            'resource' in origin.module &&
            origin.module.resource === this.entryModule,
        )
      )
        groups.add(child);
    }
    for (const module of compilation.modules) {
      if (module.type !== 'provide-module') continue;
      for (const block of module.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) groups.add(group);
      }
    }
    const files = new Set();
    for (const group of groups) {
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      }
    }
    return [...files].sort();
  }
}
