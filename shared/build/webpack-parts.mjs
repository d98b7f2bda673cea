// What the browser and server builds of every app share: the singletons and their versions, the
// TypeScript and styled-components compilation, and module resolution.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PLATFORM_EXPORTS } from './platform-exports.mjs';
import { libraryAliases, trimmedLibrary } from './platform-shared.mjs';
import { productionAliases, productionEntry } from './production-builds.mjs';

const require = createRequire(import.meta.url);

/** Packages with exactly one copy at run time, in the browser and on the server. */
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

/**
 * The version of a package as installed for a folder: the package.json of the folder Node would
 * resolve the package to from there (found directly: not every package exports its package.json).
 */
export function installedVersion(dir, name) {
  const paths = createRequire(path.join(dir, 'package.json')).resolve.paths(name) ?? [];
  for (const modules of paths) {
    const file = path.join(modules, name, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).version;
  }
  throw new Error(`${name} is not installed for ${dir}`);
}

/**
 * The version of each singleton the app provides, keyed by its share key as a remote's
 * mf-manifest.json names it: a subpath (`react/jsx-runtime`) has its package's version.
 */
export const providedVersions = (appDir) =>
  Object.fromEntries(
    SINGLETONS.map((request) => [request, installedVersion(appDir, packageOf(request))]),
  );

/** The app's package.json. */
export const appPackageOf = (dir) =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));

/** Module Federation's `shared`: every singleton, trimmed ones through their trimming module. */
export function sharedConfig(appDir) {
  const appPackage = appPackageOf(appDir);
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

/** TypeScript and JSX through SWC, with stable styled-components class names (same on both sides). */
export function swcRule({ dev, refresh = dev }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic', development: dev, refresh } },
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

/** Module resolution; `dev: false` resolves each library to its production build. */
export const resolveConfig = ({ dev }) => ({
  extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  alias: {
    ...libraryAliases((name) => (dev ? name : (productionEntry(name) ?? name))),
    ...(dev ? {} : productionAliases()),
    // One copy of the federation runtime core in the host: the injected external runtime and
    // the host's own would otherwise both bundle it.
    '@module-federation/runtime-tools/runtime-core$': path.join(
      path.dirname(require.resolve('@module-federation/runtime-core')),
      'index.js',
    ),
  },
});
