// Builds the apps whose production build is missing, so a benchmark runs on a fresh clone after
// `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES, ROOT } from '../fixtures/topology.mjs';

const BUILDS = [
  { workspace: '@storefront/api', outputs: ['api/dist/server.js'] },
  {
    workspace: '@storefront/shell',
    outputs: ['shell/dist/main.js', 'shell/server/dist/server.js'],
  },
  ...REMOTES.map((name) => ({
    workspace: `@storefront/mf-${name}`,
    outputs: [`mf-${name}/dist/mf-manifest.json`],
  })),
];

export function ensureBuilds() {
  for (const { workspace, outputs } of BUILDS) {
    if (outputs.every((file) => existsSync(path.join(ROOT, file)))) continue;
    console.log(`Building ${workspace} (no production build yet)`);
    const result = spawnSync('npm', ['run', 'build', '--workspace', workspace], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`Building ${workspace} failed`);
  }
}
