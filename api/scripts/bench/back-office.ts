import type { BenchDatabase } from './database';
import { BENCH_STAFF } from './database';
import { measure, type Load } from './measure';
import { startApi } from './servers';

/**
 * What the bench measures of the back office, with a manager's session: each list at its page
 * size, searched, filtered and deep (page 500 is as deep as a list goes: 10,000 rows).
 */
export const backOfficeRoutes = (): [name: string, path: string][] => [
  ['products, newest', '/api/v1/admin/products?lang=en'],
  ['products, page 500', '/api/v1/admin/products?lang=en&page=500'],
  ['products, search `sencha`', '/api/v1/admin/products?lang=en&q=sencha'],
  [
    'products, search `кава`, page 50',
    `/api/v1/admin/products?lang=ua&q=${encodeURIComponent('кава')}&page=50`,
  ],
  [
    'products, category, in stock, discounted',
    '/api/v1/admin/products?lang=pl&category=tea&inStock=true&discounted=true',
  ],
  ['products, hidden', '/api/v1/admin/products?lang=en&hidden=true'],
  ['products, missing a text', '/api/v1/admin/products?lang=en&missing=any'],
];

/**
 * Connections at once: a few staff members working, not a crowd of shoppers
 * (BENCH_STAFF_CONNECTIONS changes it).
 */
const STAFF_CONNECTIONS = Number(process.env.BENCH_STAFF_CONNECTIONS ?? 4);

/** A staff member's session cookie, signed in through the API as the back office does. */
async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_STAFF),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie)
    throw new Error(`the bench's staff member cannot sign in (${response.status})`);
  return cookie.split(';')[0]!;
}

/**
 * The back office's lists, each URL requested over and over by STAFF_CONNECTIONS connections
 * with a staff session, for `load.seconds` each (no page is kept: every request reads the
 * database; a filter's total is counted once a minute, as the storefront's). p95 is the figure
 * the back office is held to (100 ms at most on 2 cores).
 */
export async function measureBackOffice(database: BenchDatabase, { seconds }: Load) {
  const load = { connections: STAFF_CONNECTIONS, seconds };
  const server = await startApi(database.env);
  try {
    const headers = { cookie: await signIn(server.address) };
    const rows = [];
    for (const [name, path] of backOfficeRoutes()) {
      // A few requests first, so the measurement finds the code compiled and the pools full.
      await measure(
        [server.address + path],
        { connections: load.connections, seconds: 1 },
        headers,
      );
      const result = await measure([server.address + path], load, headers);
      rows.push({
        route: name,
        'req/s': result.rps,
        'p50 ms': result.p50,
        'p95 ms': result.p95,
        'p99 ms': result.p99,
        errors: result.errors,
      });
    }
    console.log(`\nThe back office, a manager signed in, ${load.connections} connections:`);
    console.table(rows);
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.stop();
  }
}
