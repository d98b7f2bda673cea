// The programs `npm test` needs besides Node: a Chromium for the end-to-end suite, a PostgreSQL
// server for the API suite's second pass, and nginx, redis-server and docker-compose for the
// replica, remote-image and compose-file tests. A missing one is installed when this runs as root
// on Debian (as CI does, on a fresh machine); anywhere else the run stops at once with one line
// naming what to install, since a suite that skips itself has not passed.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { hasChromium, onPath, postgresBinDir } from './programs.mjs';

/** Each program: how to tell it is here, and Debian's package for it. */
const PROGRAMS = [
  { name: 'Chromium', present: hasChromium, debian: 'chromium' },
  {
    name: 'a PostgreSQL server',
    present: () => Boolean(process.env.DATABASE_URL) || postgresBinDir() !== null,
    debian: 'postgresql',
  },
  { name: 'nginx', present: () => onPath('nginx'), debian: 'nginx' },
  { name: 'redis-server', present: () => onPath('redis-server'), debian: 'redis-server' },
  { name: 'docker-compose', present: () => onPath('docker-compose'), debian: 'docker-compose' },
];

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
function aptInstall(packages) {
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

async function missingPrograms() {
  const present = await Promise.all(PROGRAMS.map((program) => program.present()));
  return PROGRAMS.filter((_, index) => !present[index]);
}

const missing = await missingPrograms();
if (missing.length > 0) {
  const packages = missing.map((program) => program.debian);
  const canInstall =
    process.getuid?.() === 0 && existsSync('/etc/debian_version') && onPath('apt-get');
  if (!canInstall) {
    console.error(
      `npm test needs ${missing.map((program) => program.name).join(', ')}: install ${missing.length === 1 ? 'it' : 'them'} ` +
        `(on Debian, as root: apt-get install ${packages.join(' ')}) and run it again.`,
    );
    process.exit(1);
  }
  console.log(`Installing what the tests need: ${packages.join(' ')}`);
  const started = Date.now();
  aptInstall(packages);
  const still = await missingPrograms();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.map((p) => p.name).join(', ')}.`);
    process.exit(1);
  }
  console.log(`Installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}
