// What a release is, as release.json says it (see docs/releasing-a-remote.md): which remote, the
// commit, the cross-team contract it was built against and the shared singletons it needs.
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

/**
 * @typedef {{ version: string, requiredVersion: string | false }} SharedNeed
 * @typedef {{ remote: string, commit: string | null, contract: string | null,
 *   shared: Record<string, SharedNeed> }} BuildInfo what a release says of its build
 * @typedef {{ id: string, remote: string, publishedAt: string, commit: string | null,
 *   contract: string | null, shared: Record<string, SharedNeed> }} Release release.json
 * @typedef {{ remote?: string | null, commit?: string | null }} Origin what the files cannot say
 *   themselves: the remote's name when the build predates build-info.json, and the commit
 */

const REMOTE_NAME = /^[a-z][a-z0-9-]{0,63}$/;
const COMMIT = /^[0-9a-f]{7,64}$/;

/**
 * A JSON file's value, or undefined when there is no such file.
 * @param {string} file
 */
export async function readJsonIfPresent(file) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new ReleaseError('invalid', `${file} is not JSON`);
  }
}

/**
 * The singletons of a browser manifest (mf-manifest.json `shared[]`), by name: what the shell
 * must provide for the release to load.
 * @param {{ shared?: { name: string, version: string, singleton?: boolean, requiredVersion?: string | false }[] }} manifest
 * @returns {Record<string, SharedNeed>}
 */
export function singletonsOf(manifest) {
  const singletons = (manifest.shared ?? []).filter((entry) => entry.singleton);
  return Object.fromEntries(
    singletons.map(({ name, version, requiredVersion }) => [
      name,
      { version, requiredVersion: requiredVersion ?? false },
    ]),
  );
}

/**
 * What release.json says of the build in `dir`.
 * @param {string} dir
 * @param {Origin} origin
 * @returns {Promise<BuildInfo>}
 */
export async function describeBuild(dir, { remote = null, commit = null }) {
  const manifest = await readJsonIfPresent(path.join(dir, 'mf-manifest.json'));
  if (!manifest)
    throw new ReleaseError('invalid', `${dir} has no mf-manifest.json: not a remote's build`);
  // build-info.json is new: a build from before it says neither its remote nor its contract.
  const buildInfo = (await readJsonIfPresent(path.join(dir, 'build-info.json'))) ?? {};
  const name = buildInfo.remote ?? remote;
  if (typeof name !== 'string' || !REMOTE_NAME.test(name)) {
    throw new ReleaseError(
      'invalid',
      `cannot tell which remote ${dir} is: it has no build-info.json naming it, and no @storefront/mf-<name> package does`,
    );
  }
  if (commit !== null && !COMMIT.test(commit)) {
    throw new ReleaseError('invalid', `${commit} is not a git commit`);
  }
  return {
    remote: name,
    commit,
    contract: typeof buildInfo.contract === 'string' ? buildInfo.contract : null,
    shared: singletonsOf(manifest),
  };
}

/**
 * The remote a workspace folder builds, from its package name `@storefront/mf-<name>`.
 * @param {string} dir
 */
export async function remoteOfPackage(dir) {
  const pkg = await readJsonIfPresent(path.join(dir, 'package.json'));
  return /^@storefront\/mf-(.+)$/.exec(pkg?.name ?? '')?.[1] ?? null;
}

/**
 * The commit checked out in `dir`, or null outside a git checkout (an image build, a tarball).
 * @param {string} dir
 */
export function gitCommit(dir) {
  try {
    const out = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() || null;
  } catch {
    return null;
  }
}

/**
 * What a build in `dir` cannot say of itself: its workspace's remote name and commit, read from
 * the folder it was built in (the build folder's parent, e.g. mf-content for mf-content/dist).
 * @param {string} buildDir
 * @returns {Promise<Origin>}
 */
export async function originOf(buildDir) {
  const workspace = path.dirname(path.resolve(buildDir));
  return { remote: await remoteOfPackage(workspace), commit: gitCommit(workspace) };
}
