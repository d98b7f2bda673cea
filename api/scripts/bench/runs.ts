import os from 'node:os';
import autocannon from 'autocannon';
import type { BenchDatabase } from './database';
import { startCpuMeter } from './cpu';
import { measure, ratio, type Load } from './measure';
import { benchRoutes, replicaRoutes, uncachedRoutes } from './routes';
import { startApi, startBaseline, type RunningServer } from './servers';

/** A few hundred requests first, so the measurement finds the code compiled and the pools full. */
const warmUp = (url: string, load: Load) =>
  autocannon({ url, connections: load.connections, amount: 300 });

async function withServer<T>(
  start: () => Promise<RunningServer>,
  use: (server: RunningServer) => Promise<T>,
): Promise<T> {
  const server = await start();
  try {
    return await use(server);
  } finally {
    // Requests autocannon abandoned at its deadline finish before the server stops.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.stop();
  }
}

/** A route measured with the CPU its server (and a local PostgreSQL) spent a request. */
async function measureWithCpu(server: RunningServer, url: string, load: Load, database: boolean) {
  const meter = startCpuMeter(server.pid, database);
  const result = await measure([url], load);
  return { ...result, cpu: meter.perRequest(result.requests) };
}

type MeasuredWithCpu = Awaited<ReturnType<typeof measureWithCpu>>;

/** CPU milliseconds a request, server and database together; null when either is unknown. */
const cpuOf = ({ cpu }: MeasuredWithCpu, database: boolean) =>
  cpu.server === null || (database && cpu.database === null)
    ? null
    : cpu.server + (cpu.database ?? 0);

/**
 * Each route of the API as it runs (its catalog answers reused for a few seconds), the catalog's
 * routes again with every request read from the database, and the baseline before and after them (one at a time: a PGlite folder
 * has one process); a route's ratio is to the mean of the two baseline runs. Beside throughput,
 * the CPU a request took (the server's; PostgreSQL's too when it runs on this machine), and
 * the baseline's CPU a request as a share of the route's: on a machine busy with other work, that
 * ratio holds where requests a second do not.
 */
export async function compareToBaseline(database: BenchDatabase, slug: string, load: Load) {
  const local = database.kind === 'PostgreSQL';
  const baselineRun = () =>
    withServer(
      () => startBaseline(database.env, slug),
      async (server) => {
        await warmUp(`${server.address}/product/${slug}`, load);
        return measureWithCpu(server, `${server.address}/product/${slug}`, load, local);
      },
    );
  const before = await baselineRun();
  const apiRun = (env: Record<string, string>, routes: [string, string][]) =>
    withServer(
      () => startApi({ ...database.env, ...env }),
      async (server) => {
        const results = [];
        for (const [name, path] of routes) {
          await warmUp(server.address + path, load);
          results.push({
            name,
            ...(await measureWithCpu(server, server.address + path, load, local)),
          });
        }
        return results;
      },
    );
  const routes = [
    ...(await apiRun({}, benchRoutes(slug))),
    // The same URL over and over is what the answer cache is for; without it, each request
    // reads the database, as a page nobody else opened in the last seconds does.
    ...(await apiRun(
      { CATALOG_ANSWER_CACHE_SECONDS: '0' },
      uncachedRoutes(slug).map(([name, path]) => [`${name}, read every time`, path]),
    )),
  ];
  const after = await baselineRun();
  const baseline = (before.rps + after.rps) / 2;
  const baselineCpu = [cpuOf(before, local), cpuOf(after, local)];
  const meanCpu = baselineCpu.includes(null)
    ? null
    : ((baselineCpu[0] ?? 0) + (baselineCpu[1] ?? 0)) / 2;
  const rows = [
    { name: 'baseline (bare route), before', ...before },
    ...routes,
    { name: 'baseline (bare route), after', ...after },
  ].map((row) => {
    const cpu = cpuOf(row, local);
    return {
      route: row.name,
      'req/s': row.rps,
      'p50 ms': row.p50,
      'p95 ms': row.p95,
      'p99 ms': row.p99,
      errors: row.errors,
      'to baseline': ratio(row.rps, baseline),
      'CPU ms a request': cpu === null ? '' : cpu.toFixed(2),
      ...(local && { 'of it, PostgreSQL': row.cpu.database?.toFixed(2) ?? '' }),
      'CPU, baseline to route': cpu === null || meanCpu === null ? '' : ratio(meanCpu, cpu),
    };
  });
  console.table(rows);
}

/**
 * The product detail and a list against one API process and against two on the same database.
 * The second starts once the first is up, since the first applies the migrations.
 */
export async function compareReplicas(
  database: BenchDatabase,
  slug: string,
  load: Load,
  count: number,
) {
  const replicas: RunningServer[] = [];
  try {
    for (let index = 0; index < count; index++) replicas.push(await startApi(database.env));
    const cores = os.availableParallelism();
    const rows = [];
    for (const [name, path] of replicaRoutes(slug)) {
      const urls = replicas.map((replica) => replica.address + path);
      for (const url of urls) await warmUp(url, load);
      const one = await measure(urls.slice(0, 1), load);
      const all = await measure(urls, load);
      for (const [processes, result] of [
        [1, one],
        [count, all],
      ] as const) {
        rows.push({
          route: name,
          replicas: processes,
          'req/s': result.rps,
          'req/s a core': Math.round(result.rps / cores),
          'p99 ms': result.p99,
          errors: result.errors,
          [`${count} to 1`]: processes === 1 ? '' : ratio(all.rps, one.rps),
        });
      }
    }
    console.table(rows);
    console.log(
      `${cores} cores for the replicas, the database and the load generator together: with fewer cores than processes, the ratio shows what a replica costs, not what it gains.`,
    );
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(replicas.map((replica) => replica.stop()));
  }
}
