// What `npm run build` made runs every library as its production build, in the browser and on
// the server: no module of a known development build in any bundle (each bundle's source map names
// the modules it holds), and none of the development-only code a library leaves in when it is
// built for development (the text of its development warnings).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES, ROOT } from '../fixtures/topology.mjs';

/** Every app's browser build and server build. */
const BUILDS = [
  'shell/dist',
  'shell/server/dist/ssr',
  ...REMOTES.flatMap((name) => [`mf-${name}/dist`, `mf-${name}/dist/server`]),
];

/** Modules of development builds, as a source map names them. */
const DEVELOPMENT_MODULES = [
  // React Router's package exports name only this one (see shared/build/production-builds.mjs).
  /node_modules\/react-router\/dist\/development\//,
  // React, React DOM, the scheduler, use-sync-external-store: cjs/<name>.development.js.
  /node_modules\/[^/]+\/cjs\/[^/]+\.development\.js$/,
  // Redux Toolkit's and others' development bundles.
  /node_modules\/.+\.development\.c?js$/,
];

/** Code only a development build keeps: each library's development warnings or switch. */
const DEVELOPMENT_CODE = [
  'ENABLE_DEV_WARNINGS = true', // React Router
  'Each child in a list should have a unique', // React DOM
  'A non-serializable value was detected', // Redux Toolkit
  'Over 200 classes were generated for component', // styled-components
];

async function filesOf(dir: string) {
  const all = await readdir(path.join(ROOT, dir), { recursive: true });
  // A browser build's folder holds its server build too: each is read as a build of its own.
  const own = all.filter((file) => !file.startsWith('server/'));
  return own.map((file) => path.join(ROOT, dir, file));
}

for (const build of BUILDS) {
  test(`${build} holds production builds only`, async () => {
    const files = await filesOf(build);
    const maps = files.filter((file) => file.endsWith('.js.map'));
    const scripts = files.filter((file) => /\.c?js$/.test(file));
    expect(maps.length, `${build}: no source maps (was it built?)`).toBeGreaterThan(0);
    const modules = new Set<string>();
    for (const map of maps) {
      const { sources } = JSON.parse(await readFile(map, 'utf8')) as { sources: string[] };
      for (const source of sources) modules.add(source);
    }
    // Every app bundles React Router (the shell provides it; a remote keeps its own copy for a
    // shell without it): its production build.
    expect([...modules].some((source) => source.includes('react-router/dist/production/'))).toBe(
      true,
    );
    const development = [...modules].filter((source) =>
      DEVELOPMENT_MODULES.some((pattern) => pattern.test(source)),
    );
    expect(development, `${build} bundles development builds`).toEqual([]);
    const found: string[] = [];
    for (const script of scripts) {
      const text = await readFile(script, 'utf8');
      for (const code of DEVELOPMENT_CODE)
        if (text.includes(code)) found.push(`${path.relative(ROOT, script)}: ${code}`);
    }
    expect(found, `${build} keeps development-only code`).toEqual([]);
  });
}
