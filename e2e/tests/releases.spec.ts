import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { RELEASE_PORTS } from '../fixtures/ports';
import { startRemote, startShell } from '../fixtures/processes';
import {
  buildRevisedContent,
  publishRepositoryBuild,
  changedBuild,
  liveRelease,
  publishedId,
  releaseContent,
} from '../fixtures/releases';
import { ROOT } from '../fixtures/topology.mjs';

/**
 * The content team releases on its own: a build is published as a release, promoted to go live
 * and rolled back, and the running shell (never restarted) renders, names and hydrates every page
 * with exactly one release of the remote. Open tabs keep working on the release they started with
 * and move to the live one with one full load at their next navigation.
 */
const SHELL = `http://localhost:${RELEASE_PORTS.shell}`;
const PRIVACY = '/en/privacy-policy';
const ORIGINAL_TITLE = 'Privacy policy';
const REVISED_TITLE = 'Privacy policy, revised edition';

let work: string;
/** The content remote's release store: what its server serves. */
let store: string;
let remote: ChildProcess;
let shell: ChildProcess;
/** The release built from the repository, live first. */
let original: string;
/** A release with the privacy policy's English title changed. */
let revised: string;
let revisedBuild: string;

const serverHtml = async (pathname = PRIVACY) => (await fetch(`${SHELL}${pathname}`)).text();
/** The content release a page's HTML says it was rendered with. */
const releaseOf = (html: string) => /"releases":\{[^}]*"content":"(\w+)"/.exec(html)?.[1];
/** The content release the page in the browser runs. */
const runningRelease = (page: Page) =>
  page.evaluate(
    () =>
      (window as { __STOREFRONT__?: { releases?: { content?: string } } }).__STOREFRONT__?.releases
        ?.content,
  );
const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/** Promote or rollback through the command, as the team runs it, gated by the running shell. */
async function expectDone(args: string[]) {
  const result = await releaseContent([...args, '--shell', SHELL], store);
  expect(result.code, result.output).toBe(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('releasing a remote', () => {
  test.beforeAll(async () => {
    // Building the revised release takes a while on a busy machine.
    test.setTimeout(240_000);
    work = await mkdtemp(path.join(os.tmpdir(), 'storefront-releases-'));
    store = path.join(work, 'store');
    original = await publishRepositoryBuild(store);
    expect(await liveRelease(store)).toBe(original);
    revisedBuild = await buildRevisedContent(work, REVISED_TITLE);
    revised = publishedId(await releaseContent(['publish', '--dist', revisedBuild], store));
    expect(revised).not.toBe(original);
    expect(await liveRelease(store)).toBe(original);
    remote = await startRemote('content', RELEASE_PORTS.content, SHELL, store);
    shell = await startShell(RELEASE_PORTS.shell, {
      CONTENT_REMOTE_URL: `http://localhost:${RELEASE_PORTS.content}/`,
      // Open pages check for new releases every second (five minutes by default).
      BUILD_CHECK_INTERVAL_SECONDS: '1',
    });
  });

  test.afterAll(async () => {
    shell?.kill();
    remote?.kill();
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('a promote shows in the server HTML within 5 s, a rollback takes it back, the shell still running', async () => {
    expect(titleOf(await serverHtml())).toBe(ORIGINAL_TITLE);

    await expectDone(['promote', revised, '--expect', original]);
    const promoted = Date.now();
    await expect.poll(serverHtml, { timeout: 5000, intervals: [200] }).toContain(REVISED_TITLE);
    test.info().annotations.push({
      type: 'promote seen after',
      description: `${Date.now() - promoted} ms`,
    });
    expect(releaseOf(await serverHtml())).toBe(revised);

    await expectDone(['rollback', '--expect', revised]);
    const rolledBack = Date.now();
    await expect
      .poll(async () => titleOf(await serverHtml()), { timeout: 5000, intervals: [200] })
      .toBe(ORIGINAL_TITLE);
    test.info().annotations.push({
      type: 'rollback seen after',
      description: `${Date.now() - rolledBack} ms`,
    });
    expect(await liveRelease(store)).toBe(original);
    expect(shell.exitCode).toBeNull();
  });

  test('a tab opened before the promote keeps its release, then moves with one full load', async ({
    page,
    pageErrors,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(`${request.url()} failed`));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()} ${response.status()}`);
    });
    let fullLoads = 0;
    page.on('load', () => {
      fullLoads += 1;
    });
    const visit = async (name: RegExp, pathname: string, title: RegExp | string) => {
      await page.locator('footer').getByRole('link', { name }).click();
      await expect(page).toHaveURL(`${SHELL}${pathname}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // A page that arrived whole (the move to the new release) is used once hydrated: a link
      // clicked before that is the browser's own navigation, a full load of its own.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };

    await page.goto(`${SHELL}${PRIVACY}`);
    expect(await runningRelease(page)).toBe(original);
    // Between that remote's pages, on the release the tab started with: no reload.
    await visit(/terms/i, '/en/terms-and-conditions', /terms/i);
    await visit(/contact/i, '/en/contact-us', /contact/i);
    await visit(/privacy/i, PRIVACY, ORIGINAL_TITLE);
    expect(fullLoads).toBe(1);

    await expectDone(['promote', revised, '--expect', original]);
    await expect
      .poll(async () => releaseOf(await serverHtml()), { timeout: 5000, intervals: [200] })
      .toBe(revised);
    // The tab learns of it from builds/latest.json (every second here).
    await page.waitForTimeout(2500);
    await visit(/terms/i, '/en/terms-and-conditions', /terms/i);
    expect(fullLoads).toBe(2);
    expect(await runningRelease(page)).toBe(revised);
    await visit(/privacy/i, PRIVACY, REVISED_TITLE);
    expect(fullLoads).toBe(2);
    expect(failed).toEqual([]);
    expect(pageErrors).toEqual([]);

    await expectDone(['rollback', '--expect', revised]);
  });

  test('50 page loads over a promote and a rollback: each is one release, hydrated cleanly', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    const contentOrigin = `http://localhost:${RELEASE_PORTS.content}`;
    const titles: Record<string, string> = { [original]: ORIGINAL_TITLE, [revised]: REVISED_TITLE };
    const seen = new Set<string>();

    async function load(index: number, pageUnderTest: Page) {
      const scripts: string[] = [];
      const listener = (request: { url: () => string; resourceType: () => string }) => {
        if (request.url().startsWith(contentOrigin)) scripts.push(request.url());
      };
      pageUnderTest.on('request', listener);
      const response = await pageUnderTest.goto(`${SHELL}${PRIVACY}`);
      await pageUnderTest.waitForLoadState('networkidle');
      pageUnderTest.off('request', listener);
      const html = (await response!.text()) ?? '';
      const release = releaseOf(html);
      expect(release, `load ${index}`).toBeDefined();
      seen.add(release!);
      // The server rendered that release's page, and the browser ran that release's code.
      expect(titleOf(html), `load ${index}`).toBe(titles[release!]);
      expect(scripts.length, `load ${index}`).toBeGreaterThan(0);
      for (const script of scripts)
        expect(script, `load ${index}`).toContain(`/releases/${release}/`);
      await expect(pageUnderTest.getByRole('heading', { level: 1 })).toHaveText(titles[release!]!);
    }

    for (let index = 0; index < 50; index += 1) {
      if (index === 15) await expectDone(['promote', revised, '--expect', original]);
      if (index === 35) await expectDone(['rollback', '--expect', revised]);
      await load(index, page);
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual([original, revised].sort());
  });

  test('promote refuses a release the live shell cannot run, and the live one keeps serving', async () => {
    const reactAhead = await changedBuild(
      path.join(ROOT, 'mf-content/dist'),
      path.join(work, 'react-ahead'),
      'mf-manifest.json',
      (manifest) => {
        // What a build against the next major of React declares.
        const shared = manifest.shared as {
          name: string;
          version: string;
          requiredVersion: string;
        }[];
        for (const entry of shared.filter(({ name }) =>
          ['react', 'react/jsx-runtime'].includes(name),
        )) {
          entry.version = '20.0.0';
          entry.requiredVersion = '^20.0.0';
        }
      },
    );
    const contractAhead = await changedBuild(
      path.join(ROOT, 'mf-content/dist'),
      path.join(work, 'contract-ahead'),
      'build-info.json',
      (info) => {
        info.remote = 'content';
        info.contract = '99.0.0';
      },
    );
    for (const [build, named] of [
      [reactAhead, /react.*\^20\.0\.0/],
      [contractAhead, /contract/i],
    ] as const) {
      const id = publishedId(await releaseContent(['publish', '--dist', build], store));
      const refused = await releaseContent(['promote', id, '--shell', SHELL], store);
      expect(refused.code, refused.output).toBe(3);
      expect(refused.output).toMatch(named);
      expect(await liveRelease(store)).toBe(original);
    }
    expect(titleOf(await serverHtml())).toBe(ORIGINAL_TITLE);
    expect(releaseOf(await serverHtml())).toBe(original);
  });
});
