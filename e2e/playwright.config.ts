import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable, topology } from './fixtures/topology.mjs';
import { PORTS, TEST_SHELL_ORIGINS } from './fixtures/ports';

const executablePath = await chromiumExecutable();
if (executablePath === null) {
  throw new Error(
    'No Chromium found: install Playwright browsers or Debian\'s "chromium" package.',
  );
}

/** Tests that build and release a remote. */
const DEPLOYS = /releases\.spec\.ts/;
/**
 * Tests that change the store's settings every shopper's page reads (the delivery prices the
 * checkout and the mini cart quote, the footer's opening hours): they run after the others, so
 * none of them sees a setting it does not expect.
 */
const STORE_SETTINGS = /admin-settings-[a-z-]+\.spec\.ts/;

// A fresh embedded database for every run of the suite.
const dataDir = path.join(os.tmpdir(), `storefront-e2e-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORTS.shell}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [DEPLOYS, STORE_SETTINGS],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    {
      name: 'store-settings',
      testMatch: STORE_SETTINGS,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
    {
      // Building a remote takes both cores for a while: it runs after everything else, so the
      // other tests (some of which a busy machine would slow past their deadlines) run without it.
      name: 'deploys',
      testMatch: DEPLOYS,
      dependencies: ['store-settings'],
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: topology(PORTS, dataDir, {
    extraShellOrigins: TEST_SHELL_ORIGINS,
    // Tests change the store (the analytics ids) or the stock (orders) and load a page at once;
    // the page cache is tested on a shell of its own (tests/page-cache.spec.ts).
    shellEnv: { STORE_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' },
  }).map((server) => ({
    command: [server.command, ...server.args].map((part) => JSON.stringify(part)).join(' '),
    url: server.readyUrl,
    env: server.env,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
