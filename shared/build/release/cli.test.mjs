// The release command as CI runs it: a process, its output and its exit code.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fakeBuild, fakeShell, temporaryDir } from './fixtures.mjs';

const CLI = path.join(import.meta.dirname, 'cli.mjs');

/**
 * Runs the CLI in `cwd` (as `npm run release -w …` does in the workspace).
 * @param {string} cwd
 * @param {string[]} args
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
function release(cwd, args) {
  const env = { ...process.env, RELEASE_STORE: '', RELEASE_SHELL: '', RELEASES_KEEP: '' };
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

describe('the release command', () => {
  let root;
  let store;
  let shell;
  before(async () => {
    root = await temporaryDir();
    store = path.join(root, 'store');
    shell = await fakeShell(root, { react: '19.3.1', contract: '1.0.0' });
  });
  after(() => rm(root, { recursive: true, force: true }));

  /** @param {string} chunk @param {string} [react] */
  const build = (chunk, react) => fakeBuild(root, { chunk, react });
  /** @param {string[]} args */
  const run = (...args) => release(root, [...args, '--store', store, '--shell', shell]);
  const idOf = (/** @type {string} */ stdout) => /release ([0-9a-f]{12})/.exec(stdout)?.[1] ?? '';
  const liveRelease = async () =>
    JSON.parse(await readFile(path.join(store, 'live.json'), 'utf8')).release;

  it('publishes and promotes, then says conflict (2) and refused by the gate (3)', async () => {
    const first = await run('publish', '--dist', await build('a'), '--promote');
    assert.equal(first.code, 0, first.stderr);
    const a = idOf(first.stdout);
    assert.match(first.stdout, new RegExp(`^published content release ${a} to `, 'm'));
    assert.match(first.stdout, new RegExp(`^promoted ${a} in .*: it is live \\(was none\\)`, 'm'));

    const b = idOf((await run('publish', '--dist', await build('b'))).stdout);
    const stale = await run('promote', b, '--expect', b);
    assert.equal(stale.code, 2);
    assert.match(stale.stderr, new RegExp(`expected ${b} to be live, but ${a} is`));

    const ahead = idOf((await run('publish', '--dist', await build('c', '^20.0.0'))).stdout);
    const refused = await run('promote', ahead, '--expect', a);
    assert.equal(refused.code, 3);
    assert.match(refused.stderr, /refused by the gate/);
    assert.match(
      refused.stderr,
      new RegExp(`react: release ${ahead} needs \\^20.0.0, the live shell provides 19.3.1`),
    );
    assert.equal(await liveRelease(), a);

    const unreachable = await release(root, [
      'promote',
      b,
      '--store',
      store,
      '--shell',
      path.join(root, 'none'),
    ]);
    assert.equal(unreachable.code, 1);
    assert.match(unreachable.stderr, /the gate could not be checked/);
  });

  it('lets one of two concurrent `promote X --expect A` win; the other exits 2', async () => {
    const a = await liveRelease();
    const x = idOf((await run('publish', '--dist', await build('x'))).stdout);
    const results = await Promise.all([
      run('promote', x, '--expect', a),
      run('promote', x, '--expect', a),
    ]);
    assert.deepEqual(results.map((result) => result.code).sort(), [0, 2]);
    assert.equal(await liveRelease(), x);

    const listing = await run('list', '--json');
    const { live, releases } = JSON.parse(listing.stdout);
    assert.deepEqual(live.stack, [a, x]);
    assert.equal(releases.find((/** @type {any} */ r) => r.live).id, x);
    assert.equal(releases.find((/** @type {any} */ r) => r.previous).id, a);

    const back = await run('rollback', '--expect', x);
    assert.equal(back.code, 0, back.stderr);
    assert.match(back.stdout, new RegExp(`^rolled back to ${a} .* \\(was ${x}\\)`, 'm'));
    const text = (await run('list')).stdout;
    assert.match(text, new RegExp(`^  ${a}  \\S+  -\\s+live$`, 'm'));
    assert.match(text, new RegExp(`^  \\S+  rollback  ${a}$`, 'm'));
  });

  it('builds the workspace first when its dist is missing or older than its sources', async () => {
    const workspace = path.join(root, 'mf-content');
    await mkdir(path.join(workspace, 'src'), { recursive: true });
    await writeFile(path.join(workspace, 'src/index.js'), 'export {};');
    await writeFile(path.join(workspace, 'webpack.config.mjs'), 'export default {};');
    const pkg = { name: '@storefront/mf-content', scripts: { build: 'node build.mjs' } };
    await writeFile(path.join(workspace, 'package.json'), JSON.stringify(pkg));
    // The "build" copies a fake build into dist.
    const source = await build('built');
    await writeFile(
      path.join(workspace, 'build.mjs'),
      `import { cpSync } from 'node:fs';\ncpSync(${JSON.stringify(source)}, 'dist', { recursive: true });\n`,
    );
    const publish = () => release(workspace, ['publish', '--store', store]);

    const missing = await publish();
    assert.equal(missing.code, 0, missing.stderr);
    assert.match(missing.stdout, /^building first: there is no dist$/m);
    const fresh = await publish();
    assert.doesNotMatch(fresh.stdout, /building first/);
    assert.match(fresh.stdout, /is already published/);

    const later = new Date(Date.now() + 60_000);
    await utimes(path.join(workspace, 'src/index.js'), later, later);
    const stale = await publish();
    assert.match(stale.stdout, /^building first: dist is older than its sources$/m);
  });
});
