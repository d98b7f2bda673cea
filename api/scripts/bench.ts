// npm run bench:api — the catalog at scale: seeds 100,000 products (into PostgreSQL when
// DATABASE_URL is set, else into a PGlite folder of its own) and measures requests per second
// and latency of the catalog's and the store's routes with autocannon, each as a ratio to a bare
// Fastify route reading one product with the same driver, measured in the same run.
//   BENCH_PRODUCTS=20000 BENCH_SECONDS=5 npm run bench:api   for a quicker run
//   npm run bench:api -- --replicas 2   one API process against two (PostgreSQL only)
//   npm run bench:api -- --only back-office   the back office's lists alone
import { parseArgs } from 'node:util';
import { prepareBenchDatabase } from './bench/database';
import { measureBackOffice } from './bench/back-office';
import { compareReplicas, compareToBaseline } from './bench/runs';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const { values } = parseArgs({
  options: { replicas: { type: 'string', default: '1' }, only: { type: 'string' } },
});
const replicas = Number(values.replicas);
const only = values.only;

if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('--replicas takes a whole number of API processes, 1 or more');
  process.exit(2);
}
if (only !== undefined && only !== 'back-office') {
  console.error('--only takes back-office');
  process.exit(2);
}
if (replicas > 1 && !process.env.DATABASE_URL) {
  console.error('--replicas needs PostgreSQL (DATABASE_URL): a PGlite folder serves one process');
  process.exit(2);
}

const { database, slug } = await prepareBenchDatabase(PRODUCTS);
try {
  console.log(
    `\n${database.kind}, ${PRODUCTS.toLocaleString('en')} products, ${load.connections} connections, ${load.seconds} s a route:`,
  );
  if (replicas > 1) await compareReplicas(database, slug, load, replicas);
  else {
    if (only !== 'back-office') await compareToBaseline(database, slug, load);
    await measureBackOffice(database, load);
  }
} finally {
  await database.cleanup();
}
