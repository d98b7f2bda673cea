import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import { metricsListenerOf } from './helpers/metrics';
import { createTestApp, type TestApp } from './helpers/test-app';

/** Holds the event loop, as a burst of work too big for the process would. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

describe('an API under pressure', () => {
  let t: TestApp;
  let metrics: Awaited<ReturnType<typeof metricsListenerOf>>;
  before(async () => {
    // Any delay of 5 ms or more (the mean over a second) is pressure here.
    t = await createTestApp({ API_PRESSURE_DELAY_MS: '5' });
    metrics = await metricsListenerOf(t);
  });
  after(async () => {
    await metrics.close();
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 503 with Retry-After at once, keeps its probes and metrics, and counts what it shed', async () => {
    assert.equal((await get('/api/v1/store')).statusCode, 200);

    block(1200);
    // The delay is measured once a second: the next measure takes the block in.
    let answer = await get('/api/v1/store');
    for (let tries = 0; answer.statusCode !== 503 && tries < 150; tries += 1) {
      await sleep(20);
      answer = await get('/api/v1/store');
    }
    assert.equal(answer.statusCode, 503);
    assert.equal(answer.headers['retry-after'], '10');
    assert.deepEqual(answer.json(), {
      statusCode: 503,
      code: 'UNKNOWN_ERROR',
      message: 'The API is busy: try again in a few seconds',
    });
    for (const url of ['/livez', '/readyz', '/api/v1/health'])
      assert.equal((await get(url)).statusCode, 200, url);
    const scrape = await metrics.scrape();
    assert.equal(scrape.status, 200);
    const scraped = await scrape.text();
    assert.match(scraped, /^api_requests_shed_total [1-9]\d*$/m);
    assert.match(
      scraped,
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/store",status_code="503"\} [1-9]\d*$/m,
    );

    // Caught up: answered again.
    let back = await get('/api/v1/store');
    for (let tries = 0; back.statusCode !== 200 && tries < 150; tries += 1) {
      await sleep(20);
      back = await get('/api/v1/store');
    }
    assert.equal(back.statusCode, 200);
  });
});
