// The size report of `npm run build`: gzip bytes of each app's JavaScript, then what a browser
// downloads before a content page first renders and in how many sequential waves, measured in
// Chromium against the production topology (skipped with a note when no Chromium is installed).
import { spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureFirstRender } from './first-render.mjs';
import { CHROMIUM_ARGS, ROOT, chromiumExecutable, topology } from '../fixtures/topology.mjs';

const APPS = [
  { name: 'shell', dist: 'shell/dist', entry: 'main.js' },
  { name: 'catalog', dist: 'mf-catalog/dist', entry: 'remoteEntry.js' },
  { name: 'checkout', dist: 'mf-checkout/dist', entry: 'remoteEntry.js' },
  { name: 'profile', dist: 'mf-profile/dist', entry: 'remoteEntry.js' },
  { name: 'content', dist: 'mf-content/dist', entry: 'remoteEntry.js' },
];
const PORTS = {
  shell: 3200,
  catalog: 3201,
  checkout: 3202,
  profile: 3203,
  content: 3204,
  api: 4200,
};
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function gzipOf(file) {
  return gzipSync(await readFile(file), { level: 9 }).length;
}

async function appSizes() {
  const rows = [];
  for (const app of APPS) {
    const dir = path.join(ROOT, app.dist);
    const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.js'));
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

async function waitFor(url) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** Stops a child process and resolves once it has exited. */
function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill();
  });
}

async function firstRender(executablePath) {
  const dataDir = path.join(os.tmpdir(), `storefront-size-${process.pid}`);
  const processes = topology(PORTS, dataDir).map((server) =>
    spawn(server.command, server.args, { env: { ...process.env, ...server.env }, stdio: 'ignore' }),
  );
  try {
    await Promise.all(topology(PORTS, dataDir).map((server) => waitFor(server.readyUrl)));
    const { chromium } = await import('@playwright/test');
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      return await measureFirstRender(
        page,
        `http://localhost:${PORTS.shell}/en/contact-us`,
        'main form',
      );
    } finally {
      await browser.close();
    }
  } finally {
    // The API closes its database on the way out: remove the folder once every process is gone.
    await Promise.all(processes.map(stopped));
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
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
  const result = await firstRender(executablePath);
  console.log(
    `First render of /en/contact-us: ${kib(result.gzipBytes)} of gzip JavaScript in ${result.files.length} files, ` +
      `${result.waves} sequential request waves.`,
  );
}
