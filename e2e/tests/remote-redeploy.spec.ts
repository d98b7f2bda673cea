import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures/test';
import { REDEPLOY_PORTS } from '../fixtures/ports';
import { startRemote, startShell } from '../fixtures/processes';
import { ROOT } from '../fixtures/topology.mjs';

/**
 * A remote deploys alone, also on the server: the content team builds a new version and publishes
 * it where the old one was served; the running shell's server renders the new version within
 * seconds, with no rebuild or restart of the shell.
 */
const SHELL = `http://localhost:${REDEPLOY_PORTS.shell}`;
const PAGE = `${SHELL}/en/privacy-policy`;
const REVISED_TITLE = 'Privacy policy, revised edition';

let work: string;
/** The folder the content remote is served from: its deploy. */
let deployed: string;
let remote: ChildProcess;
let shell: ChildProcess;

/** Builds the content remote from a copy of its source with a changed page title. */
async function buildRevisedContentRemote(): Promise<string> {
  const source = path.join(work, 'source');
  const app = path.join(source, 'mf-content');
  await mkdir(source, { recursive: true });
  // The copy resolves its dependencies (and @storefront/shared) from the repository's.
  await symlink(path.join(ROOT, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  await cp(path.join(ROOT, 'tsconfig.base.json'), path.join(source, 'tsconfig.base.json'));
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.mjs']) {
    await cp(path.join(ROOT, 'mf-content', entry), path.join(app, entry), { recursive: true });
  }
  // npm keeps some of the remote's own dependencies beside it.
  const own = path.join(ROOT, 'mf-content/node_modules');
  if (existsSync(own)) await symlink(own, path.join(app, 'node_modules'), 'dir');
  const document = path.join(app, 'src/legal/privacy-policy/en.json');
  const text = JSON.parse(await readFile(document, 'utf8')) as { title: string };
  await writeFile(document, JSON.stringify({ ...text, title: REVISED_TITLE }));
  await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/webpack'),
    ['--mode', 'production'],
    { cwd: app, env: { ...process.env, NODE_ENV: 'production' } },
  );
  return path.join(app, 'dist');
}

test.describe('redeploying a remote', () => {
  test.beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'storefront-redeploy-'));
    deployed = path.join(work, 'deployed');
    await cp(path.join(ROOT, 'mf-content/dist'), deployed, { recursive: true });
    remote = await startRemote('content', REDEPLOY_PORTS.content, SHELL, deployed);
    shell = await startShell(REDEPLOY_PORTS.shell, {
      CONTENT_REMOTE_URL: `http://localhost:${REDEPLOY_PORTS.content}/mf-manifest.json`,
    });
  });

  test.afterAll(async () => {
    shell?.kill();
    remote?.kill();
    await rm(work, { recursive: true, force: true });
  });

  test('shows the new version in the server HTML within 10 s, the shell still running', async ({
    page,
    pageErrors,
  }) => {
    // A production build of a remote takes a while on a busy machine.
    test.setTimeout(240_000);
    const html = async () => (await fetch(PAGE)).text();
    expect(await html()).toContain('>Privacy policy</h1>');
    const revised = await buildRevisedContentRemote();

    // The deploy: the new build replaces the old one at the same address.
    await rm(deployed, { recursive: true, force: true });
    await cp(revised, deployed, { recursive: true });
    const started = Date.now();
    await expect
      .poll(html, { timeout: 10_000, intervals: [250] })
      .toContain(`>${REVISED_TITLE}</h1>`);
    test.info().annotations.push({
      type: 'picked up after',
      description: `${Date.now() - started} ms`,
    });
    expect(shell.exitCode).toBeNull();

    // The browser loads the same new version and hydrates what the server rendered.
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: REVISED_TITLE })).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
