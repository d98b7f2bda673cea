// `npm run bench:web`: the storefront as a phone sees it. Starts the production topology on its
// own ports (fresh PGlite), then measures the home, a category, a product, the contact page and
// the checkout (one product in the cart) in English and Ukrainian with Lighthouse 12 (mobile,
// default simulated throttling), and each page's first render with the size report's method.
// Prints one table and writes the numbers to e2e/bench/results/web.json.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CART_KEY, cartWithOne } from '../fixtures/cart.mjs';
import {
  CHROMIUM_ARGS,
  REMOTES,
  chromiumExecutable,
  topologyPorts,
} from '../fixtures/topology.mjs';
import { startTopology } from '../fixtures/run-topology.mjs';
import { HYDRATED, measureLoad } from '../size/first-render.mjs';
import { BUDGETED_PAGES, CHECKOUT_PAGE, DEMO_PRODUCT } from '../size/pages.mjs';
import { ensureBuilds } from './ensure-builds.mjs';
import { lighthouseRun } from './lighthouse-run.mjs';
import { machineDescription } from './machine.mjs';
import { formatThroughput, measureRenderThroughput } from './render-throughput.mjs';
import { formatTable, median } from './table.mjs';

const PORTS = topologyPorts(3300, 4300);
/** A second shell server that sends pages without rendering them, for the throughput measure. */
const PLAIN_SHELL_PORT = PORTS.shell + REMOTES.length + 1;
const ORIGIN = `http://localhost:${PORTS.shell}`;
const LANGUAGES = ['en', 'ua'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Only these pages (comma-separated names, e.g. `BENCH_PAGES=checkout`); all when unset. */
const ONLY = process.env.BENCH_PAGES?.split(',');
const RESULTS = path.join(import.meta.dirname, 'results/web.json');

/** The cart of the checkout runs: one unit of the demo product, as the checkout remote keeps it. */
async function cartWithOneProduct() {
  const response = await fetch(`${ORIGIN}/api/v1/product/${DEMO_PRODUCT}?lang=en`);
  if (!response.ok) throw new Error(`The demo product answered ${response.status}`);
  return { [CART_KEY]: cartWithOne(await response.json()) };
}

function machine(chromePath) {
  const chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  return `${machineDescription()}, ${chromium}`;
}

async function loadOf(chromePath, url, selector, localStorage) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    if (localStorage) {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, localStorage);
    }
    return await measureLoad(page, url, { render: selector, interactive: HYDRATED });
  } finally {
    await browser.close();
  }
}

async function measurePage(chromePath, page, lang, localStorage) {
  const url = `${ORIGIN}${page.path(lang)}`;
  const { render, interactive } = await loadOf(chromePath, url, page.selector, localStorage);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await lighthouseRun(url, { chromePath, localStorage }));
    process.stdout.write('.');
  }
  const of = (key) => median(runs.map((result) => result[key]));
  return {
    page: page.name,
    lang,
    path: page.path(lang),
    score: of('score'),
    fcpMs: Math.round(of('fcp')),
    lcpMs: Math.round(of('lcp')),
    tbtMs: Math.round(of('tbt')),
    cls: Number(of('cls').toFixed(3)),
    jsTransferredBytes: Math.round(of('jsBytes')),
    firstRenderJsGzipBytes: render.gzipBytes,
    firstRenderWaves: render.waves,
    interactiveJsGzipBytes: interactive.gzipBytes,
    interactiveWaves: interactive.waves,
    runs,
  };
}

ensureBuilds();
const chromePath =
  (await chromiumExecutable()) ?? (await import('@playwright/test')).chromium.executablePath();
if (chromePath === null)
  throw new Error('No Chromium found: install Debian\'s "chromium" package.');

const running = await startTopology(PORTS, 'bench-web');
const rows = [];
let throughput;
try {
  const cart = await cartWithOneProduct();
  for (const lang of LANGUAGES) {
    for (const page of [...BUDGETED_PAGES, CHECKOUT_PAGE]) {
      if (ONLY && !ONLY.includes(page.name)) continue;
      process.stdout.write(`${lang} ${page.name} `);
      rows.push(await measurePage(chromePath, page, lang, page === CHECKOUT_PAGE ? cart : null));
      process.stdout.write('\n');
    }
  }
  if (!ONLY || ONLY.includes('throughput')) {
    const product = BUDGETED_PAGES.find(({ name }) => name === 'product');
    process.stdout.write('render throughput\n');
    throughput = await measureRenderThroughput(PORTS, PLAIN_SHELL_PORT, product.path('en'));
  }
} finally {
  await running.stop();
}

const report = {
  date: new Date().toISOString(),
  machine: machine(chromePath),
  label: process.env.BENCH_LABEL ?? null,
  runsPerPage: RUNS,
  settings: 'Lighthouse 12, mobile, default simulated throttling; medians',
  rows,
  throughput,
};
await mkdir(path.dirname(RESULTS), { recursive: true });
await writeFile(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\n${report.date.slice(0, 10)}, ${report.machine}\n`);
console.log(formatTable(rows));
if (throughput) console.log(`\n${formatThroughput(throughput)}`);
console.log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`);
