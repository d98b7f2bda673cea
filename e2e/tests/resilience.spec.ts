import type { ChildProcess } from 'node:child_process';
import { expect, test } from '../fixtures/test';
import { RESILIENCE_PORTS } from '../fixtures/ports';
import { startRemote, startShell } from '../fixtures/processes';

/**
 * A shell of its own whose content remote runs on a server this test starts and stops; the rest
 * of the topology (API, other remotes) is the suite's.
 */
const SHELL = `http://localhost:${RESILIENCE_PORTS.shell}`;

test.describe('with the content remote stopped', () => {
  let shell: ChildProcess;
  let content: ChildProcess | null;

  test.beforeAll(async () => {
    content = await startRemote('content', RESILIENCE_PORTS.content, SHELL);
    shell = await startShell(RESILIENCE_PORTS.shell, {
      CONTENT_REMOTE_URL: `http://localhost:${RESILIENCE_PORTS.content}/mf-manifest.json`,
    });
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
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { __renderers: unknown[] }).__renderers.length),
  ).toBe(1);
  expect(pageErrors).toEqual([]);
});
