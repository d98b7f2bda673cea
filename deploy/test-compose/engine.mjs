// The Docker engine (started when none runs) and the stack's compose commands: a project name of
// its own, free ports on 127.0.0.1, the base images built offline and docker-compose.offline.yml.
import { spawn, spawnSync } from 'node:child_process';
import { openSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';
import { aptInstall, canInstallDebianPackages, onPath } from '../../scripts/programs.mjs';
import { LOGS, MINUTE, output, PROJECT, run, until } from './commands.mjs';

export const BASE_IMAGES = [
  'local/debian:bookworm',
  'local/node:22',
  'local/postgres:15',
  'local/redis:7',
  'local/nginx:1.22',
];

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
export const COMPOSE_ENV = { ...PORTS, BUILDER_IMAGE: `${PROJECT}-builder`, PROJECT_NAME: PROJECT };
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

export async function engine() {
  if (process.getuid?.() !== 0) {
    console.log('test:compose needs root (debootstrap builds the base images, dockerd the engine)');
    process.exit(1);
  }
  const missing = [
    ['dockerd', 'docker.io'],
    ['docker', 'docker.io'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
  ].filter(([command]) => !onPath(command));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(([, name]) => name))];
    if (!canInstallDebianPackages()) {
      console.log(`test:compose needs ${packages.join(', ')}: install them, then run it again`);
      process.exit(1);
    }
    aptInstall(packages);
  }
  if (spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0)
    return `running (engine ${output('docker', ['version', '--format', '{{.Server.Version}}'])})`;
  const log = openSync(path.join(LOGS, 'dockerd.log'), 'a');
  const dockerd = spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] });
  dockerd.unref();
  await until(
    'docker info',
    () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0,
    MINUTE,
  );
  return `started dockerd (pid ${dockerd.pid}, left running; log ${LOGS}/dockerd.log)`;
}
