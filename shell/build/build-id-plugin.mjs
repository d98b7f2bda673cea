import { randomBytes } from 'node:crypto';
import webpack from 'webpack';

/** Writes builds/latest.json with a new build id; open pages poll it to learn of a new build. */
export class BuildIdPlugin {
  apply(compiler) {
    const id = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = JSON.stringify({ id, builtAt: new Date().toISOString() });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}
