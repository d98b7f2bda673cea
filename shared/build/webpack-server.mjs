// The server build of an app: the same modules and singletons as its browser build, compiled for
// Node. A remote publishes it beside its browser build (dist/server), and the shell's server loads
// it over HTTP at run time, so a remote's deploy changes what the server renders too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PlatformExportsPlugin } from './platform-shared.mjs';
import { resolveConfig, sharedConfig, swcRule } from './webpack-parts.mjs';

const require = createRequire(import.meta.url);

/**
 * @param {object} options
 * @param {string} options.dir      the app's folder
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name     federation name
 * @param {string} options.mode     webpack mode
 * @param {string} [options.entry]  the host's server entry
 * @param {string} [options.outputPath]
 * @param {string[]} [options.runtimePlugins]
 */
export function createServerConfig({
  dir,
  kind,
  name,
  mode,
  entry,
  outputPath,
  runtimePlugins = [],
}) {
  const dev = mode !== 'production';
  const isRemote = kind === 'remote';
  return {
    name: `${name}-server`,
    mode: dev ? 'development' : 'production',
    target: 'async-node',
    context: dir,
    entry: isRemote ? {} : { main: entry },
    devtool: 'source-map',
    output: {
      path: outputPath ?? path.join(dir, 'dist/server'),
      // Chunks are found beside the entry they were loaded with (over HTTP, or on disk).
      publicPath: '',
      uniqueName: `${name}-server`,
      library: { type: 'commonjs-module' },
      // The host's entry is required by its HTTP server, whose package says "type": "module".
      filename: isRemote ? '[name].js' : '[name].cjs',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: resolveConfig({ dev }),
    module: { rules: [swcRule({ dev: false })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              exposes: { './remote': './src/remote.ts' },
              manifest: true,
            }
          : { remotes: {}, manifest: false }),
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          ...(isRemote ? [path.join(import.meta.dirname, 'release-chunks-plugin.mjs')] : []),
          ...runtimePlugins,
        ],
        dts: false,
      }),
      new PlatformExportsPlugin(),
    ],
    // Read by a server, not sent to browsers: readable stack traces matter more than bytes.
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
