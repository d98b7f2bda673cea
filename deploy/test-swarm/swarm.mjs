// The swarm on the three nodes: three managers (a lost one leaves a quorum of two), node1 labelled
// for PostgreSQL and the remotes' release stores, and the stack deployed from the stack file
// (docker-compose.yml with docker-compose.swarm.yml over it, and the offline override's base
// images) by `docker stack deploy`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { check, LOGS, MINUTE, run, until } from '../test-compose/commands.mjs';
import { OFFLINE_FILES, stackFileText, stackOf } from '../swarm/stack-file.mjs';
import { docker, NODES } from './nodes.mjs';
import { writeFileSync } from 'node:fs';

export const STACK = 'storefront';
const [MANAGER] = NODES;

/** Each node's swarm id, once it has joined. */
export const nodeIds = new Map();
export const nodeOf = (id) => NODES.find((node) => nodeIds.get(node) === id);

export async function formSwarm() {
  docker(
    MANAGER,
    'swarm',
    'init',
    '--advertise-addr',
    MANAGER.address,
    '--listen-addr',
    `${MANAGER.address}:2377`,
  );
  const token = docker(MANAGER, 'swarm', 'join-token', '-q', 'manager');
  for (const node of NODES.slice(1))
    docker(
      node,
      'swarm',
      'join',
      '--token',
      token,
      '--advertise-addr',
      node.address,
      '--listen-addr',
      `${node.address}:2377`,
      `${MANAGER.address}:2377`,
    );
  for (const node of NODES)
    nodeIds.set(node, docker(node, 'info', '--format', '{{.Swarm.NodeID}}'));
  // Every engine calls itself `vm` (one machine's hostname): services are placed by label.
  docker(
    MANAGER,
    'node',
    'update',
    '--label-add',
    'storefront.database=true',
    '--label-add',
    'storefront.releases=true',
    nodeIds.get(MANAGER),
  );
  const managers = docker(MANAGER, 'node', 'ls', '--filter', 'role=manager', '-q').split(
    '\n',
  ).length;
  check(managers === NODES.length, `${managers} managers`);
  return `${managers} managers; ${MANAGER.name} labelled storefront.database and storefront.releases`;
}

/** Writes the stack file (with the base images built here) and deploys it. */
export async function deployStack(env) {
  const file = path.join(LOGS, 'docker-stack.yml');
  writeFileSync(file, stackFileText(stackOf(OFFLINE_FILES, { absolute: true })));
  await run(
    'docker',
    ['-H', MANAGER.socket, 'stack', 'deploy', '--resolve-image', 'never', '-c', file, STACK],
    { env, log: 'stack', timeout: 2 * MINUTE },
  );
  return file;
}

/** Each service's running tasks and the replicas it wants, from a manager that answers. */
export function services(manager = MANAGER) {
  const lines = docker(
    manager,
    'service',
    'ls',
    '--filter',
    `label=com.docker.stack.namespace=${STACK}`,
    '--format',
    '{{.Name}} {{.Replicas}}',
  );
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, replicas] = line.split(' ');
      const [running, wanted] = replicas.split('/').map(Number);
      return { name: name.slice(STACK.length + 1), running, wanted };
    });
}

/** Whether every service has the replicas it wants running (and healthy, where it checks). */
export function converged(manager = MANAGER) {
  const list = services(manager);
  const short = list.filter(({ running, wanted }) => running !== wanted);
  if (list.length === 0 || short.length > 0)
    throw new Error(
      short.map(({ name, running, wanted }) => `${name} ${running}/${wanted}`).join(', ') ||
        'no services',
    );
  return list;
}

/** The nodes a service's running tasks are on. */
export function tasksOf(service, manager = MANAGER) {
  const ids = docker(
    manager,
    'service',
    'ps',
    '-q',
    '--filter',
    'desired-state=running',
    `${STACK}_${service}`,
  )
    .split('\n')
    .filter(Boolean);
  if (ids.length === 0) return [];
  return docker(manager, 'inspect', '--format', '{{.NodeID}} {{.Status.State}}', ...ids)
    .split('\n')
    .map((line) => line.split(' '))
    .filter(([, state]) => state === 'running')
    .map(([id]) => nodeOf(id));
}

/** A rolling update of one service (new tasks of the same spec), waited on until it completes. */
export async function rollingUpdate(service) {
  docker(MANAGER, 'service', 'update', '--detach', '--force', `${STACK}_${service}`);
  return until(
    `the update of ${service}`,
    () => {
      const state = docker(
        MANAGER,
        'service',
        'inspect',
        '--format',
        '{{if .UpdateStatus}}{{.UpdateStatus.State}}{{end}}',
        `${STACK}_${service}`,
      );
      if (state.startsWith('rollback') || state === 'paused')
        throw Object.assign(new Error(`the update of ${service}: ${state}`), { final: true });
      return state === 'completed' ? state : false;
    },
    5 * MINUTE,
  );
}

/**
 * Each service's log (every task's, from the nodes still up, with timestamps and task names) into the run's
 * folder, as `<service>.log`: what a failed check is explained by. Returns the files written.
 */
export function saveServiceLogs() {
  const saved = [];
  for (const { name } of services()) {
    const result = spawnSync(
      'docker',
      ['-H', MANAGER.socket, 'service', 'logs', '--timestamps', `${STACK}_${name}`],
      // A lost node's tasks have no log to give: what the others have, within the time.
      { encoding: 'utf8', timeout: 20_000, maxBuffer: 256 * 1024 * 1024 },
    );
    const file = path.join(LOGS, `${name}.log`);
    writeFileSync(file, `${result.stdout ?? ''}${result.stderr ?? ''}`);
    saved.push(path.basename(file));
  }
  return `${saved.length} services' logs in ${LOGS}`;
}
