// builds/latest.json names a new build for the open pages, and says what a remote's release is
// checked against before it goes live on this shell: its contract version and the versions of the
// singletons it provides, keyed as a remote's mf-manifest.json names them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import webpack from 'webpack';
import { SINGLETONS, contractVersion } from '@storefront/shared/webpack';
import { BuildIdPlugin } from './build-id-plugin.mjs';

const SHELL_DIR = path.resolve(import.meta.dirname, '..');

const shellRequire = createRequire(path.join(SHELL_DIR, 'package.json'));
/** A package's version as the shell resolves it (@storefront/shared's package.json: beside build/). */
const versionOf = (name) =>
  name === '@storefront/shared'
    ? JSON.parse(
        readFileSync(
          path.join(path.dirname(shellRequire.resolve(`${name}/webpack`)), '../package.json'),
        ),
      ).version
    : shellRequire(`${name}/package.json`).version;

describe("the shell build's latest.json", () => {
  let dir;
  let latest;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-build-id-'));
    await writeFile(path.join(dir, 'index.js'), 'export const shell = true;\n');
    const stats = await promisify(webpack)({
      mode: 'production',
      // The shell's folder, as in its build: the singletons are resolved from there.
      context: SHELL_DIR,
      entry: path.join(dir, 'index.js'),
      output: { path: path.join(dir, 'dist') },
      plugins: [new BuildIdPlugin()],
      infrastructureLogging: { level: 'none' },
    });
    assert.ok(!stats.hasErrors(), stats.toString());
    latest = JSON.parse(await readFile(path.join(dir, 'dist/builds/latest.json'), 'utf8'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('names the build with a new id and the time it was built', () => {
    assert.deepEqual(Object.keys(latest), ['id', 'builtAt', 'contract', 'shared']);
    assert.match(latest.id, /^[0-9a-z]+-[0-9a-f]{8}$/);
    assert.ok(Math.abs(Date.parse(latest.builtAt) - Date.now()) < 60_000, latest.builtAt);
  });

  it('records the contract version the shell was built against', () => {
    assert.equal(latest.contract, contractVersion());
    assert.match(latest.contract, /^\d+\.\d+\.\d+$/);
  });

  it('records the installed version of every singleton, a subpath under its own name', () => {
    assert.deepEqual(Object.keys(latest.shared), SINGLETONS);
    assert.equal(latest.shared.react, versionOf('react'));
    assert.equal(latest.shared['react/jsx-runtime'], versionOf('react'));
    assert.equal(latest.shared['react-dom/client'], versionOf('react-dom'));
    assert.equal(latest.shared['@storefront/shared'], versionOf('@storefront/shared'));
  });
});
