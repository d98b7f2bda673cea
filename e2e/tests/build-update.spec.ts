import type { ChildProcess } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { BUILD_UPDATE_SHELL_PORT } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { ROOT } from '../fixtures/topology.mjs';

const SHELL = `http://localhost:${BUILD_UPDATE_SHELL_PORT}`;

test.describe('a new shell build while a page is open', () => {
  let shell: ChildProcess;
  let dist: string;

  test.beforeAll(async () => {
    // The shell's server on a copy of its build, which the test then replaces.
    dist = await mkdtemp(path.join(os.tmpdir(), 'shell-build-'));
    await cp(path.join(ROOT, 'shell/dist'), dist, { recursive: true });
    await writeFile(path.join(dist, 'builds/latest.json'), JSON.stringify({ id: 'build-one' }));
    shell = await startShell(BUILD_UPDATE_SHELL_PORT, {
      DIST_DIR: dist,
      BUILD_CHECK_INTERVAL_SECONDS: '1',
    });
  });

  test.afterAll(async () => {
    shell.kill();
    await rm(dist, { recursive: true, force: true });
  });

  test('reloads the page on the next navigation', async ({ page }) => {
    await page.goto(`${SHELL}/en/contact-us`);
    await expect(page.getByRole('form')).toBeVisible();
    // A marker that lives only as long as this document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    // Navigating without a new build stays in the page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );

    await writeFile(path.join(dist, 'builds/latest.json'), JSON.stringify({ id: 'build-two' }));
    await page.waitForResponse(
      (response) => response.url().includes('/builds/latest.json') && response.status() === 200,
    );
    await page.waitForTimeout(300);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(page).toHaveURL(`${SHELL}/en/terms-and-conditions`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    expect(
      await page.evaluate(
        () => (window as { __STOREFRONT__?: { buildId?: string } }).__STOREFRONT__?.buildId,
      ),
    ).toBe('build-two');
  });
});
