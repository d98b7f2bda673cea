// An app's build fails when it uses an export of a trimmed shared library that the platform does
// not offer (see platform-exports.mjs), and passes when it keeps to the offered ones.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import webpack from 'webpack';
import { createAppConfig } from './webpack.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A remote of a test's own whose `./remote` module has the given source. */
async function buildRemote(dir, source) {
  await writeFile(path.join(dir, 'src/remote.ts'), source);
  const config = createAppConfig({
    dir,
    kind: 'remote',
    name: 'probe',
    port: 0,
    mode: 'development',
  });
  config.infrastructureLogging = { level: 'none' };
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
  );
  return stats.toJson({ all: false, errors: true }).errors.map((error) => error.message);
}

describe('the exports the platform offers', () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-probe-'));
    await mkdir(path.join(dir, 'src'));
    await symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
    // The singletons' versions, as a remote of the repository asks for them.
    const { dependencies } = JSON.parse(
      await readFile(path.join(ROOT, 'mf-catalog/package.json'), 'utf8'),
    );
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: 'probe', version: '0.0.0', type: 'module', dependencies }),
    );
    await writeFile(path.join(dir, 'src/index.ts'), "void import('./remote');\n");
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('let a remote build that keeps to them', async () => {
    const errors = await buildRemote(
      dir,
      "import { Link, useLocation } from 'react-router';\nexport default { Link, useLocation };\n",
    );
    assert.deepEqual(errors, []);
  });

  it('fail the build of a remote that uses another export, naming the file and the export', async () => {
    const errors = await buildRemote(
      dir,
      "import { useBlocker } from 'react-router';\nexport default { useBlocker };\n",
    );
    assert.equal(errors.length, 1);
    assert.match(errors[0], /src\/remote\.ts uses "useBlocker" of react-router/);
    assert.match(errors[0], /shipped with the shell first/);
  });

  it('fail the build of a remote that takes a trimmed library as a whole', async () => {
    const errors = await buildRemote(
      dir,
      "import * as i18n from 'react-i18next';\nexport default i18n;\n",
    );
    assert.match(errors.join('\n'), /uses the whole module of react-i18next/);
  });
});
