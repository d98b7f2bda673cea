import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxConfig } from '../../../scripts/nginx-config.mjs';

const API_ROOT = path.resolve(import.meta.dirname, '../..');
const BALANCER_CONF = path.resolve(API_ROOT, '../deploy/api-balancer/api.conf');

/** What the replica suite runs besides PostgreSQL, missing from this machine. */
export function missingTools(): string[] {
  const has = (command: string) => spawnSync(command, ['-v'], { stdio: 'ignore' }).status === 0;
  return ['redis-server', 'nginx'].filter((command) => !has(command));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process of the suite: its output is kept, and shown if it ends before it is stopped. */
export interface Running {
  name: string;
  process: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

function run(name: string, command: string, args: string[], env = process.env): Running {
  const child = spawn(command, args, { cwd: API_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit');
  let stopping = false;
  void exited.then(([code]) => {
    if (!stopping) console.error(`${name} exited (${code}) unexpectedly:\n${output}`);
  });
  return {
    name,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Waits until `url` answers 200, or fails when the process ends or a minute has passed. */
async function ready(running: Running, url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (running.process.exitCode !== null) throw new Error(`${running.name} did not start`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${running.name} did not answer ${url} within a minute`);
}

/** Debian's redis-server on a free port (or `port`: one started again), keeping nothing on disk. */
export async function startRedis(port?: number): Promise<Running & { url: string; port: number }> {
  port ??= await freePort();
  const redis = run('redis-server', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  for (let attempt = 0; !redis.output().includes('Ready to accept'); attempt += 1) {
    if (attempt > 100 || redis.process.exitCode !== null) throw new Error('redis did not start');
    await sleep(50);
  }
  return { ...redis, url: `redis://127.0.0.1:${port}`, port };
}

/** The API as in production (src/server.ts), in a process of its own. */
export async function startApi(
  name: string,
  env: Record<string, string>,
): Promise<Running & { url: string; started: Promise<void> }> {
  const port = await freePort();
  const api = run(name, process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}`;
  return { ...api, url, started: ready(api, `${url}/api/v1/health`) };
}

/**
 * nginx with the repository's balancer configuration, the replicas' addresses in place of the
 * compose service name, and an access log of which replica answered each request.
 */
export async function startBalancer(
  replicas: string[],
): Promise<Running & { url: string; answeredBy: () => Promise<string[]> }> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-balancer-'));
  // The replicas as an upstream that proxy_pass's variable names (nginx looks a name up among its
  // upstreams before asking a resolver), in place of Docker's DNS name `api`.
  const servers = replicas.map((url) => `server ${new URL(url).host};`).join('\n    ');
  const upstream = `upstream local_replicas {\n    ${servers}\n    keepalive 32;\n  }`;
  const conf = await readFile(BALANCER_CONF, 'utf8');
  assert.match(
    conf,
    /set \$api http:\/\/api:4000;/,
    `${BALANCER_CONF} no longer proxies to api:4000`,
  );
  const server = conf
    .replace(/^resolver .*$/m, upstream)
    .replaceAll('http://api:4000;', 'http://local_replicas;')
    .replace('listen 4000;', `listen 127.0.0.1:${port};`);
  const http = `log_format upstream '$upstream_addr';
  access_log ${dir}/access.log upstream;
  ${server}`;
  await writeFile(path.join(dir, 'nginx.conf'), nginxConfig(dir, http, { connections: 4096 }));
  const nginx = run('nginx', 'nginx', ['-p', dir, '-e', `${dir}/error.log`, '-c', 'nginx.conf']);
  const url = `http://127.0.0.1:${port}`;
  await ready(nginx, `${url}/api/v1/health`);
  return {
    ...nginx,
    url,
    answeredBy: async () =>
      (await readFile(path.join(dir, 'access.log'), 'utf8')).trim().split('\n'),
    stop: async () => {
      await nginx.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
