import { randomBytes } from 'node:crypto';
import webpack from 'webpack';
import { contractVersion, providedVersions } from '@storefront/shared/webpack';

/**
 * Writes builds/latest.json: a new build id, which open pages poll to learn of a new build, and
 * what a remote's release is checked against before it goes live on this shell: the contract
 * version the shell was built against and the version of each singleton it provides.
 */
export class BuildIdPlugin {
  apply(compiler) {
    const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = JSON.stringify({
            id,
            builtAt: new Date().toISOString(),
            contract: contractVersion(),
            // The shell provides the singletons as installed for its own folder (the context).
            shared: providedVersions(compiler.context),
          });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}
