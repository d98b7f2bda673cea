import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';

export interface RunningServer {
  address: string;
  pid: number;
  stop: () => Promise<void>;
}

const API_ROOT = path.resolve(import.meta.dirname, '../..');
let nextPort = 4900 + Math.floor(Math.random() * 50) * 2;

/**
 * A server in a process of its own, so autocannon (here) and the server do not share one event
 * loop; resolves once `healthPath` answers 200.
 */
async function startProcess(
  script: string,
  env: Record<string, string>,
  healthPath: string,
): Promise<RunningServer> {
  const port = nextPort++;
  const server = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: API_ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`${script} exited with ${server.exitCode}`);
    const ready = await fetch(address + healthPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      const exited = once(server, 'exit');
      return {
        address,
        pid: server.pid!,
        stop: () => (server.kill('SIGTERM'), exited.then(() => {})),
      };
    }
    await setTimeout(100);
  }
  server.kill('SIGKILL');
  throw new Error(`${script} did not start within a minute`);
}

/** The API as it runs in production. */
export const startApi = (env: Record<string, string>) =>
  startProcess(
    'src/server.ts',
    { ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    '/api/v1/health',
  );

/** The least a route reading one product can do, with the same driver (see baseline-server.ts). */
export const startBaseline = (env: Record<string, string>, slug: string) =>
  startProcess('scripts/bench/baseline-server.ts', env, `/product/${slug}`);
