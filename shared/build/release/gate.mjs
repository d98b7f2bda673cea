// The gate: whether the live shell can run a release, checked before the pointer moves. A remote
// takes its shared singletons (React, the router, the store...) from the shell, so each must be
// there in a version the release accepts; and both must be built against the same major version
// of the cross-team contract.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { ReleaseError, failureReason } from './errors.mjs';

/**
 * @typedef {import('./release-info.mjs').Release} Release
 * @typedef {{ id?: string, contract?: string | null, shared?: Record<string, string> }} ShellBuild
 *   the shell's builds/latest.json
 */

const SHELL_BUILD_FILE = 'builds/latest.json';
const SHELL_TIMEOUT_MS = 10_000;

/**
 * Why `shell` cannot run `release`, one message a problem; none when it can.
 * @param {Release} release
 * @param {ShellBuild} shell
 * @returns {string[]}
 */
export function fitProblems(release, shell) {
  const problems = [];
  for (const [name, { requiredVersion }] of Object.entries(release.shared ?? {})) {
    const provided = shell.shared?.[name];
    if (provided === undefined) {
      problems.push(`${name}: release ${release.id} needs it, the live shell does not provide it`);
    } else if (requiredVersion && !semver.satisfies(provided, requiredVersion)) {
      problems.push(
        `${name}: release ${release.id} needs ${requiredVersion}, the live shell provides ${provided}`,
      );
    }
  }
  const needed = semver.valid(release.contract ?? null);
  const offered = semver.valid(shell.contract ?? null);
  if (!needed) {
    problems.push(
      `contract: release ${release.id} names no contract version (${release.contract ?? 'its build has no build-info.json'})`,
    );
  }
  if (!offered) {
    problems.push(
      `contract: the live shell names no contract version (${shell.contract ?? 'its builds/latest.json has none'})`,
    );
  }
  if (needed && offered && semver.major(needed) !== semver.major(offered)) {
    problems.push(
      `contract: release ${release.id} is built against ${needed}, the live shell against ${offered} (another major version)`,
    );
  }
  return problems;
}

/**
 * The shell's builds/latest.json: from a running shell (`http(s)://…`) or a shell build folder.
 * @param {string} source
 * @returns {Promise<ShellBuild>}
 */
export async function readShellBuild(source) {
  const isUrl = /^https?:\/\//.test(source);
  const where = isUrl
    ? `${source.replace(/\/+$/, '')}/${SHELL_BUILD_FILE}`
    : path.resolve(source, SHELL_BUILD_FILE);
  let text;
  try {
    if (isUrl) {
      const response = await fetch(where, { signal: AbortSignal.timeout(SHELL_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`it answered ${response.status}`);
      text = await response.text();
    } else {
      text = await readFile(where, 'utf8');
    }
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? 'it is not JSON' : failureReason(error);
    throw new ReleaseError(
      'failed',
      `the gate could not be checked: cannot read the shell's build at ${where} (${reason}); pass the live shell with --shell or RELEASE_SHELL`,
    );
  }
}

/**
 * Refuses (exit 3) a release the shell cannot run.
 * @param {Release} release
 * @param {string} shellSource
 */
export async function checkGate(release, shellSource) {
  const problems = fitProblems(release, await readShellBuild(shellSource));
  if (problems.length > 0) {
    throw new ReleaseError(
      'gate',
      `refused by the gate: the shell at ${shellSource} cannot run ${release.remote} release ${release.id}; the live release is unchanged`,
      problems,
    );
  }
}
