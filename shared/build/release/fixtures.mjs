// Small fake builds and shells for the release tests: the files a remote's build has, without
// webpack.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** A new folder for one test file's stores, builds and shells (remove it after). */
export const temporaryDir = () => mkdtemp(path.join(os.tmpdir(), 'release-test-'));

/**
 * A remote's build in a new folder in `parent`: browser and server entry points, a hashed chunk,
 * its manifest with one shared singleton (react), and build-info.json.
 * @param {string} parent
 * @param {{ react?: string, contract?: string | null, chunk?: string, remote?: string }} [options]
 *   `chunk`: the chunk's text, to tell builds apart
 */
export async function fakeBuild(
  parent,
  { react = '^19.3.1', contract = '1.0.0', chunk = 'console.log(1);', remote = 'content' } = {},
) {
  const dir = await mkdtemp(path.join(parent, 'build-'));
  const manifest = {
    name: remote,
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: react },
      { name: 'lodash', version: '4.17.21', singleton: false, requiredVersion: '^4.17.0' },
    ],
  };
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'remoteEntry.js'), `var ${remote};`);
  await writeFile(path.join(dir, '12.abcdef12.js'), chunk);
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'server/remoteEntry.js'), 'module.exports = {};');
  if (contract !== null) {
    await writeFile(path.join(dir, 'build-info.json'), JSON.stringify({ remote, contract }));
  }
  return dir;
}

/**
 * A shell build folder in `parent` with its builds/latest.json.
 * @param {string} parent
 * @param {{ react?: string, contract?: string }} [options]
 */
export async function fakeShell(parent, { react = '19.3.1', contract = '1.2.0' } = {}) {
  const dir = await mkdtemp(path.join(parent, 'shell-'));
  await mkdir(path.join(dir, 'builds'));
  const latest = { id: 'shell-1', builtAt: new Date().toISOString(), contract, shared: { react } };
  await writeFile(path.join(dir, 'builds/latest.json'), JSON.stringify(latest));
  return dir;
}
