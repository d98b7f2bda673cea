// Production builds of the libraries whose package exports do not give one to a production
// bundle. React Router 7 ships dist/production beside dist/development, but its package.json
// names only the development build, for every condition (remix-run/react-router#12532, #14102):
// without this, every shopper's browser and the server would run it with its development warnings
// on (`ENABLE_DEV_WARNINGS = true`). The other libraries choose by `process.env.NODE_ENV`, which
// webpack's production mode sets. e2e/tests/production-builds.spec.ts reads the built bundles for
// every development build it knows.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Each library's production entry, relative to its package folder. */
const PRODUCTION_ENTRIES = { 'react-router': 'dist/production/index.mjs' };

/** The production entry of `name` when a production build needs another file than its exports' one. */
export function productionEntry(name) {
  const entry = PRODUCTION_ENTRIES[name];
  return entry && path.join(path.dirname(require.resolve(`${name}/package.json`)), entry);
}

/** Resolve aliases of a production build: each such library's bare import to its production entry. */
export const productionAliases = () =>
  Object.fromEntries(
    Object.keys(PRODUCTION_ENTRIES).map((name) => [`${name}$`, productionEntry(name)]),
  );
