// dist/build-info.json of a remote's browser build: which remote it is and the contract version
// it was built against. Its release records both, and `promote` compares the contract's major
// with the live shell's (docs/releasing-a-remote.md).
import webpack from 'webpack';
import { contractVersion } from './contract-version.mjs';

export class BuildInfoPlugin {
  /** @param {{ remote: string }} options the remote's name: catalog, checkout, profile, content */
  constructor({ remote }) {
    this.remote = remote;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Read at each compilation, not once: the version the sources say as the build runs.
          const body = JSON.stringify({ remote: this.remote, contract: contractVersion() });
          compilation.emitAsset('build-info.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}
