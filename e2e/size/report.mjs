// The size report of `npm run build`: gzip bytes of each app's JavaScript, then what a browser
// downloads before each budgeted page first renders and in how many sequential waves, measured
// in Chromium against the production topology (skipped with a note when no Chromium is
// installed).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HYDRATED, measureLoad } from './first-render.mjs';
import { BUDGETED_PAGES } from './pages.mjs';
import {
  CHROMIUM_ARGS,
  REMOTES,
  ROOT,
  chromiumExecutable,
  topologyPorts,
} from '../fixtures/topology.mjs';
import { startTopology } from '../fixtures/run-topology.mjs';

const APPS = [
  { name: 'shell', dist: 'shell/dist', entry: 'main.js' },
  ...REMOTES.map((name) => ({ name, dist: `mf-${name}/dist`, entry: 'remoteEntry.js' })),
];
const PORTS = topologyPorts(3200, 4200);

/** Every back-office file a shopper's page asked for (none may be: the report fails on one). */
const shopperPagesAskingBackOffice = [];

/**
 * The requests a page makes for the back office's code: the admin remote's files and the
 * shell's back-office layout. Filled while the page loads.
 * @param {import('@playwright/test').Page} page
 */
function backOfficeRequests(page) {
  const asked = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(PORTS.admin) || url.pathname.includes('admin-layout'))
      asked.push(request.url());
  });
  return asked;
}
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function gzipOf(file) {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

async function appSizes() {
  const rows = [];
  for (const app of APPS) {
    const dir = path.join(ROOT, app.dist);
    const files = (await readdir(dir, { recursive: true })).filter(
      (file) => file.endsWith('.js') && !file.startsWith('server/'),
    );
    let total = 0;
    for (const file of files) total += await gzipOf(path.join(dir, file));
    rows.push({
      app: app.name,
      files: files.length,
      'all JS (gzip)': kib(total),
      [`entry (gzip)`]: kib(await gzipOf(path.join(dir, app.entry))),
    });
  }
  return rows;
}

async function firstRenders(executablePath) {
  const running = await startTopology(PORTS, 'size');
  try {
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const rows = [];
      for (const { name, path: pagePath, selector } of BUDGETED_PAGES) {
        const page = await browser.newPage();
        const backOffice = backOfficeRequests(page);
        const url = `http://localhost:${PORTS.shell}${pagePath('en')}`;
        const { render, interactive } = await measureLoad(page, url, {
          render: selector,
          interactive: HYDRATED,
        });
        // The fragments load once the page is idle: every request the page makes has been made.
        await page.waitForLoadState('networkidle');
        await page.close();
        shopperPagesAskingBackOffice.push(...backOffice.map((file) => `${name}: ${file}`));
        rows.push({
          page: name,
          path: pagePath('en'),
          'JS before first render (gzip)': kib(render.gzipBytes),
          waves: render.waves,
          'JS before interactive (gzip)': kib(interactive.gzipBytes),
          'waves ': interactive.waves,
          'back office files': backOffice.length,
        });
      }
      return rows;
    } finally {
      await browser.close();
    }
  } finally {
    await running.stop();
  }
}

console.log('\nSize report: JavaScript per app');
console.table(await appSizes());

const executablePath = await chromiumExecutable();
if (executablePath === null) {
  console.log(
    'First render: skipped, no Chromium here (npm test measures it and enforces the budget).',
  );
} else {
  console.log(
    '\nWhat a browser downloads before the main content shows, and before the page is interactive',
  );
  console.table(await firstRenders(executablePath));
  if (shopperPagesAskingBackOffice.length > 0) {
    console.error(
      `A shopper's page asked for the back office's code:\n  ${shopperPagesAskingBackOffice.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else console.log("No shopper's page asked for any of the back office's code.");
}
