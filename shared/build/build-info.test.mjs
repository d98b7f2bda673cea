// Every remote's production browser build says which remote it is and the contract version it
// was built against (dist/build-info.json), for its release.
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { BuildInfoPlugin } from './build-info.mjs';
import { contractVersion } from './contract-version.mjs';
import { createAppConfig } from './webpack.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe("a remote's build info", () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-build-info-'));
    await writeFile(path.join(dir, 'index.js'), 'export const remote = true;\n');
    const config = {
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: path.join(dir, 'dist') },
      plugins: [new BuildInfoPlugin({ remote: 'content' })],
      infrastructureLogging: { level: 'none' },
    };
    const stats = await promisify(webpack)(config);
    assert.ok(!stats.hasErrors(), stats.toString());
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('names the remote and the contract version of the sources it was built from', async () => {
    const info = JSON.parse(await readFile(path.join(dir, 'dist/build-info.json'), 'utf8'));
    assert.deepEqual(info, { remote: 'content', contract: contractVersion() });
    assert.match(info.contract, /^\d+\.\d+\.\d+$/);
  });

  it("is written by a remote's production browser build, not by the shell's or a dev build", () => {
    const plugins = (kind, name, mode) =>
      createAppConfig({
        dir: path.join(ROOT, kind === 'host' ? name : `mf-${name}`),
        kind,
        name,
        port: 0,
        mode,
      }).plugins.filter((plugin) => plugin instanceof BuildInfoPlugin);
    assert.deepEqual(
      plugins('remote', 'catalog', 'production').map((plugin) => plugin.remote),
      ['catalog'],
    );
    assert.deepEqual(plugins('remote', 'catalog', 'development'), []);
    assert.deepEqual(plugins('host', 'shell', 'production'), []);
  });
});
