import path from 'node:path';

/** The staff account seeded into every test database. */
export const TEST_OWNER = {
  email: 'owner@verde-market.test',
  password: 'owner-password-2026',
} as const;

export const TEST_DATA_DIR = path.resolve(import.meta.dirname, '../../.data/test');
export const PGLITE_DUMP = path.join(TEST_DATA_DIR, 'seeded.tar.gz');
export const TEMPLATE_DATABASE = 'storefront_test_template';

/** A fixed seed date, so "days ago" in the data is stable across runs. */
export const SEED_DATE = new Date('2026-11-01T10:00:00Z');

/** The same server as DATABASE_URL, another database on it. */
export function databaseUrl(name: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}
