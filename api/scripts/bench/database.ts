import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { seedDemoShop } from '../../src/db/seed';
import { hashPassword } from '../../src/services/accounts/passwords';

const BENCH_DATABASE = 'storefront_bench';

/** The staff member whose session the back office's routes are measured with. */
export const BENCH_STAFF = {
  email: 'bench-manager@storefront.test',
  password: 'bench-manager-2026',
};

export interface BenchDatabase {
  kind: 'PostgreSQL' | 'PGlite';
  /** The servers' environment for this database. */
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/**
 * A new database for the run: `storefront_bench` beside DATABASE_URL's database when it is set,
 * else a PGlite folder of its own. Seeded with the demo shop grown to `products` products, and
 * closed again, since PGlite's folder has one user at a time. Gives a product's slug to read.
 */
export async function prepareBenchDatabase(
  products: number,
): Promise<{ database: BenchDatabase; slug: string }> {
  const { handle, database } = await createDatabase();
  try {
    const started = Date.now();
    await handle.migrate();
    await seedDemoShop(handle.db);
    await growCatalog(handle, products);
    await handle.db.insert(users).values({
      email: BENCH_STAFF.email,
      passwordHash: await hashPassword(BENCH_STAFF.password),
      role: 'MANAGER',
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `${database.kind}: ${products.toLocaleString('en')} products seeded in ${seconds} s`,
    );
    // A copy from the middle of the catalog (bench-5000-… of 100,000).
    const copy = `bench-${Math.max(1, Math.floor(products / 20))}-%`;
    const found = await handle.db.execute(
      sql`select slug from products where slug like ${copy} limit 1`,
    );
    const { slug } = (found as unknown as { rows: { slug: string }[] }).rows[0]!;
    return { database, slug };
  } finally {
    await handle.close();
  }
}

async function createDatabase(): Promise<{ handle: DatabaseHandle; database: BenchDatabase }> {
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
      database: {
        kind: 'PostgreSQL',
        env: { DATABASE_URL: url.toString() },
        cleanup: async () => {},
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-bench-'));
  return {
    handle: await openPglite({ dataDir: dir }),
    database: {
      kind: 'PGlite',
      env: { DATABASE_URL: '', DATA_DIR: dir },
      cleanup: () => rm(dir, { recursive: true, force: true }),
    },
  };
}

/**
 * Copies of the demo products with new slugs, texts in four languages, images and stock, in SQL;
 * one in a hundred hidden (a draft of the back office's).
 */
async function growCatalog(handle: DatabaseHandle, count: number): Promise<void> {
  const batch = 10_000;
  for (let start = 0; start < count; start += batch) {
    const end = Math.min(start + batch, count);
    await handle.db.execute(sql`
      with source as (select row_number() over (order by slug) - 1 as n, * from products where slug not like 'bench-%'),
      total as (select count(*) as c from source),
      made as (
        insert into products (slug, category_id, brand_id, price, discount_price, sale_price, stock, featured, visible, attributes, arrived_at, created_at)
        select 'bench-' || i || '-' || s.slug, s.category_id, s.brand_id,
               s.price + (i % 500), case when i % 7 = 0 then s.price - 100 else null end,
               case when i % 7 = 0 then s.price - 100 else null end,
               i % 50, i % 97 = 0, i % 100 <> 0, s.attributes, now() - make_interval(mins => i),
               now() - make_interval(mins => i)
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
