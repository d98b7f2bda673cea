// The webpack preset of every storefront app: one place for the loaders, the Module Federation
// singletons and the output layout, so the shell and the remotes cannot drift apart.
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { BuildInfoPlugin } from './build-info.mjs';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { PlatformExportsPlugin } from './platform-shared.mjs';
import { resolveConfig, sharedConfig, swcRule } from './webpack-parts.mjs';

export { SINGLETONS, providedVersions } from './webpack-parts.mjs';
export { contractVersion } from './contract-version.mjs';
export { createServerConfig } from './webpack-server.mjs';

const harnessPage = (name) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} remote: dev harness</title></head><body><div id="root"></div></body></html>`;

/**
 * The app's page: the shell's template (its server fills it), or a remote's dev harness page.
 * The page is given as text: a template file would be compiled by a child compilation, which runs
 * Module Federation again and writes a second, unused set of shared chunks.
 */
function htmlPlugin({ dir, name, isRemote, dev, html }) {
  return new HtmlWebpackPlugin({
    // The container entry must not run on the harness page.
    ...(isRemote
      ? { templateContent: harnessPage(name), excludeChunks: [name], publicPath: '/' }
      : { templateContent: readFileSync(path.join(dir, 'src/index.html'), 'utf8') }),
    // The shell server fills the <!--storefront-*--> placeholders, so comments must stay.
    minify: dev
      ? false
      : { collapseWhitespace: true, removeComments: false, keepClosingSlash: true },
    ...html,
  });
}

/** Text files of a build that servers send compressed. */
const COMPRESSIBLE = /\.(js|json|html|svg|txt|css)$/;

/**
 * A brotli and a gzip file beside each text file of a production build, at the highest levels
 * (made once, served many times): the servers pick one by the browser's Accept-Encoding.
 */
function compressionPlugins() {
  const common = { test: COMPRESSIBLE, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.dir          the app's folder (import.meta.dirname of its config)
 * @param {'host' | 'remote'} options.kind
 * @param {string} options.name         federation name: shell, catalog, checkout, profile, content
 * @param {number} options.port         dev server port
 * @param {string} options.mode         webpack mode
 * @param {string[]} [options.runtimePlugins]
 * @param {object} [options.html]       HtmlWebpackPlugin options
 * @param {object} [options.devServer]  extra dev server options
 */
export function createAppConfig({
  dir,
  kind,
  name,
  port,
  mode,
  runtimePlugins = [],
  html = {},
  devServer = {},
}) {
  const dev = mode !== 'production';
  const isRemote = kind === 'remote';
  const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

  return {
    name,
    mode: dev ? 'development' : 'production',
    context: dir,
    // A remote's own page is its dev harness: its production build is the container alone.
    entry: isRemote && !dev ? {} : { main: './src/index.ts' },
    // Production maps are written for an error tracker but not named in the scripts: the servers
    // keep them private by default (SOURCE_MAPS_PUBLIC), and a browser asks for none.
    devtool: dev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // The shell's files live under /assets/, apart from its pages; a remote's next to its entry.
      publicPath: isRemote ? 'auto' : '/assets/',
      uniqueName: name,
      // Entry files keep plain names: webpack 5.111 cannot hash them with Module Federation
      // (module-federation/core#5077). The server revalidates them; every other chunk is hashed
      // and cached for good.
      filename: '[name].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // The server build (dist/server) is made by its own compilation.
      clean: { keep: /^server\// },
    },
    resolve: resolveConfig({ dev }),
    module: { rules: [swcRule({ dev })] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isRemote
          ? {
              filename: 'remoteEntry.js',
              exposes: { './remote': './src/remote.ts' },
              manifest: true,
            }
          : { remotes: {}, manifest: false }),
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        dts: false,
        experiments: {
          // The host provides its federation runtime to the remotes, which then ship without
          // their own copy (~15 KiB gzip each). A remote's dev build keeps its own, so its
          // standalone harness runs without the shell.
          ...(isRemote ? { externalRuntime: !dev } : { provideExternalRuntime: true }),
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
      }),
      // A remote's production build is its container alone, with what its release records.
      ...(isRemote && !dev
        ? [new BuildInfoPlugin({ remote: name })]
        : [htmlPlugin({ dir, name, isRemote, dev, html })]),
      new PlatformExportsPlugin(),
      ...(dev
        ? [new ReactRefreshPlugin({ overlay: false })]
        : [new CompileHintsPlugin(), ...compressionPlugins()]),
    ],
    optimization: {
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      hot: true,
      // Every page path gets the app's HTML (the shell's lives under /assets/ like its chunks).
      historyApiFallback: { index: isRemote ? '/index.html' : '/assets/index.html' },
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api/v1'], target: apiTarget, changeOrigin: false }],
      client: { overlay: false },
      ...devServer,
    },
  };
}
