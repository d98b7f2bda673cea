// Bundles the shell's server into server/dist/server.js: shared contracts and the shell's route
// table are bundled in; npm dependencies stay external.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@storefront/'));

await build({
  entryPoints: [path.join(root, 'server/src/main.ts')],
  outfile: path.join(root, 'server/dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.log('shell: built server/dist/server.js');
