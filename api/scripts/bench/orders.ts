import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { hashPassword } from '../../src/services/accounts/passwords';
import type { BenchDatabase } from './database';
import type { Load } from './measure';
import { startApi } from './servers';

const STAFF = { email: 'bench.manager@example.com', password: 'bench-manager-password-2026' };

function open(database: BenchDatabase): Promise<DatabaseHandle> | DatabaseHandle {
  return database.kind === 'PostgreSQL'
    ? openPostgres(database.env.DATABASE_URL!)
    : openPglite({ dataDir: database.env.DATA_DIR! });
}

/**
 * `count` orders over the last year, in SQL: eight first names and eight surnames (each
 * surname's beginning shared by an eighth of the orders: a search that finds many), every
 * status, payment, delivery and customer type, a phone and an email of their own; and a manager
 * to sign in as.
 */
export async function seedOrders(database: BenchDatabase, count: number): Promise<void> {
  const handle = await open(database);
  try {
    const started = Date.now();
    await handle.db.execute(sql`
      insert into orders (customer_type, email, phone, first_name, last_name, language,
        delivery_method, delivery_details, payment_method, currency, subtotal, total, status,
        version, created_at, updated_at)
      select
        (case when i % 3 = 0 then 'REGISTERED' else 'GUEST' end)::customer_type,
        'shopper.' || i || '@example.com',
        '+486' || lpad(((i::bigint * 7919) % 100000000)::text, 8, '0'),
        (array['Anna','Jan','Zofia','Piotr','Olena','Maria','Tomasz','Ewa'])[1 + i % 8],
        (array['Kowalska','Nowak','Wiśniewska','Zieliński','Shevchenko','Kowalczyk','Lewandowski','Wójcik'])[1 + (i / 8) % 8],
        (array['pl','en','ua','ru'])[1 + i % 4]::language,
        (case when i % 2 = 0 then 'LOCAL_PICKUP' else 'TAXI' end)::delivery_method,
        case when i % 2 = 0 then '{"method":"LOCAL_PICKUP"}'::jsonb
             else '{"method":"TAXI","street":"Długa 1","city":"Warszawa"}'::jsonb end,
        (array['CASH','BANK_TRANSFER','MONOBANK','PRIVAT_BANK','REVOLUT'])[1 + i % 5]::payment_method,
        'PLN', 1000 + i % 50000, 1000 + i % 50000,
        (array['NEW','CONFIRMED','PACKED','SHIPPED','DELIVERED','DELIVERED','DELIVERED','CANCELLED'])[1 + (i / 3) % 8]::order_status,
        1,
        now() - make_interval(secs => (${count} - i) * (31536000.0 / ${count})),
        now()
      from generate_series(1, ${count}::int) as i
    `);
    await handle.db.execute(
      sql`insert into users (email, password_hash, role, first_name, last_name)
          values (${STAFF.email}, ${await hashPassword(STAFF.password)}, 'MANAGER', 'Bench', 'Manager')`,
    );
    await handle.db.execute(sql`vacuum analyze orders`);
    console.log(
      `${database.kind}: ${count.toLocaleString('en')} orders seeded in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await handle.close();
  }
}

/** What the bench measures of the back office: the orders list searched, filtered and deep. */
export const orderRoutes: [name: string, path: string][] = [
  ['orders, first page', '/api/v1/admin/orders'],
  ['orders, page 500', '/api/v1/admin/orders?page=500'],
  ['orders, status NEW', '/api/v1/admin/orders?status=NEW'],
  [
    'orders, paid ahead, last month',
    `/api/v1/admin/orders?paymentMethod=BANK_TRANSFER&from=${daysAgo(30)}`,
  ],
  ['orders, guests shipped', '/api/v1/admin/orders?status=SHIPPED&customerType=GUEST&page=20'],
  ['search, a number', '/api/v1/admin/orders?q=54321'],
  ['search, an email', '/api/v1/admin/orders?q=shopper.7777'],
  ['search, a phone', `/api/v1/admin/orders?q=${encodeURIComponent('+48 6')}`],
  ['search, a surname (1 in 8)', '/api/v1/admin/orders?q=kowalczyk'],
  ['search, a first and a last name', `/api/v1/admin/orders?q=${encodeURIComponent('zofia wiś')}`],
];

function daysAgo(days: number) {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The p-th percentile of the latencies (ms). */
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function signIn(address: string): Promise<string> {
  const response = await fetch(`${address}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify(STAFF),
  });
  if (response.status !== 200)
    throw new Error(`the bench's manager could not sign in: ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/**
 * The back office's orders list on the API as in production, signed in as a manager: each
 * route's requests a second and latency percentiles (p95 from every response's time), with a
 * few connections, as a back office has few users at once.
 */
export async function benchOrders(database: BenchDatabase, load: Load) {
  const kept = await benchOrdersOnce(database, load, {});
  // A filter's total is kept until an order changes; counted every time, what a first read costs.
  const counted = await benchOrdersOnce(database, load, { ADMIN_ORDER_TOTALS_SECONDS: '0' });
  return { kept, counted };
}

async function benchOrdersOnce(database: BenchDatabase, load: Load, env: Record<string, string>) {
  const server = await startApi({ ...database.env, ...env });
  try {
    const cookie = await signIn(server.address);
    const rows = [];
    for (const [name, path] of orderRoutes) {
      const url = server.address + path;
      const check = await fetch(url, { headers: { cookie } });
      if (check.status !== 200) throw new Error(`${name}: ${check.status} ${await check.text()}`);
      const { total } = (await check.json()) as { total: number };
      await autocannon({ url, connections: load.connections, amount: 200, headers: { cookie } });
      const times: number[] = [];
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          { url, connections: load.connections, duration: load.seconds, headers: { cookie } },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on('response', (_client, _status, _bytes, responseTime) =>
          times.push(responseTime),
        );
      });
      rows.push({
        route: name,
        matches: total,
        'req/s': Math.round(result.requests.average),
        'p50 ms': percentile(times, 50),
        'p95 ms': percentile(times, 95),
        'p99 ms': percentile(times, 99),
        errors: result.errors + result.non2xx,
      });
    }
    console.log(
      env.ADMIN_ORDER_TOTALS_SECONDS === '0'
        ? 'The totals counted on every request:'
        : 'As it runs (a filter’s total kept until an order is placed or changed):',
    );
    console.table(rows);
    return rows;
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.stop();
  }
}
