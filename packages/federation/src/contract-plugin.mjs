// @ts-check
/**
 * Emits contract.json beside each frontend's entry: the shared modules it provides (their
 * versions) and the ranges it requires of them, as its federation runtime applies them
 * (mf-manifest.json prints a range even where none is applied). The contract check reads it
 * to tell which builds can run together (scripts/contract-check.mjs, ADR 086).
 */
export class ContractFilePlugin {
  /**
   * @param {Record<string, { version: string; requiredVersion: string | false; shareKey?: string; import?: string | false }>} shared
   */
  constructor(shared) {
    const entries = Object.entries(shared);
    this.contract = {
      provides: Object.fromEntries(
        entries
          .filter(([, config]) => config.import !== false)
          .map(([id, config]) => [config.shareKey ?? id, config.version]),
      ),
      requires: Object.fromEntries(
        entries
          .filter(([, config]) => typeof config.requiredVersion === 'string')
          .map(([id, config]) => [config.shareKey ?? id, config.requiredVersion]),
      ),
    };
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ContractFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ContractFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          compilation.emitAsset(
            'contract.json',
            new sources.RawSource(JSON.stringify(this.contract, null, 2)),
          );
        },
      );
    });
  }
}
