// @ts-check
/**
 * Emits version.json ({ name, version, builtAt }) beside each frontend's entry: the shell
 * polls these to tell visitors a newer shell or remote was deployed (docs/product.md §1.4).
 * `version` is the compilation hash, so it changes exactly when the output does.
 */
export class VersionFilePlugin {
  /** @param {string} name */
  constructor(name) {
    this.name = name;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const body = JSON.stringify({
            name: this.name,
            version: compilation.hash,
            builtAt: new Date().toISOString(),
          });
          compilation.emitAsset('version.json', new sources.RawSource(body));
        },
      );
    });
  }
}
