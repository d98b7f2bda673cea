// Runs the API suite on PGlite, then the same suite again on PostgreSQL: the server DATABASE_URL
// names, or else a temporary one of the run's own. Each pass first builds the seeded database the
// tests copy.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { startTemporaryPostgres } from '../../scripts/temporary-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);
const files = readdirSync(path.join(root, 'test'), { recursive: true })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.join('test', file))
  .filter((file) => only.length === 0 || only.some((part) => file.includes(part)))
  .sort();

/** @returns {number} the suite's exit status */
function run(args, env) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  return result.status ?? 1;
}

function pass(database, env) {
  console.log(`\n── API tests on ${database} ──`);
  const passEnv = { ...env, TEST_DATABASE: database };
  const prepared = run(['test/prepare.ts'], passEnv);
  if (prepared !== 0) return prepared;
  return run(['--test', '--test-concurrency=2', '--test-reporter=spec', ...files], passEnv);
}

const pglite = pass('pglite', process.env);
if (pglite !== 0) process.exit(pglite);

const own = process.env.DATABASE_URL ? null : await startTemporaryPostgres();
if (own) console.log(`\nDATABASE_URL is not set: PostgreSQL of this run at ${own.url}`);
try {
  process.exitCode = pass('postgres', {
    ...process.env,
    DATABASE_URL: own?.url ?? process.env.DATABASE_URL,
  });
} finally {
  await own?.stop();
}
