// The bench's yardstick: a bare Fastify app whose one route reads one product row by slug with
// the API's driver (node-postgres, on PostgreSQL or on PGlite's DATA_DIR) and answers it as JSON. No plugins, no schema, no
// ORM: what a route costs at the least, measured beside the API in the same run.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { pglitePool } from '../../src/db/client';

type Read = (slug: string) => Promise<unknown>;
const QUERY = 'select * from products where slug = $1';

async function openDriver(): Promise<{ read: Read; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
    return {
      read: async (slug) => (await pool.query(QUERY, [slug])).rows[0],
      close: () => pool.end(),
    };
  }
  const client = await PGlite.create(process.env.DATA_DIR!);
  const pool = pglitePool(client);
  return {
    read: async (slug) => (await pool.query(QUERY, [slug])).rows[0],
    close: () => pool.end().then(() => client.close()),
  };
}

const driver = await openDriver();
const app = Fastify();
app.get<{ Params: { slug: string } }>('/product/:slug', async (request, reply) => {
  const row = await driver.read(request.params.slug);
  return row ?? reply.code(404).send({ code: 'PRODUCT_NOT_FOUND' });
});
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(driver.close)
      .then(() => process.exit(0)),
);
await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });
