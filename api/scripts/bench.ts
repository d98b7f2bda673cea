// npm run bench:api — the catalog at scale: seeds 100,000 products (into PostgreSQL when
// DATABASE_URL is set, else into a PGlite folder of its own) and measures requests per second
// and latency of the catalog's and the store's routes with autocannon, each as a ratio to a bare
// Fastify route reading one product with the same driver, measured in the same run.
//   BENCH_PRODUCTS=20000 BENCH_SECONDS=5 npm run bench:api   for a quicker run
//   npm run bench:api -- --replicas 2   one API process against two (PostgreSQL only)
// It then seeds 100,000 orders (BENCH_ORDERS) and measures the back office's lists (orders:
// search, filters, page 500; products: newest, page 500, searched, filtered) signed in as a
// manager, with their p95 latencies.
//   npm run bench:api -- --only orders     the orders list alone (with a small catalog)
//   npm run bench:api -- --only products   the back office's product lists alone
import { parseArgs } from 'node:util';
import { measureBackOffice } from './bench/back-office';
import { prepareBenchDatabase } from './bench/database';
import { benchOrders, seedOrders } from './bench/orders';
import { compareReplicas, compareToBaseline } from './bench/runs';

const { values } = parseArgs({
  options: {
    replicas: { type: 'string', default: '1' },
    only: { type: 'string' },
  },
});
const ordersOnly = values.only === 'orders';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (ordersOnly ? 1_000 : 100_000));
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const replicas = Number(values.replicas);

if (!Number.isInteger(replicas) || replicas < 1) {
  console.error('--replicas takes a whole number of API processes, 1 or more');
  process.exit(2);
}
if (values.only !== undefined && values.only !== 'orders' && values.only !== 'products') {
  console.error('--only takes orders or products');
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
    if (values.only === undefined) await compareToBaseline(database, slug, load);
    if (values.only !== 'orders') await measureBackOffice(database, load);
    if (values.only !== 'products') {
      await seedOrders(database, ORDERS);
      // A back office has a few staff at once, not the storefront's crowd.
      await benchOrders(database, {
        ...load,
        connections: Number(process.env.BENCH_STAFF_CONNECTIONS ?? 4),
      });
    }
  }
} finally {
  await database.cleanup();
}
