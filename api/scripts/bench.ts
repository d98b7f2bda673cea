// npm run bench:api — the catalog at scale: seeds 100,000 products (into PostgreSQL when
// DATABASE_URL is set, else into a PGlite folder of its own) and measures requests per second
// and latency of the list, search and detail routes with autocannon.
//   BENCH_PRODUCTS=20000 BENCH_SECONDS=5 npm run bench:api   for a quicker run
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client';
import { seedDemoShop } from '../src/db/seed';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BENCH_DATABASE = 'storefront_bench';

interface BenchDatabase {
  handle: DatabaseHandle;
  /** The server's environment for this database. */
  env: Record<string, string>;
  cleanup: () => Promise<void>;
  kind: string;
}

async function openDatabase(): Promise<BenchDatabase> {
  if (process.env.DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${BENCH_DATABASE}`;
    return {
      handle: openPostgres(url.toString()),
      env: { DATABASE_URL: url.toString() },
      cleanup: async () => {},
      kind: 'PostgreSQL',
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  return {
    handle: await openPglite({ dataDir: dir }),
    env: { DATABASE_URL: '', DATA_DIR: dir },
    cleanup: () => rm(dir, { recursive: true, force: true }),
    kind: 'PGlite',
  };
}

/**
 * The API as it runs in production, in a process of its own, so autocannon (here) and the
 * server do not share one event loop.
 */
async function startServer(
  env: Record<string, string>,
): Promise<{ address: string; stop: () => Promise<void> }> {
  const port = 4900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the API exited with ${server.exitCode}`);
    const ready = await fetch(`${address}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      const exited = once(server, 'exit');
      return { address, stop: () => (server.kill('SIGTERM'), exited.then(() => {})) };
    }
    await setTimeout(100);
  }
  server.kill('SIGKILL');
  throw new Error('the API did not start within a minute');
}

/** Copies of the demo products with new slugs, texts in four languages, images and stock, in SQL. */
async function growCatalog(handle: DatabaseHandle, count: number): Promise<void> {
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(start + batch, count);
    await handle.db.execute(sql`
      with source as (select row_number() over (order by slug) - 1 as n, * from products where slug not like 'bench-%'),
      total as (select count(*) as c from source),
      made as (
        insert into products (slug, category_id, brand_id, price, discount_price, stock, featured, attributes, arrived_at)
        select 'bench-' || i || '-' || s.slug, s.category_id, s.brand_id,
               s.price + (i % 500), case when i % 7 = 0 then s.price - 100 else null end,
               i % 50, i % 97 = 0, s.attributes, now() - make_interval(mins => i)
        from generate_series(${start + 1}::int, ${end}::int) as i
        join source s on s.n = i % (select c from total)
        returning id, slug
      )
      insert into product_texts (product_id, language, name, description)
      select made.id, t.language, t.name || ' #' || split_part(made.slug, '-', 2), t.description
      from made
      join products original on original.slug = regexp_replace(made.slug, '^bench-[0-9]+-', '')
      join product_texts t on t.product_id = original.id
    `);
    process.stdout.write(
      `\rseeded ${end.toLocaleString('en')} of ${count.toLocaleString('en')} products`,
    );
  }
  await handle.db.execute(sql`
    insert into product_images (product_id, path, position)
    select p.id, i.path, i.position from products p
    join products original on original.slug = regexp_replace(p.slug, '^bench-[0-9]+-', '')
    join product_images i on i.product_id = original.id
    where p.slug like 'bench-%'
  `);
  await handle.db.execute(sql`vacuum analyze`);
  process.stdout.write('\n');
}

async function measure(
  url: string,
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const { handle, env, cleanup, kind } = await openDatabase();
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  const started = Date.now();
  await handle.migrate();
  await seedDemoShop(handle.db);
  await growCatalog(handle, PRODUCTS);
  console.log(
    `${kind}: ${PRODUCTS.toLocaleString('en')} products seeded in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  const found = await handle.db.execute(
    sql`select slug from products where slug like 'bench-5000-%' limit 1`,
  );
  const { slug } = (found as unknown as { rows: { slug: string }[] }).rows[0]!;
  // PGlite's folder has one user at a time: the server opens it once this process lets go.
  await handle.close();

  server = await startServer(env);
  const routes = [
    ['list, newest, page 1', '/api/v1/product?lang=en'],
    ['list, page 400', '/api/v1/product?lang=en&page=400'],
    [
      'list, category + price sort',
      '/api/v1/product?lang=pl&category=tea&sort=price-asc&inStock=true',
    ],
    ['list, by name', '/api/v1/product?lang=ru&sort=name'],
    ['search', '/api/v1/product?lang=en&q=sencha'],
    ['search, Cyrillic', `/api/v1/product?lang=ua&q=${encodeURIComponent('кава')}`],
    ['detail', `/api/v1/product/${slug}?lang=en`],
  ] as const;
  const rows = [];
  for (const [name, route] of routes) {
    const result = await measure(server.address + route);
    rows.push({
      route: name,
      'req/s': result.rps,
      'p50 ms': result.p50,
      'p99 ms': result.p99,
      errors: result.errors,
    });
  }
  console.log(
    `\n${kind}, ${PRODUCTS.toLocaleString('en')} products, ${CONNECTIONS} connections, ${SECONDS} s a route:`,
  );
  console.table(rows);
  // Requests autocannon abandoned at its deadline finish before the server stops.
  await setTimeout(500);
} finally {
  await server?.stop();
  await handle.close().catch(() => {});
  await cleanup();
}
