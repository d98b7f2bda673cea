// The Docker engine (started when none runs) and the stack's compose commands: a project name of
// its own, free ports on 127.0.0.1, the base images built offline and docker-compose.offline.yml.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../../scripts/free-port.mjs';
import { aptInstall, canInstallDebianPackages, onPath } from '../../scripts/programs.mjs';
import { LOGS, MINUTE, output, PROJECT, run, until } from './commands.mjs';

const PORTS = {
  SHELL_PORT: await freePort(),
  CATALOG_PORT: await freePort(),
  CHECKOUT_PORT: await freePort(),
  PROFILE_PORT: await freePort(),
  CONTENT_PORT: await freePort(),
  ADMIN_PORT: await freePort(),
  MAIL_PORT: await freePort(),
};
export const SHELL = `http://127.0.0.1:${PORTS.SHELL_PORT}`;
export const ORIGIN = `http://localhost:${PORTS.SHELL_PORT}`;
export const MAIL = `http://127.0.0.1:${PORTS.MAIL_PORT}`;
// The images under the run's own tag (./images.mjs names them the same way).
export const COMPOSE_ENV = {
  ...PORTS,
  IMAGE_TAG: PROJECT,
  BUILDER_IMAGE: `storefront/builder:${PROJECT}`,
  PROJECT_NAME: PROJECT,
};
const FILES = ['-f', 'docker-compose.yml', '-f', 'docker-compose.offline.yml'];

export function compose(args, options = {}) {
  return run('docker-compose', ['--compatibility', '-p', PROJECT, ...FILES, ...args], {
    log: 'compose',
    ...options,
    env: { ...COMPOSE_ENV, ...options.env },
  });
}

/** A short compose question's answer (`ps`), one line an item. */
export const composeLines = (args) =>
  output('docker-compose', ['-p', PROJECT, ...FILES, ...args])
    .split('\n')
    .filter(Boolean);

/**
 * Stops at once with one line when not root; installs what is missing on Debian (or names it and
 * stops). `programs`: [command, Debian package] pairs.
 */
export function requirePrograms(suite, programs) {
  if (process.getuid?.() !== 0) {
    console.log(`${suite} needs root (debootstrap builds the base images, dockerd the engine)`);
    process.exit(1);
  }
  const missing = programs.filter(([command]) => !onPath(command));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, name]) => name))];
  if (!canInstallDebianPackages()) {
    console.log(`${suite} needs ${packages.join(', ')}: install them, then run it again`);
    process.exit(1);
  }
  aptInstall(packages);
}

export const ENGINE_PROGRAMS = [
  ['dockerd', 'docker.io'],
  ['docker', 'docker.io'],
  ['docker-compose', 'docker-compose'],
  ['debootstrap', 'debootstrap'],
];

const engineAnswers = () =>
  spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0;

/** The machine's Docker engine (the default socket), if this run started it. */
const started = { dockerd: null };

/** The machine's engine: the one running, or one started here (left running unless stopped). */
export async function engine(suite = 'test:compose', programs = ENGINE_PROGRAMS) {
  requirePrograms(suite, programs);
  if (engineAnswers())
    return `running (engine ${output('docker', ['version', '--format', '{{.Server.Version}}'])})`;
  const log = openSync(path.join(LOGS, 'dockerd.log'), 'a');
  const dockerd = spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] });
  dockerd.unref();
  started.dockerd = dockerd;
  await until('docker info', engineAnswers, MINUTE);
  return `started dockerd (pid ${dockerd.pid}; log ${LOGS}/dockerd.log)`;
}

/** Stops the machine's engine if this run started it (test:compose leaves it running). */
export async function stopStartedEngine() {
  const { dockerd } = started;
  if (!dockerd || dockerd.exitCode !== null) return '';
  const exited = new Promise((resolve) => dockerd.once('exit', resolve));
  dockerd.kill('SIGTERM');
  await Promise.race([exited, sleep(MINUTE)]);
  return `dockerd ${dockerd.pid} stopped`;
}
