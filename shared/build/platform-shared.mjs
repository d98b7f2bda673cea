// Trimmed shared libraries: the shell provides only the exports of PLATFORM_EXPORTS, and every
// build fails when it uses another one (see platform-exports.mjs for why).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { PLATFORM_EXPORTS } from './platform-exports.mjs';

/**
 * The request a trimming module uses for the real library: a different name (so it does not
 * match the share key, which would make the module consume itself from the share scope), which
 * `libraryAliases` points at the library, resolved like any import of it.
 */
const LIBRARY_REQUEST = (name) => `@storefront/platform-library/${name}`;

/**
 * Resolve aliases from the trimming modules' requests to the libraries: to `target(name)`, the
 * library's production entry in a production build (production-builds.mjs).
 */
export const libraryAliases = (target = (name) => name) =>
  Object.fromEntries(
    Object.keys(PLATFORM_EXPORTS).map((name) => [`${LIBRARY_REQUEST(name)}$`, target(name)]),
  );

/**
 * Writes the module that re-exports the offered names of a library, under the app's
 * node_modules/.cache, and returns the shared-config fields that provide it under the library's
 * share key and version.
 * @param {string} appDir
 * @param {string} name a key of PLATFORM_EXPORTS
 */
export function trimmedLibrary(appDir, name) {
  const dir = path.join(appDir, 'node_modules/.cache/storefront-platform');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[@/]/g, '_')}.mjs`);
  const names = PLATFORM_EXPORTS[name].join(', ');
  writeFileSync(file, `export { ${names} } from '${LIBRARY_REQUEST(name)}';\n`);
  const version = createRequire(path.join(appDir, 'package.json'))(`${name}/package.json`).version;
  return { import: file, version };
}

const CHECKED = new Set([
  'harmony import specifier',
  'harmony export imported specifier',
  'harmony import specifier (namespace)',
]);

/**
 * Fails the build when any module (the app's own or a library it bundles) imports a name from
 * a trimmed library that the platform does not offer, or takes the library as a whole
 * (`import * as`), which would need every export.
 */
export class PlatformExportsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PlatformExportsPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('PlatformExportsPlugin', (modules) => {
        const reported = new Set();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const offered = PLATFORM_EXPORTS[dependency.request];
            if (!offered || !CHECKED.has(dependency.type)) continue;
            const name = dependency.ids?.[0];
            if (name !== undefined && offered.includes(name)) continue;
            const where = path.relative(compiler.context, module.resource ?? module.identifier());
            const what = name === undefined ? 'the whole module' : `"${name}"`;
            const key = `${where} ${dependency.request} ${what}`;
            if (reported.has(key)) continue;
            reported.add(key);
            const error = new webpack.WebpackError(
              `${where} uses ${what} of ${dependency.request}, which the storefront platform ` +
                `does not offer. Offered: ${offered.join(', ')}. A new export is added in ` +
                `@storefront/shared/build/platform-exports.mjs and shipped with the shell first.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}
