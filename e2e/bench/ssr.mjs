// `npm run bench:ssr`: what server rendering costs the shell's server. Starts the production
// topology on its own ports (fresh PGlite), then, one after the other, three shell servers of its
// own against it: rendering with the page cache off (PAGE_CACHE_SECONDS=0), rendering with the
// page cache as it is by default, and sending the plain page without rendering it (SSR_BUNDLE
// empty: the baseline). For each, and for the product page, a listing and the home page:
//   - its CPU time per answer (sequential requests, from /proc),
//   - requests/s, p50 and p99 at 10 and at 200 connections (autocannon), with non-2xx answers,
//     `x-cache` counts and the renders' outcomes (the server's metrics),
//   - (rendering servers) a second client's answer times while 200 connections load the product
//     (from 3 s after the load's start),
//   - its peak memory.
// Prints Markdown tables and writes e2e/bench/results/ssr.json (a run of only some servers, parts
// or pages writes ssr.partial.json).
//
// Settings: BENCH_WARM_UP (requests per page before measuring, 300), BENCH_RENDERS (sequential
// requests per page for the CPU time, 300), BENCH_LOAD_SECONDS
// (each load run, 10), BENCH_SECONDS (the load beside the second client, 30), BENCH_SERVERS
// (cold,warm,plain), BENCH_PARTS (cpu,load,probe), BENCH_PAGES (product,category,home),
// BENCH_CONNECTIONS (10,200), BENCH_ACCEPT_ENCODING (gzip, deflate, br), BENCH_CPU_PROF (a folder: the cache-off server runs with
// `--cpu-prof` there and the profile's summary is printed), BENCH_PORT_OFFSET, BENCH_LABEL.
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { startTopology } from '../fixtures/run-topology.mjs';
import { REMOTES, topologyPorts } from '../fixtures/topology.mjs';
import { BUDGETED_PAGES } from '../size/pages.mjs';
import { startBenchShell } from './bench-shell.mjs';
import { formatProfileSummary, summarizeProfile } from './cpu-profile.mjs';
import { ensureBuilds } from './ensure-builds.mjs';
import { machineDescription } from './machine.mjs';
import { peakRssMiB } from './process-stats.mjs';
import { cpuPerRequest, loadRun, probeUnderLoad, warmUp } from './ssr-load.mjs';
import { formatSsrReport } from './ssr-table.mjs';

const list = (name, all) => {
  const chosen = process.env[name]?.split(',').map((item) => item.trim());
  return chosen ? all.filter((item) => chosen.includes(String(item))) : all;
};

const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const PORTS = topologyPorts(3400 + OFFSET, 4400 + OFFSET);
/** The bench's own shell servers, after the topology's remotes; their metrics after the API. */
const SHELL_PORT = PORTS.shell + REMOTES.length + 1;
const METRICS_PORT = PORTS.api + 1;

// The rendering servers as they run by default, pressure included (the topology's shell renders
// every page, whatever the load): under a load they cannot keep up with, pages not rendered show
// as `shed` among the renders.
const DEFAULT_PRESSURE = { RENDER_PRESSURE_DELAY_MS: undefined, RENDER_CONCURRENCY: undefined };
const SERVERS = {
  cold: { PAGE_CACHE_SECONDS: '0', ...DEFAULT_PRESSURE },
  // The page cache as the server has it by default.
  warm: { PAGE_CACHE_SECONDS: undefined, ...DEFAULT_PRESSURE },
  plain: { SSR_BUNDLE: '', PAGE_CACHE_SECONDS: '0' },
};
const PAGE_NAMES = ['product', 'category', 'home'];

const settings = {
  warmUp: Number(process.env.BENCH_WARM_UP ?? 300),
  renders: Number(process.env.BENCH_RENDERS ?? 300),
  loadSeconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10),
  connections: list('BENCH_CONNECTIONS', [10, 200]),
  probeSeconds: Number(process.env.BENCH_SECONDS ?? 30),
  probeConnections: 200,
  probeIntervalMs: 500,
  // The second client comes once the load's 200 connections are in (see probeUnderLoad).
  probeDelayMs: 3000,
};
const servers = list('BENCH_SERVERS', Object.keys(SERVERS));
const parts = list('BENCH_PARTS', ['cpu', 'load', 'probe']);
const pages = list('BENCH_PAGES', PAGE_NAMES).map((name) => {
  const page = BUDGETED_PAGES.find((candidate) => candidate.name === name);
  return { name, path: page.path('en') };
});
const whole =
  servers.length === Object.keys(SERVERS).length &&
  parts.length === 3 &&
  pages.length === PAGE_NAMES.length &&
  settings.connections.length === 2;
const RESULTS = path.join(import.meta.dirname, `results/ssr${whole ? '' : '.partial'}.json`);
const PROFILE_DIR = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : null;
/** When the profiled server's warm-up ended, after its start. */
let profileFromMs = 0;

const say = (text) => process.stdout.write(text);

/** Every measure of one shell server. */
async function measureServer(name, index) {
  const profiling = PROFILE_DIR && name === 'cold';
  const shell = await startBenchShell(PORTS, {
    port: SHELL_PORT + index,
    metricsPort: METRICS_PORT + index,
    env: { ...SERVERS[name], MAX_CONNECTIONS_PER_ADDRESS: '0' },
    nodeArgs: profiling ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [],
    logFile: path.join(os.tmpdir(), `storefront-bench-ssr-${name}.log`),
  });
  const url = (page) => `${shell.origin}${page.path}`;
  const result = { env: SERVERS[name] };
  try {
    for (const page of pages) await warmUp(url(page), settings.warmUp);
    // A profile's summary leaves out the server's start and the warm-up.
    if (profiling) profileFromMs = performance.now() - shell.startedAt;
    if (parts.includes('cpu')) {
      result.cpu = {};
      for (const page of pages) {
        say(`${name}: CPU per answer, ${page.name}\n`);
        result.cpu[page.name] = await cpuPerRequest(shell, url(page), settings.renders);
      }
    }
    if (parts.includes('load')) {
      result.loads = [];
      // The load generator shares the machine: loads of one server, one at a time.
      for (const connections of settings.connections) {
        for (const page of pages) {
          say(`${name}: ${connections} connections, ${page.name}\n`);
          const run = await loadRun(shell, url(page), {
            connections,
            seconds: settings.loadSeconds,
          });
          result.loads.push({ page: page.name, ...run });
        }
      }
    }
    const product = pages.find((page) => page.name === 'product');
    if (parts.includes('probe') && name !== 'plain' && product) {
      say(`${name}: a second client beside ${settings.probeConnections} connections\n`);
      result.probe = await probeUnderLoad(shell, {
        loadUrl: url(product),
        probeUrl: url(product),
        connections: settings.probeConnections,
        seconds: settings.probeSeconds,
        intervalMs: settings.probeIntervalMs,
        delayMs: settings.probeDelayMs,
      });
    }
    result.peakRssMiB = peakRssMiB(shell.pid);
  } finally {
    await shell.stop();
  }
  return result;
}

/** The summary of the newest CPU profile in the folder (the remotes still up for their maps). */
async function profileSummary() {
  const profiles = (await readdir(PROFILE_DIR)).filter((file) => file.endsWith('.cpuprofile'));
  const newest = profiles.sort().at(-1);
  if (!newest) return null;
  const file = path.join(PROFILE_DIR, newest);
  return {
    file,
    fromMs: Math.round(profileFromMs),
    summary: await summarizeProfile(file, { fromMs: profileFromMs }),
  };
}

ensureBuilds();
const report = {
  date: new Date().toISOString(),
  machine: machineDescription(),
  label: process.env.BENCH_LABEL ?? null,
  loadAverage: { before: os.loadavg().map((load) => Number(load.toFixed(2))) },
  settings,
  pages,
  servers: {},
};
const running = await startTopology(PORTS, 'bench-ssr');
let profile = null;
try {
  for (const [index, name] of servers.entries())
    report.servers[name] = await measureServer(name, index);
  if (PROFILE_DIR) profile = await profileSummary();
} finally {
  await running.stop();
}
report.loadAverage.after = os.loadavg().map((load) => Number(load.toFixed(2)));

await mkdir(path.dirname(RESULTS), { recursive: true });
// Formatted as the repository's files are, so a run leaves `npm run lint` passing.
const options = { ...(await resolveConfig(RESULTS)), filepath: RESULTS };
await writeFile(RESULTS, await format(JSON.stringify(report), options));
console.log(`\n${report.date.slice(0, 10)}, ${report.machine}`);
console.log(
  `load average ${report.loadAverage.before.join(' ')} before, ${report.loadAverage.after.join(' ')} after\n`,
);
console.log(formatSsrReport(report));
if (profile)
  console.log(`\nCPU profile ${profile.file}:\n\n${formatProfileSummary(profile.summary)}`);
console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`);
