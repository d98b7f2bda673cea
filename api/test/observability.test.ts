import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { seeded } from './helpers/catalog';
import { metricsListenerOf } from './helpers/metrics';
import { createTestApp, type TestApp } from './helpers/test-app';
import { unpluggable } from './helpers/unpluggable-database';

let metrics: Awaited<ReturnType<typeof metricsListenerOf>>;

/** The metrics as a scraper reads them, from their own listener. */
async function scraped(): Promise<string> {
  const response = await metrics.scrape();
  assert.equal(response.status, 200);
  assert.match(String(response.headers.get('content-type')), /^text\/plain/);
  return response.text();
}

/** The count of `http_request_duration_seconds` of each series, keyed by its labels. */
async function requestCounts(): Promise<Map<string, number>> {
  const body = await scraped();
  const counts = new Map<string, number>();
  for (const [, labels, value] of body.matchAll(
    /^http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm,
  ))
    counts.set(labels!, Number(value));
  return counts;
}

const series = (method: string, route: string, status: number) =>
  `method="${method}",route="${route}",status_code="${status}"`;

describe('what the API tells its operator', () => {
  let t: TestApp;
  let database: ReturnType<typeof unpluggable>;
  const lines: string[] = [];
  before(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    database = unpluggable(t.db);
    metrics = await metricsListenerOf(t);
  });
  after(async () => {
    await metrics.close();
    await t.close();
  });

  it('counts requests per route pattern: two products are one series, an unknown path one more', async () => {
    const [first, second] = seeded.products;
    for (const product of [first!, second!]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/product/${product.slug}`,
      });
      assert.equal(response.statusCode, 200);
    }
    for (const path of ['/nothing-here', '/api/v1/nothing/either']) {
      assert.equal((await t.app.inject({ method: 'GET', url: path })).statusCode, 404);
    }
    const counts = await requestCounts();
    assert.equal(counts.get(series('GET', '/api/v1/product/:slug', 200)), 2);
    assert.equal(counts.get(series('GET', '__unknown__', 404)), 2);
    const labels = [...counts.keys()].join('\n');
    assert.ok(!labels.includes(first!.slug), 'a product has a series of its own');
    assert.ok(!labels.includes('nothing'), 'an unknown path has a series of its own');

    const body = await scraped();
    assert.match(
      body,
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/product\/:slug",status_code="200"\} \d+$/m,
    );
    assert.match(body, /^process_cpu_seconds_total \d/m);
    assert.match(body, /^nodejs_eventloop_lag_seconds /m);
  });

  it('is live always, and ready only while its database answers; a failing route is counted as a 5xx', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode, 200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    assert.equal(ready.statusCode, 200);
    assert.deepEqual(ready.json(), { status: 'ok' });

    database.unplug();
    try {
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      assert.equal(down.statusCode, 503);
      assert.deepEqual(down.json(), { status: 'unavailable', down: ['database'] });
      assert.equal((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode, 200);
      const product = seeded.products[2]!;
      const failed = await t.app.inject({ method: 'GET', url: `/api/v1/product/${product.slug}` });
      assert.equal(failed.statusCode, 500);
      assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, 500);
    } finally {
      database.plugBack();
    }
    assert.equal((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode, 200);

    const counts = await requestCounts();
    assert.equal(counts.get(series('GET', '/api/v1/product/:slug', 500)), 1);
    assert.equal(counts.get(series('GET', '/readyz', 503)), 1);
  });

  it('takes a well-formed x-request-id as the request id, logs it and answers with it', async () => {
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/v1/store',
      headers: { 'x-request-id': 'shell-req.42_a-b' },
    });
    assert.equal(sent.headers['x-request-id'], 'shell-req.42_a-b');
    const logged = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; req?: { url?: string } },
    );
    assert.ok(
      logged.some((line) => line.reqId === 'shell-req.42_a-b' && line.req?.url === '/api/v1/store'),
      'the request id is not in the log',
    );

    for (const bad of ['has space', 'x'.repeat(65), 'quote"d', '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/config',
        headers: { 'x-request-id': bad },
      });
      const id = String(response.headers['x-request-id']);
      assert.notEqual(id, bad);
      assert.match(id, /^[A-Za-z0-9._-]{1,64}$/);
    }
  });

  it('serves its metrics on a listener of their own, on 127.0.0.1 unless told otherwise, never on its main port', async () => {
    const defaults = loadConfig({});
    assert.equal(defaults.METRICS_HOST, '127.0.0.1');
    assert.equal(defaults.METRICS_PORT, 9465);
    // The main port listens on every interface: it answers /metrics as any unknown path.
    assert.equal(defaults.HOST, '0.0.0.0');
    const main = await t.app.inject({ method: 'GET', url: '/metrics' });
    assert.equal(main.statusCode, 404);
    assert.equal(main.json().code, 'ENTITY_NOT_FOUND');
    assert.doesNotMatch(main.body, /http_request_duration_seconds/);
    assert.equal(loadConfig({ METRICS_PORT: '0' }).METRICS_PORT, 0);
    assert.throws(() => loadConfig({ METRICS_PORT: '70000' }));
    // Anything but GET /metrics on the metrics listener: 404.
    assert.equal((await fetch(metrics.url.replace('/metrics', '/'))).status, 404);
    assert.match(await scraped(), /^process_cpu_seconds_total \d/m);
  });
});
