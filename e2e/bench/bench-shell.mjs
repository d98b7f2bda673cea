// A shell server of a benchmark's own, beside a running topology: its production build with the
// topology's settings and the benchmark's (a server that does not render, the page cache off, a
// CPU profile), on a port of its own.
import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../fixtures/run-topology.mjs';
import { ROOT, SHELL_NODE_ARGS, topology } from '../fixtures/topology.mjs';

/**
 * @typedef {{ answers: number, renders: Record<string, number> }} Counts the requests answered
 *   (`http_request_duration_seconds_count`, all routes) and the renders by outcome
 *   (`shell_renders_total`; `shed`: the pages sent unrendered, `shell_renders_shed_total`)
 */

/**
 * @typedef {object} BenchShell
 * @property {number} pid the server's process (its CPU and memory are read from /proc)
 * @property {number} startedAt when it was started (`performance.now()`)
 * @property {string} origin
 * @property {() => Promise<Counts | null>} counts what the server has done so far, from its
 *   metrics (null without a metrics port)
 * @property {() => Promise<void>} stop stops it (gracefully: a CPU profile is written on exit)
 */

/**
 * Starts a shell server on `port` against the topology at `ports` and resolves once it answers.
 * `env` is laid over the topology's settings of the shell; a value `undefined` unsets a variable
 * (its default applies). Its log goes to `logFile` when given (written afresh). `entry` runs
 * another copy of the server's build (two builds compared).
 * @param {Parameters<typeof topology>[0]} ports
 * @param {{ port: number, metricsPort?: number, env?: Record<string, string | undefined>,
 *   nodeArgs?: string[], logFile?: string, entry?: string }} options
 * @returns {Promise<BenchShell>}
 */
export async function startBenchShell(
  ports,
  {
    port,
    metricsPort = 0,
    env = {},
    nodeArgs = [],
    logFile,
    entry = path.join(ROOT, 'shell/server/dist/server.js'),
  },
) {
  const shell = topology(ports, '').find((server) => server.name === 'shell');
  const merged = {
    ...process.env,
    ...shell.env,
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    METRICS_PORT: String(metricsPort),
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  const log = logFile ? openSync(logFile, 'w') : 'ignore';
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...SHELL_NODE_ARGS, ...nodeArgs, entry], {
    env: merged,
    stdio: ['ignore', log, log],
  });
  if (typeof log === 'number') closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/builds/latest.json`);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    pid: /** @type {number} */ (child.pid),
    startedAt,
    origin: `http://127.0.0.1:${port}`,
    counts: () => (metricsPort ? countsOf(metricsPort) : Promise.resolve(null)),
    stop,
  };
}

/** @returns {Promise<Counts>} */
async function countsOf(metricsPort) {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const renders = {};
  for (const [, outcome, value] of text.matchAll(
    /^shell_renders_total\{outcome="([^"]+)"\} (\d+)$/gm,
  ))
    renders[outcome] = Number(value);
  // Pages not rendered because the server was under pressure or had its renders running.
  const shed = /^shell_renders_shed_total (\d+)$/m.exec(text);
  if (shed) renders.shed = Number(shed[1]);
  let answers = 0;
  for (const [, value] of text.matchAll(/^http_request_duration_seconds_count\{.*\} (\d+)$/gm))
    answers += Number(value);
  return { answers, renders };
}
