// Bundles the API into dist/server.js (and its staff command, dist/staff.js) and copies the
// migrations beside them.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { bundleServer } from '@storefront/shared/bundle-server';

const root = path.resolve(import.meta.dirname, '..');
await rm(path.join(root, 'dist'), { recursive: true, force: true });
await bundleServer({ root, entry: 'src/server.ts', outfile: 'dist/server.js' });
await bundleServer({ root, entry: 'src/staff.ts', outfile: 'dist/staff.js' });
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), {
  recursive: true,
});
console.log('api: built dist/server.js and dist/staff.js');
