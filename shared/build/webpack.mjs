// The webpack preset of every storefront app: one place for the loaders, the Module Federation
// singletons and the output layout, so the shell and the remotes cannot drift apart.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PLATFORM_EXPORTS } from './platform-exports.mjs';
import { PlatformExportsPlugin, libraryAliases, trimmedLibrary } from './platform-shared.mjs';

const require = createRequire(import.meta.url);

/** Packages with exactly one copy at run time (ARCHITECTURE.md, "Shared singletons"). */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
  'styled-components',
  '@storefront/shared',
];

const packageOf = (request) =>
  request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];

function sharedConfig(appDir, appPackage) {
  const sharedPackage = JSON.parse(
    readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
  );
  const versions = { ...sharedPackage.dependencies, ...appPackage.dependencies };
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const name = packageOf(request);
      const version = name === '@storefront/shared' ? `^${sharedPackage.version}` : versions[name];
      if (!version)
        throw new Error(`${appPackage.name} must depend on ${name} (a shared singleton)`);
      const trimmed = request in PLATFORM_EXPORTS ? trimmedLibrary(appDir, request) : {};
      return [request, { singleton: true, requiredVersion: version, ...trimmed }];
    }),
  );
}

function swcRule(dev) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
          experimental: {
            plugins: [
              [require.resolve('@swc/plugin-styled-components'), { ssr: true, displayName: true }],
            ],
          },
        },
      },
    },
  };
}

const harnessPage = (name) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${name} remote: dev harness</title></head><body><div id="root"></div></body></html>`;

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
 * Writes the chunk graph of a production build to build-stats.json beside dist, for the size
 * report (`npm run size -w @storefront/e2e`). It is not served.
 */
class ChunkGraphPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.done.tapPromise('ChunkGraphPlugin', async (stats) => {
      const json = stats.toJson({
        all: false,
        assets: true,
        chunks: true,
        chunkOrigins: true,
        chunkRelations: true,
        entrypoints: true,
        ids: true,
      });
      await writeFile(this.file, JSON.stringify(json));
    });
  }
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
  const appPackage = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isRemote = kind === 'remote';
  const apiTarget = process.env.API_URL ?? 'http://localhost:4000';

  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
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
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...libraryAliases(),
        // One copy of the federation runtime core in the host (STACK.md): the injected external
        // runtime and the host's own would otherwise both bundle it.
        '@module-federation/runtime-tools/runtime-core$': path.join(
          path.dirname(require.resolve('@module-federation/runtime-core')),
          'index.js',
        ),
      },
    },
    module: { rules: [swcRule(dev)] },
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
        shared: sharedConfig(dir, appPackage),
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
      new HtmlWebpackPlugin({
        // The page is given as text: a template file would be compiled by a child compilation,
        // which runs Module Federation again and writes a second, unused set of shared chunks.
        // A remote's page is its dev harness; the container entry must not run there.
        ...(isRemote
          ? {
              templateContent: harnessPage(name),
              excludeChunks: [name],
              publicPath: '/',
            }
          : { templateContent: readFileSync(path.join(dir, 'src/index.html'), 'utf8') }),
        // The shell server fills the <!--storefront-*--> placeholders, so comments must stay.
        minify: dev
          ? false
          : { collapseWhitespace: true, removeComments: false, keepClosingSlash: true },
        ...html,
      }),
      new PlatformExportsPlugin(),
      ...(dev
        ? [new ReactRefreshPlugin({ overlay: false })]
        : [new ChunkGraphPlugin(path.join(dir, 'build-stats.json')), ...compressionPlugins()]),
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
