// The checks, from this machine through the ports published on 127.0.0.1 only (and `docker exec`
// for what is never published: the API replicas' /metrics).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { check, MINUTE, output, ROOT, seconds, until } from './commands.mjs';
import { compose, composeLines, MAIL, ORIGIN, SHELL } from './engine.mjs';

const LANGUAGES = ['en', 'pl', 'ru', 'ua'];
const PRODUCT = 'sencha-kyoto-loose-leaf-100g';
const LAYOUT = 'data-testid="menu-button"';

/** A request with a deadline of 15 s: its status and text. */
export async function get(url, init = {}) {
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
export async function page(pathname) {
  const { status, text } = await get(`${SHELL}${pathname}`);
  const html = text
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
  return { status, html };
}

/**
 * Every container with a health check reports healthy: compose's own probes (the API's and the
 * shell's /readyz, the balancer's through to a replica, PostgreSQL's, Redis's). Nothing in compose
 * waits for the shell's, so only this sees it pass.
 */
export async function healthy() {
  const services = await until(
    'every health check passing',
    () => {
      const states = output('docker', [
        'inspect',
        '--format',
        '{{index .Config.Labels "com.docker.compose.service"}} {{if .State.Health}}{{.State.Health.Status}}{{end}}',
        ...composeLines(['ps', '-q']),
      ])
        .split('\n')
        .map((line) => line.split(' '))
        .filter(([, state]) => state);
      const waiting = states.filter(([, state]) => state !== 'healthy');
      if (waiting.length > 0) throw new Error(waiting.map((pair) => pair.join(' ')).join(', '));
      return states.map(([service]) => service);
    },
    2 * MINUTE,
  );
  const counts = {};
  for (const service of services.sort()) counts[service] = (counts[service] ?? 0) + 1;
  return Object.entries(counts)
    .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
    .join(', ');
}

async function product(lang) {
  const answer = await api(`/product/${PRODUCT}?lang=${lang}`);
  check(answer.status === 200, `GET /api/v1/product/${PRODUCT}: ${answer.status}`);
  return answer.json();
}

export async function renderedPages() {
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

/** The order the run places (its number once placed), read back after `down` and `up`. */
export const order = { email: `compose.${randomUUID().slice(0, 8)}@example.com` };

/** A guest's order of one item, picked up in the shop and paid in cash. */
export const orderBody = (productId, email, lastName = 'Check') =>
  JSON.stringify({
    items: [{ productId, quantity: 1 }],
    contact: { firstName: 'Compose', lastName, email, phone: '+48 600 100 200' },
    delivery: { method: 'LOCAL_PICKUP' },
    paymentMethod: 'CASH',
    language: 'en',
  });

export async function placeOrder() {
  const before = await product('en');
  const mailsBefore = await mailCount(order.email);
  const placed = await api('/order', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: orderBody(before.id, order.email),
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

export async function track() {
  const answer = await api(`/order/${order.number}/track?lang=en`, {
    method: 'POST',
    body: JSON.stringify({ contact: order.email }),
  });
  check(answer.status === 200, `POST /api/v1/order/${order.number}/track: ${answer.status}`);
  return `tracked: ${answer.json().status}`;
}

/**
 * The API requests each replica answered, from its own metrics listener (port 9465, inside its
 * container; probes and scrapes left out).
 */
export async function replicas() {
  const containers = composeLines(['ps', '-q', 'api']);
  check(containers.length === 2, `${containers.length} API containers, not 2`);
  const counts = containers.map((container) => {
    const text = output('docker', [
      'exec',
      container,
      'node',
      '-e',
      "fetch('http://127.0.0.1:9465/metrics').then(async (r) => { if (!r.ok) throw new Error('/metrics: ' + r.status); process.stdout.write(await r.text()); }).catch((e) => { console.error(e.message); process.exit(1); })",
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

export async function remoteDown() {
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

export async function remoteBack() {
  await compose(['start', 'content']);
  const t0 = Date.now();
  await until(
    '/en/contact-us rendered again',
    async () => contactRendered((await page('/en/contact-us')).html),
    MINUTE,
  );
  return `/en/contact-us renders the contact page again ${seconds(Date.now() - t0)} after the start`;
}

export async function shellAnswers() {
  await until('the shell', async () => (await page('/en')).status === 200, 3 * MINUTE);
}
