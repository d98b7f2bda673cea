// The swarm's three hosts, on this one machine: three Docker engines, each in a network namespace
// of its own (an address on a bridge of the run's, reached from this machine by veth) with its
// own containerd, data-root, exec-root, pidfile and socket. Each also runs in PID and mount
// namespaces of its own, so stopping a node is one kill: the kernel ends every process of it at
// once (engine, containerd, every container), as when a host loses power.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { check, LOGS, MINUTE, output, PROJECT, until } from '../test-compose/commands.mjs';

/** A short name of the run for interfaces (15 characters at most) and namespaces. */
const RUN = `sf${PROJECT.slice(-5)}`;
const BASE = path.join(os.tmpdir(), RUN);
const BRIDGE = `${RUN}br`;

/** A /24 of 10.213.x.0 that nothing on this machine uses yet. */
function freeSubnet() {
  const used = output('ip', ['-4', '-o', 'addr']) + output('ip', ['-4', 'route']);
  for (let x = 0; x < 256; x += 1) if (!used.includes(`10.213.${x}.`)) return `10.213.${x}`;
  throw new Error('no free 10.213.x.0/24 for the nodes');
}
const SUBNET = freeSubnet();
export const GATEWAY = `${SUBNET}.1`;

export const NODES = [1, 2, 3].map((n) => ({
  name: `node${n}`,
  netns: `${RUN}-${n}`,
  veth: `${RUN}v${n}`,
  address: `${SUBNET}.${10 + n}`,
  dir: path.join(BASE, `n${n}`),
  socket: `unix://${path.join(BASE, `n${n}`, 'docker.sock')}`,
  /** The `unshare` process that holds the node's namespaces (its death ends the node). */
  process: null,
}));

/** What this run made, so the teardown removes exactly that. */
const made = { bridge: false, forward: false, netns: new Set(), veths: new Set(), dirs: false };

/** `ip …`, `iptables …`: a line of its own when it fails. */
const sh = (command, ...args) => output(command, args);
const inNode = (node, command, ...args) => sh('ip', 'netns', 'exec', node.netns, command, ...args);
// Bridged traffic between the nodes passes the FORWARD chain (bridge netfilter), which a Docker
// engine on this machine sets to DROP.
const FORWARD = ['FORWARD', '-i', BRIDGE, '-o', BRIDGE, '-j', 'ACCEPT'];

/** The bridge, and each node's namespace with its address on it. */
export function createNetwork() {
  mkdirSync(BASE, { recursive: true });
  made.dirs = true;
  sh('ip', 'link', 'add', BRIDGE, 'type', 'bridge');
  made.bridge = true;
  sh('ip', 'addr', 'add', `${GATEWAY}/24`, 'dev', BRIDGE);
  sh('ip', 'link', 'set', BRIDGE, 'up');
  sh('iptables', '-I', ...FORWARD);
  made.forward = true;
  for (const node of NODES) {
    sh('ip', 'netns', 'add', node.netns);
    made.netns.add(node.netns);
    sh('ip', 'link', 'add', node.veth, 'type', 'veth', 'peer', 'name', `${node.veth}p`);
    made.veths.add(node.veth);
    sh('ip', 'link', 'set', `${node.veth}p`, 'netns', node.netns);
    inNode(node, 'ip', 'link', 'set', `${node.veth}p`, 'name', 'eth0');
    sh('ip', 'link', 'set', node.veth, 'master', BRIDGE, 'up');
    inNode(node, 'ip', 'addr', 'add', `${node.address}/24`, 'dev', 'eth0');
    inNode(node, 'ip', 'link', 'set', 'eth0', 'up');
    inNode(node, 'ip', 'link', 'set', 'lo', 'up');
    inNode(node, 'ip', 'route', 'add', 'default', 'via', GATEWAY);
  }
  return `bridge ${BRIDGE} ${GATEWAY}/24; ${NODES.map((n) => `${n.name} ${n.address}`).join(', ')}`;
}

/**
 * The script that runs as the node's first process: the cgroup tree kept from this machine
 * (entering the namespace mounts a /sys of its own, for its own network devices), then
 * containerd and dockerd, waited on.
 */
function nodeScript(node) {
  const { dir } = node;
  const inside = [
    'mount -t sysfs sysfs /sys',
    `mount --rbind ${dir}/cgroup /sys/fs/cgroup`,
    `containerd --config ${dir}/containerd.toml > ${dir}/containerd.log 2>&1 &`,
    `for t in $(seq 100); do [ -S ${dir}/containerd.sock ] && break; sleep 0.1; done`,
    // A task starts from the image the node has: no registry is asked (none can be reached).
    'DOCKER_SERVICE_PREFER_OFFLINE_IMAGE=1 dockerd' +
      ` --data-root ${dir}/data --exec-root ${dir}/exec --pidfile ${dir}/docker.pid` +
      ` --host ${node.socket} --containerd ${dir}/containerd.sock > ${dir}/dockerd.log 2>&1 &`,
    'wait',
  ].join('\n');
  return `mount --rbind /sys/fs/cgroup ${dir}/cgroup && exec nsenter --net=/run/netns/${node.netns} -- sh -c '${inside}'`;
}

const engineAnswers = (node) =>
  spawnSync('docker', ['-H', node.socket, 'info'], { stdio: 'ignore', timeout: 10_000 }).status ===
  0;

/** Starts a node's containerd and engine, and waits for the engine to answer. */
export async function startNode(node) {
  mkdirSync(path.join(node.dir, 'cgroup'), { recursive: true });
  writeFileSync(
    path.join(node.dir, 'containerd.toml'),
    [
      'version = 2',
      `root = "${node.dir}/containerd"`,
      `state = "${node.dir}/containerd-state"`,
      // Kubernetes' plugin: nothing here uses it.
      'disabled_plugins = ["io.containerd.grpc.v1.cri"]',
      '[grpc]',
      `  address = "${node.dir}/containerd.sock"`,
      '',
    ].join('\n'),
  );
  const log = openSync(path.join(LOGS, `${node.name}.log`), 'a');
  // --kill-child: the namespace's first process is killed when `unshare` is, and with it every
  // process in the namespace. Mounts stay the node's own (propagation slave).
  const namespaces = ['--mount', '--propagation', 'slave', '--pid', '--fork', '--mount-proc'];
  node.process = spawn(
    'unshare',
    [...namespaces, '--kill-child=SIGKILL', '--', 'sh', '-c', nodeScript(node)],
    { detached: true, stdio: ['ignore', log, log] },
  );
  node.exited = new Promise((resolve) => node.process.once('exit', resolve));
  await until(`${node.name}'s engine`, () => engineAnswers(node), MINUTE);
  return output('docker', ['-H', node.socket, 'version', '--format', '{{.Server.Version}}']);
}

/**
 * A host lost: its link cut first (nothing it sends gets out, as from a host without power), then
 * every process of it killed at once.
 */
export async function stopNode(node) {
  sh('ip', 'link', 'set', node.veth, 'down');
  node.process.kill('SIGKILL');
  await node.exited;
}

/** `docker -H <node> …`: its output, for short questions. */
export const docker = (node, ...args) => output('docker', ['-H', node.socket, ...args], MINUTE);

const quiet = (command, ...args) =>
  spawnSync(command, args, { stdio: 'ignore', timeout: MINUTE }).status === 0;

/**
 * Removes what this run made, whatever state it is in: the nodes (every process of each), their
 * namespaces, links and bridge, the FORWARD rule, and their folders (engines' data, images and
 * volumes included). Then checks that nothing of it is left.
 */
export async function removeNodes() {
  for (const node of NODES)
    if (node.process && node.process.exitCode === null && node.process.signalCode === null) {
      node.process.kill('SIGKILL');
      await node.exited;
    }
  for (const netns of made.netns) quiet('ip', 'netns', 'del', netns);
  // A namespace the kernel has not freed yet still holds its end of the link: deleting ours
  // takes both.
  for (const veth of made.veths) quiet('ip', 'link', 'del', veth);
  if (made.bridge) quiet('ip', 'link', 'del', BRIDGE);
  if (made.forward) quiet('iptables', '-D', ...FORWARD);
  if (made.dirs) rmSync(BASE, { recursive: true, force: true });
  const links = output('ip', ['-o', 'link'])
    .split('\n')
    .filter((line) => line.includes(RUN));
  const netns = existsSync('/run/netns')
    ? readdirSync('/run/netns').filter((n) => n.startsWith(RUN))
    : [];
  // Clients of the engines (a `docker load` stopped by a signal) may take a moment to end.
  const ours = () =>
    output('ps', ['-eo', 'args'])
      .split('\n')
      .filter((line) => line.includes(BASE));
  for (let tries = 0; ours().length > 0 && tries < 30; tries += 1) await sleep(500);
  const processes = ours();
  const rules = output('iptables', ['-S', 'FORWARD'])
    .split('\n')
    .filter((line) => line.includes(BRIDGE));
  check(
    links.length + netns.length + processes.length + rules.length === 0 && !existsSync(BASE),
    `left: ${[...links, ...netns, ...processes, ...rules].join('; ')}${existsSync(BASE) ? `; ${BASE}` : ''}`,
  );
  if (!made.dirs) return 'no nodes were made';
  return `${made.netns.size} namespaces, ${made.veths.size} links, bridge ${BRIDGE} and ${BASE} removed`;
}
