// Bundles the shell's server into server/dist/server.js, the route table and contracts included.
import path from 'node:path';
import { bundleServer } from '@storefront/shared/bundle-server';

await bundleServer({
  root: path.resolve(import.meta.dirname, '..'),
  entry: 'server/src/main.ts',
  outfile: 'server/dist/server.js',
});
console.log('shell: built server/dist/server.js');
