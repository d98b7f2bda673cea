#!/usr/bin/env node
// `npm run test:compose`: the compose stack booted for real, as an operator runs it. On a Docker
// engine (started here when none runs), with base images built on this machine
// (deploy/offline/build-base-images.sh: no image registry needed) and docker-compose.offline.yml,
// it builds the project's images, starts the whole stack under a project name of its own and
// checks, from this machine through the ports published on 127.0.0.1 only:
//
//   - the home page, a listing and a product page render on the server in every language;
//   - a guest order placed through the shell's /api/v1 is stored, takes its stock, and its
//     confirmation email reaches the mail catcher;
//   - both API replicas answered requests (their own /metrics, read inside each container);
//   - a remote's container stopped: its pages still answer with the layout; started again: they
//     render on the server again;
//   - `down` then `up` with the volumes kept: the order is still there.
//
// Then it removes what it made (containers, networks, volumes, the images it built, the base
// images), also when a check fails. The engine it may have started is left running. Exit code 1
// when anything failed. Each phase prints its duration.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECT = `storefront-test-${Date.now().toString(36)}`;
const LOGS = mkdtempSync(path.join(os.tmpdir(), `${PROJECT}-`));
const LANGUAGES = ['en', 'pl', 'ru', 'ua'];
const PRODUCT = 'sencha-kyoto-loose-leaf-100g';
const BASE_IMAGES = [
  'local/debian:bookworm',
  'local/node:22',
  'local/postgres:15',
  'local/redis:7',
  'local/nginx:1.22',
];
const MINUTE = 60_000;

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
let failures = 0;

/** Runs one phase: prints its name, its figure (what `fn` returns) and how long it took. */
async function phase(name, fn, { fatal = true } = {}) {
  const t0 = Date.now();
  try {
    const figure = await fn();
    console.log(`✔ ${name}${figure ? `: ${figure}` : ''} (${seconds(Date.now() - t0)})`);
    return true;
  } catch (error) {
    failures += 1;
    console.log(`✘ ${name}: ${error.message} (${seconds(Date.now() - t0)})`);
    if (fatal) throw Object.assign(new Error(`${name} failed`), { reported: true });
    return false;
  }
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** The commands under way, stopped when the run is interrupted. */
const running = new Set();
const stop = (child, signal) => {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};

/**
 * A command, its output kept in a log file of its own (named in the error when it fails) and
 * killed when it outlasts `timeout`.
 */
function run(command, args, { timeout = 5 * MINUTE, env = {}, log, quiet = false } = {}) {
  const file = path.join(LOGS, `${log ?? path.basename(command)}.log`);
  const out = openSync(file, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
      // A group of its own, so stopping it stops what it started (debootstrap, docker build).
      detached: true,
    });
    running.add(child);
    const timer = setTimeout(() => stop(child, 'SIGKILL'), timeout);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      clearTimeout(timer);
      if (code === 0) return resolve(readFileSync(file, 'utf8'));
      const tail = readFileSync(file, 'utf8').trim().split('\n').slice(-15).join('\n');
      const why = signal ? `killed after ${seconds(timeout)}` : `exit ${code}`;
      reject(
        new Error(`${command} ${args.join(' ')}: ${why} (log ${file})${quiet ? '' : `\n${tail}`}`),
      );
    });
  });
}

/** A command's standard output, for short questions to the engine. */
function output(command, args, timeout = 30_000) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')}: ${(result.stderr || result.error?.message || '').trim()}`,
    );
  return result.stdout.trim();
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PORTS = {
  SHELL_PORT: await freePort(),
  CATALOG_PORT: await freePort(),
  CHECKOUT_PORT: await freePort(),
  PROFILE_PORT: await freePort(),
  CONTENT_PORT: await freePort(),
  MAIL_PORT: await freePort(),
};
const SHELL = `http://127.0.0.1:${PORTS.SHELL_PORT}`;
const ORIGIN = `http://localhost:${PORTS.SHELL_PORT}`;
const MAIL = `http://127.0.0.1:${PORTS.MAIL_PORT}`;
const COMPOSE_ENV = { ...PORTS, BUILDER_IMAGE: `${PROJECT}-builder`, PROJECT_NAME: PROJECT };
const FILES = ['-f', 'docker-compose.yml', '-f', 'docker-compose.offline.yml'];

function compose(args, options = {}) {
  return run('docker-compose', ['--compatibility', '-p', PROJECT, ...FILES, ...args], {
    log: 'compose',
    ...options,
    env: { ...COMPOSE_ENV, ...options.env },
  });
}

/** Polls `probe` (which throws or returns false until it holds) for up to `timeout`. */
async function until(what, probe, timeout = MINUTE) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const result = await probe();
      if (result !== false && result !== undefined) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${seconds(timeout)}${last ? ` (${last.message})` : ''}`);
    await sleep(1000);
  }
}

async function get(url, init = {}) {
  // A timer of our own, not AbortSignal.timeout(): that one does not keep Node running, and a
  // request to a port whose container is still starting can hang with nothing else pending.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`${url}: no answer in 15 s`)), 15_000);
  try {
    const response = await fetch(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  } finally {
    clearTimeout(timer);
  }
}

const api = (pathname, init = {}) =>
  get(`${SHELL}/api/v1${pathname}`, {
    ...init,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...init.headers },
  });

/** A page's HTML with the entities React writes turned back into characters. */
async function page(pathname) {
  const { status, text } = await get(`${SHELL}${pathname}`);
  const html = text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return { status, html };
}

const LAYOUT = 'data-testid="menu-button"';

// ── the engine ──────────────────────────────────────────────────────────────────────────────

async function engine() {
  if (process.getuid?.() !== 0) {
    console.log('test:compose needs root (debootstrap builds the base images, dockerd the engine)');
    process.exit(1);
  }
  const missing = [
    ['dockerd', 'docker.io'],
    ['docker', 'docker.io'],
    ['docker-compose', 'docker-compose'],
    ['debootstrap', 'debootstrap'],
  ].filter(([command]) => !has(command));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(([, name]) => name))];
    if (!existsSync('/etc/debian_version') || !has('apt-get')) {
      console.log(`test:compose needs ${packages.join(', ')}: install them, then run it again`);
      process.exit(1);
    }
    await run('apt-get', ['update'], { log: 'apt' });
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      log: 'apt',
      env: { DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  if (spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0)
    return `running (engine ${output('docker', ['version', '--format', '{{.Server.Version}}'])})`;
  const log = openSync(path.join(LOGS, 'dockerd.log'), 'a');
  const dockerd = spawn('dockerd', [], { detached: true, stdio: ['ignore', log, log] });
  dockerd.unref();
  await until(
    'docker info',
    () => spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0,
    MINUTE,
  );
  return `started dockerd (pid ${dockerd.pid}, left running; log ${LOGS}/dockerd.log)`;
}

// ── the checks ──────────────────────────────────────────────────────────────────────────────

async function product(lang) {
  const answer = await api(`/product/${PRODUCT}?lang=${lang}`);
  check(answer.status === 200, `GET /api/v1/product/${PRODUCT}: ${answer.status}`);
  return answer.json();
}

async function renderedPages() {
  const figures = [];
  for (const lang of LANGUAGES) {
    const item = await product(lang);
    const names = async (list) => (await api(`${list}?lang=${lang}`)).json().items.slice(0, 3);
    const [latest, listing] = [await names('/product/latest'), await names('/product')];
    // Text the catalog remote rendered: names as element content, not only in the page's state.
    const shows = (products) => (html) => products.every(({ name }) => html.includes(`>${name}<`));
    const pages = [
      [`/${lang}`, shows(latest)],
      [`/${lang}/catalog`, shows(listing)],
      [`/${lang}/catalog/${item.category.slug}/${PRODUCT}`, shows([item])],
    ];
    let bytes = 0;
    for (const [pathname, rendered] of pages) {
      const { status, html } = await page(pathname);
      check(status === 200, `${pathname}: ${status}`);
      check(html.includes(LAYOUT), `${pathname}: no layout in the HTML`);
      check(rendered(html), `${pathname}: the page's content is not in the server's HTML`);
      bytes += html.length;
    }
    figures.push(`${lang} ${Math.round(bytes / 1024)} KiB`);
  }
  return `3 pages × ${LANGUAGES.length} languages rendered with their content (${figures.join(', ')})`;
}

async function mailCount(email) {
  const answer = await get(`${MAIL}/email`);
  check(answer.status === 200, `mail catcher: ${answer.status}`);
  const all = answer.json();
  const to = all.filter((mail) => mail.to?.some((recipient) => recipient.address === email));
  return { all: all.length, to };
}

const order = { email: `compose.${randomUUID().slice(0, 8)}@example.com` };

async function placeOrder() {
  const before = await product('en');
  const mailsBefore = await mailCount(order.email);
  const placed = await api('/order', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ productId: before.id, quantity: 1 }],
      contact: {
        firstName: 'Compose',
        lastName: 'Check',
        email: order.email,
        phone: '+48 600 100 200',
      },
      delivery: { method: 'LOCAL_PICKUP' },
      paymentMethod: 'CASH',
      language: 'en',
    }),
  });
  check(placed.status === 201, `POST /api/v1/order: ${placed.status} ${placed.text.slice(0, 200)}`);
  Object.assign(order, placed.json());
  const tracked = await track();
  // Each replica reuses its catalog answers for a few seconds (CATALOG_ANSWER_CACHE_SECONDS).
  const after = await until(
    'the stock going down',
    async () => {
      const now = await product('en');
      return now.stock === before.stock - 1 ? now : false;
    },
    30_000,
  );
  const mail = await until(
    'the confirmation email',
    async () => {
      const count = await mailCount(order.email);
      return count.to.length > 0 ? count : false;
    },
    MINUTE,
  );
  return (
    `order ${order.number} stored (${tracked}), stock ${before.stock} → ${after.stock}, ` +
    `${mail.to.length} email to the shopper ("${mail.to[0].subject}"), ` +
    `${mail.all} in the catcher (${mailsBefore.all} before)`
  );
}

async function track() {
  const answer = await api(`/order/${order.number}/track?lang=en`, {
    method: 'POST',
    body: JSON.stringify({ contact: order.email }),
  });
  check(answer.status === 200, `POST /api/v1/order/${order.number}/track: ${answer.status}`);
  return `tracked: ${answer.json().status}`;
}

/** The API requests each replica answered, from its own /metrics (probes and scrapes left out). */
async function replicas() {
  const containers = output('docker-compose', ['-p', PROJECT, ...FILES, 'ps', '-q', 'api'])
    .split('\n')
    .filter(Boolean);
  check(containers.length === 2, `${containers.length} API containers, not 2`);
  const counts = containers.map((container) => {
    const text = output('docker', [
      'exec',
      container,
      'node',
      '-e',
      "fetch('http://127.0.0.1:4000/metrics').then(async (r) => { if (!r.ok) throw new Error('/metrics: ' + r.status); process.stdout.write(await r.text()); }).catch((e) => { console.error(e.message); process.exit(1); })",
    ]);
    let requests = 0;
    for (const line of text.split('\n')) {
      const match = /^http_request_duration_seconds_count\{([^}]*)\} (\d+(?:\.\d+)?)/.exec(line);
      const route = match && /route="([^"]*)"/.exec(match[1])?.[1];
      if (route?.startsWith('/api/v1')) requests += Number(match[2]);
    }
    return requests;
  });
  check(
    counts.every((n) => n > 0),
    `requests by replica: ${counts.join(', ')}`,
  );
  return `requests under /api/v1 by replica: ${counts.join(' + ')} = ${counts.reduce((a, b) => a + b)}`;
}

const CONTACT_TITLE = JSON.parse(
  readFileSync(path.join(ROOT, 'mf-content/src/locales/en/content.json'), 'utf8'),
).contact.title;
/** The contact page's own heading, which only the content remote's server build renders. */
const contactRendered = (html) => html.includes(`>${CONTACT_TITLE}</h1>`);

async function remoteDown() {
  // Rendered once first, so the shell has loaded the remote's server build.
  const before = await page('/en/contact-us');
  check(contactRendered(before.html), '/en/contact-us is not rendered on the server');
  await compose(['stop', 'content']);
  const { status, html } = await page('/en/contact-us');
  check(status === 200, `/en/contact-us with the content remote stopped: ${status}`);
  check(html.includes(LAYOUT), '/en/contact-us with the content remote stopped: no layout');
  const kept = contactRendered(html) ? "rendered from the shell's loaded copy" : 'layout only';
  // A shell (re)started while the remote is away cannot load its server build at all.
  await compose(['restart', 'shell']);
  await shellAnswers();
  const fresh = await page('/en/contact-us');
  check(fresh.status === 200, `/en/contact-us from a restarted shell: ${fresh.status}`);
  check(fresh.html.includes(LAYOUT), '/en/contact-us from a restarted shell: no layout');
  check(!contactRendered(fresh.html), 'a restarted shell rendered a remote it cannot reach');
  return `/en/contact-us answers 200 with the layout: ${kept}; from a restarted shell, layout only`;
}

async function remoteBack() {
  await compose(['start', 'content']);
  const t0 = Date.now();
  await until(
    '/en/contact-us rendered again',
    async () => contactRendered((await page('/en/contact-us')).html),
    MINUTE,
  );
  return `/en/contact-us renders the contact page again ${seconds(Date.now() - t0)} after the start`;
}

async function shellAnswers() {
  await until('the shell', async () => (await page('/en')).status === 200, 3 * MINUTE);
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────

const existingBaseImages = new Set();
let built = false;

async function main() {
  console.log(`test:compose: project ${PROJECT}, shell on ${SHELL}, logs in ${LOGS}`);
  await phase('engine', engine);
  for (const image of BASE_IMAGES)
    if (spawnSync('docker', ['image', 'inspect', image], { stdio: 'ignore' }).status === 0)
      existingBaseImages.add(image);
  built = true;
  await phase('base images (deploy/offline/build-base-images.sh)', async () => {
    await run('bash', ['deploy/offline/build-base-images.sh'], {
      timeout: 10 * MINUTE,
      log: 'base-images',
    });
    return BASE_IMAGES.join(', ');
  });
  await phase('build: builder (npm ci, the six builds)', () =>
    compose(['build', 'builder'], { timeout: 20 * MINUTE, log: 'build' }).then(() => ''),
  );
  await phase('build: the images', async () => {
    await compose(['build'], { timeout: 10 * MINUTE, log: 'build' });
    const images = output('docker', [
      'images',
      '--format',
      '{{.Repository}} {{.Size}}',
      '--filter',
      `reference=${PROJECT}*`,
    ]);
    return images.split('\n').join(', ');
  });
  await phase('up (2 API replicas)', async () => {
    await compose(['up', '-d'], { timeout: 8 * MINUTE });
    await shellAnswers();
    return output('docker-compose', [
      '-p',
      PROJECT,
      ...FILES,
      'ps',
      '--services',
      '--filter',
      'status=running',
    ])
      .split('\n')
      .join(', ');
  });
  await phase('pages rendered on the server', renderedPages, { fatal: false });
  await phase('a guest order through the shell', placeOrder, { fatal: false });
  await phase('both API replicas answered', replicas, { fatal: false });
  await phase('a remote stopped', remoteDown, { fatal: false });
  await phase('the remote started again', remoteBack, { fatal: false });
  await phase(
    'down, then up with the volumes kept',
    async () => {
      await compose(['down'], { timeout: 3 * MINUTE });
      await compose(['up', '-d'], { timeout: 8 * MINUTE });
      await shellAnswers();
      check(order.number, 'no order was placed');
      return `order ${order.number} ${await until('the order after the restart', track, MINUTE)}`;
    },
    { fatal: false },
  );
}

let tornDown;
/** Once, whether the run ends, fails or is interrupted. */
const teardown = () => (tornDown ??= removeAll());

async function removeAll() {
  if (!built) return;
  await phase(
    'teardown',
    async () => {
      const t0 = Date.now();
      await compose(['down', '--volumes', '--remove-orphans'], { timeout: 5 * MINUTE }).catch(
        () => {},
      );
      const down = seconds(Date.now() - t0);
      // The images compose built, the builder and the base images this run made (not older ones).
      await compose(['down', '--rmi', 'local'], { timeout: 5 * MINUTE }).catch(() => {});
      const mine = BASE_IMAGES.filter((image) => !existingBaseImages.has(image));
      for (const image of [COMPOSE_ENV.BUILDER_IMAGE, ...mine])
        spawnSync('docker', ['rmi', '-f', image], { stdio: 'ignore', timeout: MINUTE });
      const left = output('docker', [
        'ps',
        '-a',
        '-q',
        '--filter',
        `label=com.docker.compose.project=${PROJECT}`,
      ]);
      check(left === '', `containers left: ${left}`);
      return (
        `containers, network and volume removed (${down}), then the images ` +
        `(${mine.length} base images among them, ${seconds(Date.now() - t0)} in all)`
      );
    },
    { fatal: false },
  );
}

// Interrupted (Ctrl-C, a CI timeout): remove what was made before leaving.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    console.log(`✘ ${signal}: removing what the run made`);
    for (const child of running) stop(child, 'SIGTERM');
    void teardown().finally(() => process.exit(130));
  });

try {
  await main();
} catch (error) {
  if (!error.reported) {
    failures += 1;
    console.log(`✘ ${error.stack}`);
  }
} finally {
  await teardown();
}
console.log(
  `test:compose ${failures === 0 ? 'passed' : `failed (${failures})`} in ${seconds(Date.now() - started)}`,
);
process.exit(failures === 0 ? 0 : 1);
