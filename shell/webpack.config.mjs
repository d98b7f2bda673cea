import { randomBytes } from 'node:crypto';
import path from 'node:path';
import webpack from 'webpack';
import { createAppConfig } from '@storefront/shared/webpack';
import { FirstLoadPlugin } from './build/first-load-plugin.mjs';

/** Writes builds/latest.json with a new build id; open pages poll it to learn of a new build. */
class BuildIdPlugin {
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

export default (_env, argv) => {
  const config = createAppConfig({
    dir: import.meta.dirname,
    kind: 'host',
    name: 'shell',
    port: 3000,
    mode: argv.mode,
    runtimePlugins: [path.join(import.meta.dirname, 'src/federation/retry-plugin.ts')],
    // The entry is deferred, so it can sit in the head where the browser finds it first.
    html: { inject: 'head' },
    devServer: { static: { directory: path.join(import.meta.dirname, 'public') } },
  });
  config.plugins.push(new BuildIdPlugin(), new FirstLoadPlugin());
  return config;
};
