// Bundles the API into dist/server.js (the shared contracts are TypeScript, so they are bundled
// in; every npm dependency stays external) and copies the migrations beside it.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@storefront/'));

await rm(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/server.ts')],
  outfile: path.join(root, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
console.log('api: built dist/server.js');
