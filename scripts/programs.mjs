// Where the programs the tests run are found on this machine, and how missing ones are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Whether `command` is a program on the PATH. */
export function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir && existsSync(path.join(dir, command)));
}

/** PostgreSQL's server programs: on the PATH, or where Debian puts them. */
export function postgresBinDir() {
  if (onPath('initdb') && onPath('postgres')) return '';
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin/initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : null;
}

/** Playwright's own Chromium where it could be downloaded, else Debian's. */
export async function hasChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    if (existsSync(chromium.executablePath())) return true;
  } catch {
    // Playwright is not installed yet (before `npm install`): only Debian's can count.
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((file) => existsSync(file));
}

/** Root on Debian: what a missing program needs is installed, not asked for. */
export function canInstallDebianPackages() {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && onPath('apt-get');
}

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * Installs Debian packages without starting their services (policy-rc.d answers "not now"): the
 * tests start their own PostgreSQL, nginx and Redis on ports of their own.
 */
export function aptInstall(packages) {
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    // Another apt-get at work (an unattended upgrade) is waited for, not failed on.
    const wait = ['-o', 'DPkg::Lock::Timeout=300'];
    run('apt-get', [...wait, 'update', '-qq']);
    run('apt-get', [...wait, 'install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } finally {
    if (ownPolicy) rmSync(policy);
  }
}
