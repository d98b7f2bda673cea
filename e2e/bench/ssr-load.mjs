// The measures of `npm run bench:ssr` against one shell server: the CPU a page costs it, a load of
// many connections (autocannon), and a second client's answer times while a load runs.
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs } from './process-stats.mjs';

/**
 * What a browser asks with: pages are compressed as they would be for a shopper
 * (BENCH_ACCEPT_ENCODING=identity measures without compression).
 */
export const BROWSER_HEADERS = {
  'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br',
};

/** The CPU the server process uses per second while idle (its release and store checks). */
async function idleCpuMsPerSecond(pid, ms = 2000) {
  const before = cpuMs(pid);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return ((cpuMs(pid) - before) * 1000) / ms;
}

/**
 * Resolves once the process is about idle (at most a tick of CPU time in 300 ms), or after 20 s:
 * a load's requests still in flight when it ends are finished by then.
 */
async function settled(pid) {
  for (let waited = 0; waited < 20_000; waited += 300) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (cpuMs(pid) - before <= 10) return;
  }
}

/** One request, its whole body read; throws on a status other than 2xx. */
async function fetchPage(url) {
  const response = await fetch(url, { headers: BROWSER_HEADERS });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

/**
 * The server's CPU time per answer of `url`: `count` requests one after the other, the process's
 * CPU time (user and system, all threads) before and after, less what it uses when idle over the
 * same time.
 * @param {{ pid: number }} server
 * @param {string} url
 * @param {number} count
 */
export async function cpuPerRequest(server, url, count) {
  const idlePerSecond = await idleCpuMsPerSecond(server.pid);
  const started = performance.now();
  const before = cpuMs(server.pid);
  for (let index = 0; index < count; index += 1) await fetchPage(url);
  const used = cpuMs(server.pid) - before;
  const elapsedMs = performance.now() - started;
  const idle = (idlePerSecond * elapsedMs) / 1000;
  return {
    requests: count,
    cpuMs: Number(((used - idle) / count).toFixed(2)),
    idleCpuMsPerSecond: Number(idlePerSecond.toFixed(1)),
    answerMs: Number((elapsedMs / count).toFixed(1)),
  };
}

/** Counts each client's answers by their `x-cache` header (HIT, MISS, ...), when they have one. */
function countXCache(counts) {
  return (client) => {
    client.on('headers', ({ headers }) => {
      for (let index = 0; index < headers.length; index += 2) {
        if (String(headers[index]).toLowerCase() !== 'x-cache') continue;
        const value = String(headers[index + 1]);
        counts[value] = (counts[value] ?? 0) + 1;
      }
    });
  };
}

/** The counts of `after` less those of `before`, the zeros left out. */
function difference(after, before) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([key, count]) => [key, count - (before[key] ?? 0)])
      .filter(([, count]) => count > 0),
  );
}

/**
 * `connections` clients asking for `url` as fast as it answers for `seconds`: requests a second,
 * latency, non-2xx answers by status and connection errors, `x-cache` counts, the renders'
 * outcomes, and the server's CPU time per answer (a load of many connections ends with requests
 * in flight, which autocannon does not count: the server's CPU time and count of answers are
 * taken once it has finished them).
 * @param {import('./bench-shell.mjs').BenchShell} server
 * @param {string} url
 * @param {{ connections: number, seconds: number }} options
 */
export async function loadRun(server, url, { connections, seconds }) {
  const xCache = {};
  const countsBefore = await server.counts();
  const cpuBefore = cpuMs(server.pid);
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    setupClient: countXCache(xCache),
  });
  await settled(server.pid);
  const used = cpuMs(server.pid) - cpuBefore;
  const countsAfter = await server.counts();
  const answered =
    countsAfter && countsBefore
      ? countsAfter.answers - countsBefore.answers
      : result.requests.total;
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  return {
    connections,
    seconds,
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    xCache,
    renders:
      countsAfter && countsBefore ? difference(countsAfter.renders, countsBefore.renders) : {},
    cpuMsPerRequest: answered ? Number((used / answered).toFixed(2)) : null,
  };
}

/**
 * A load before measuring, so the server has its modules, remotes and caches ready and V8 has
 * optimised the render's code: a shop's server runs for days, and its steady state is what it
 * costs (over the first few hundred renders of a page, the CPU per render falls by about 1 ms).
 */
export async function warmUp(url, amount) {
  await autocannon({ url, connections: 2, amount, headers: BROWSER_HEADERS });
}

/**
 * While `connections` clients load `loadUrl` for `seconds`, another client (a process of its own,
 * so the load generator's work does not delay it) asks for `probeUrl` every `intervalMs` from
 * `delayMs` on, once the load's own connections are in (a server lets a burst of new connections
 * in one per turn of its event loop, see docs/operations.md): its answer times, whole bodies
 * read.
 * @param {import('./bench-shell.mjs').BenchShell} server
 * @param {{ loadUrl: string, probeUrl: string, connections: number, seconds: number,
 *   intervalMs: number, delayMs: number }} options
 */
export async function probeUnderLoad(
  server,
  { loadUrl, probeUrl, connections, seconds, intervalMs, delayMs },
) {
  const probe = fork(path.join(import.meta.dirname, 'ssr-probe.mjs'), [
    probeUrl,
    String(intervalMs),
    String(seconds * 1000),
    String(delayMs),
  ]);
  const probed = new Promise((resolve, reject) => {
    probe.once('message', resolve);
    probe.once('exit', (code) => reject(new Error(`the probe exited (${code}) without its times`)));
  });
  const [load, times] = await Promise.all([
    loadRun(server, loadUrl, { connections, seconds }),
    probed,
  ]);
  return { load, probe: times };
}
