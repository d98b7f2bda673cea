import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { PORTS, RESILIENCE_PORTS } from '../fixtures/ports';
import { ROOT } from '../fixtures/topology.mjs';

/**
 * A shell of its own whose content remote runs on a server this test starts and stops; the rest
 * of the topology (API, other remotes) is the suite's.
 */
const SHELL_PORT = RESILIENCE_PORTS.shell;
const CONTENT_PORT = RESILIENCE_PORTS.content;
const SHELL = `http://localhost:${SHELL_PORT}`;

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: 'ignore' });
}

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

test.describe('with the content remote stopped', () => {
  let shell: ChildProcess;
  let content: ChildProcess | null;

  test.beforeAll(async () => {
    content = start(
      [
        path.join(ROOT, 'shared/build/serve-remote.mjs'),
        path.join(ROOT, 'mf-content/dist'),
        String(CONTENT_PORT),
      ],
      {
        ALLOWED_ORIGINS: SHELL,
        HOST: '127.0.0.1',
      },
    );
    shell = start([path.join(ROOT, 'shell/server/dist/server.js')], {
      PORT: String(SHELL_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      API_URL: `http://127.0.0.1:${PORTS.api}`,
      CATALOG_REMOTE_URL: `http://localhost:${PORTS.catalog}/mf-manifest.json`,
      CHECKOUT_REMOTE_URL: `http://localhost:${PORTS.checkout}/mf-manifest.json`,
      PROFILE_REMOTE_URL: `http://localhost:${PORTS.profile}/mf-manifest.json`,
      CONTENT_REMOTE_URL: `http://localhost:${CONTENT_PORT}/mf-manifest.json`,
    });
    await Promise.all([
      waitFor(`http://127.0.0.1:${CONTENT_PORT}/mf-manifest.json`),
      waitFor(`${SHELL}/builds/latest.json`),
    ]);
  });

  test.afterAll(() => {
    shell.kill();
    content?.kill();
  });

  test('its pages show the fallback while the header, footer and language switch keep working', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(`${SHELL}/en/contact-us`);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

    content?.kill();
    content = null;

    await page.goto(`${SHELL}/en/privacy-policy`);
    await expect(page.getByTestId('remote-unavailable')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'This page is unavailable right now' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Opening hours');

    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'Polski' })
      .click();
    await expect(page).toHaveURL(`${SHELL}/pl/privacy-policy`);
    await expect(
      page.getByRole('heading', { name: 'Ta strona jest chwilowo niedostępna' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Godziny otwarcia');

    // Pages of other teams still work.
    await page
      .getByRole('navigation', { name: 'Nawigacja główna' })
      .getByRole('link', { name: 'Strona główna' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();

    expect(pageErrors).toEqual([]);
  });
});

test('React exists once at run time across the shell and the remotes', async ({
  page,
  pageErrors,
}) => {
  // Every copy of react-dom registers itself with the devtools hook when it loads.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __renderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Verde Market' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contact us' })
    .click();
  await expect(page.getByRole('form')).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  ).toBe(1);
  expect(pageErrors).toEqual([]);
});
