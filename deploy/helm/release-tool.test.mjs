// A team's release in the cluster, as the chart runs it: the release tool's container (its
// command, as rendered, run here from the repository, which is the builder image's /app) serves
// a store behind the chart's RELEASE_TOKEN, and the team's `release` command publishes, promotes
// and rolls back over HTTP, gated by a shell; the store's live.json (what nginx beside it serves)
// follows.
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/free-port.mjs';
import { fakeBuild, fakeShell, temporaryDir } from '@storefront/shared/release-fixtures';
import { render } from './tools/chart.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'shared/build/release/cli.mjs');
const TOKEN = 'a-token-of-the-charts-secret';

describe("the chart's release tool", () => {
  let dir;
  let tool;
  let store;
  let url;
  const release = (...args) =>
    promisify(execFile)(process.execPath, [CLI, ...args, '--store', url], {
      cwd: path.join(ROOT, 'mf-content'),
      env: { ...process.env, RELEASE_TOKEN: TOKEN },
    });
  const live = async () => JSON.parse(await readFile(path.join(store, 'live.json'), 'utf8'));

  before(async () => {
    const { objects } = render(null);
    const content = objects.find(
      (o) => o.kind === 'Deployment' && o.metadata.name === 'shop-storefront-content',
    );
    const container = content.spec.template.spec.containers.find((c) => c.name === 'release-tool');
    const [command, script, mount, port] = container.command;
    assert.deepEqual([command, script, mount], ['node', 'shared/build/serve-remote.mjs', '/store']);
    assert.deepEqual(container.env.find((e) => e.name === 'RELEASE_TOKEN').valueFrom.secretKeyRef, {
      name: 'shop-storefront',
      key: 'RELEASE_TOKEN',
    });
    assert.equal(container.ports[0].containerPort, Number(port));
    dir = await temporaryDir();
    store = path.join(dir, 'store');
    const listening = await freePort();
    url = `http://127.0.0.1:${listening}/`;
    // The container's command, with the store's mount and port of this test.
    tool = spawn(command, [script, store, String(listening)], {
      cwd: ROOT,
      env: { ...process.env, RELEASE_TOKEN: TOKEN, LOG_LEVEL: 'silent' },
      stdio: 'ignore',
    });
    for (let tries = 0; ; tries += 1) {
      const answered = await fetch(`${url}live.json`).then(
        () => true,
        () => false,
      );
      if (answered) break;
      assert.ok(tries < 100, 'the release tool did not listen');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  after(async () => {
    tool?.kill();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('takes a publish and promote, then a rollback, with the token, gated by the shell', async () => {
    const shell = await fakeShell(dir);
    const first = await fakeBuild(dir, { chunk: 'console.log("first");' });
    const next = await fakeBuild(dir, { chunk: 'console.log("next");' });
    await release('publish', '--dist', first, '--promote', '--shell', shell);
    const firstId = (await live()).release;
    await release('publish', '--dist', next, '--promote', '--shell', shell);
    const nextId = (await live()).release;
    assert.notEqual(nextId, firstId);
    await release('rollback', '--expect', nextId, '--shell', shell);
    assert.equal((await live()).release, firstId);
    const { stdout } = await release('list', '--json');
    assert.deepEqual(
      JSON.parse(stdout).live.history.map(({ action }) => action),
      ['promote', 'promote', 'rollback'],
    );
  });

  it('refuses a release without the token', async () => {
    const shell = await fakeShell(dir);
    const build = await fakeBuild(dir, { chunk: 'console.log("stranger");' });
    await assert.rejects(
      promisify(execFile)(
        process.execPath,
        [CLI, 'publish', '--dist', build, '--store', url, '--shell', shell],
        {
          cwd: path.join(ROOT, 'mf-content'),
          env: { ...process.env, RELEASE_TOKEN: 'not-the-token' },
        },
      ),
      /401|token/i,
    );
  });
});
