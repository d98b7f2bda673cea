// Bundles a Node server of the repository into one ESM file: the workspace packages (TypeScript
// sources) are bundled in, every npm dependency stays external and is installed beside it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/**
 * @param {object} options
 * @param {string} options.root     the package folder (its package.json lists the dependencies)
 * @param {string} options.entry    entry file, relative to root
 * @param {string} options.outfile  output file, relative to root
 */
export async function bundleServer({ root, entry, outfile }) {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const external = Object.keys(pkg.dependencies ?? {}).filter(
    (name) => !name.startsWith('@storefront/'),
  );
  await build({
    entryPoints: [path.join(root, entry)],
    outfile: path.join(root, outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
}
