import os from 'node:os';
import autocannon from 'autocannon';
import type { BenchDatabase } from './database';
import { measure, ratio, type Load } from './measure';
import { benchRoutes, replicaRoutes } from './routes';
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

/**
 * Each route of the API, and the baseline before and after them (one at a time: a PGlite folder
 * has one process); a route's ratio is to the mean of the two baseline runs.
 */
export async function compareToBaseline(database: BenchDatabase, slug: string, load: Load) {
  const baselineRun = () =>
    withServer(
      () => startBaseline(database.env, slug),
      async ({ address }) => {
        await warmUp(`${address}/product/${slug}`, load);
        return measure([`${address}/product/${slug}`], load);
      },
    );
  const before = await baselineRun();
  const routes = await withServer(
    () => startApi(database.env),
    async ({ address }) => {
      const results = [];
      for (const [name, path] of benchRoutes(slug)) {
        await warmUp(address + path, load);
        results.push({ name, ...(await measure([address + path], load)) });
      }
      return results;
    },
  );
  const after = await baselineRun();
  const baseline = (before.rps + after.rps) / 2;
  const rows = [
    { name: 'baseline (bare route), before', ...before },
    ...routes,
    { name: 'baseline (bare route), after', ...after },
  ].map(({ name, rps, p50, p99, errors }) => ({
    route: name,
    'req/s': rps,
    'p50 ms': p50,
    'p99 ms': p99,
    errors,
    'to baseline': ratio(rps, baseline),
  }));
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
