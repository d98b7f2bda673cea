// Where the programs the tests run are found on this machine.
import { existsSync, readdirSync } from 'node:fs';
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
