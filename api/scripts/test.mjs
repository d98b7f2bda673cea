// Runs the API suite on PGlite, then, when DATABASE_URL points at a PostgreSQL server, the same
// suite again on PostgreSQL. Each pass first builds the seeded database the tests copy.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(root, 'test'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

function run(args, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const databases = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
for (const database of databases) {
  console.log(`\n── API tests on ${database} ──`);
  const env = { ...process.env, TEST_DATABASE: database };
  run(['test/prepare.ts'], env);
  run(['--test', '--test-concurrency=2', '--test-reporter=spec', ...files], env);
}
if (!process.env.DATABASE_URL)
  console.log('\nDATABASE_URL is not set: the PostgreSQL pass was skipped.');
