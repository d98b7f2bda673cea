import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startOwnApi } from '../fixtures/own-api';
import { OBSERVED_PORTS } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { DEMO_CATEGORY, DEMO_PRODUCT } from '../size/pages.mjs';

/**
 * A shell of its own on an API of its own, whose log the test reads: one request id follows a
 * page from the shell's server to the API; both servers answer their probes, and their metrics
 * are on ports of their own only.
 */
const SHELL = `http://127.0.0.1:${OBSERVED_PORTS.shell}`;
const METRICS = `http://127.0.0.1:${OBSERVED_PORTS.metrics}/metrics`;
const PRODUCT_PAGE = `/en/catalog/${DEMO_CATEGORY}/${DEMO_PRODUCT}`;

test.describe('what the servers tell an operator', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let api: Awaited<ReturnType<typeof startOwnApi>>;
  let shell: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    api = await startOwnApi(OBSERVED_PORTS.api, `http://localhost:${OBSERVED_PORTS.shell}`, {
      METRICS_PORT: String(OBSERVED_PORTS.apiMetrics),
    });
    shell = await startShell(OBSERVED_PORTS.shell, {
      API_URL: api.url,
      METRICS_PORT: String(OBSERVED_PORTS.metrics),
      STORE_CACHE_SECONDS: '0',
    });
  });

  test.afterAll(async () => {
    shell?.kill();
    await api?.stop();
  });

  /** The API's log lines of a request id. */
  const loggedUrls = (id: string) =>
    api
      .log()
      .filter((line) => line.reqId === id && line.req?.url)
      .map((line) => line.req!.url!);

  test("the shell's request id reaches the API with the render's, the store's and the proxy's requests", async () => {
    const page = await fetch(`${SHELL}${PRODUCT_PAGE}`, {
      headers: { 'x-request-id': 'e2e-page.1' },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('e2e-page.1');
    await expect
      .poll(() => loggedUrls('e2e-page.1'))
      .toEqual(
        expect.arrayContaining([
          '/api/v1/store',
          expect.stringMatching(new RegExp(`^/api/v1/product/${DEMO_PRODUCT}\\b`)),
        ]),
      );

    const proxied = await fetch(`${SHELL}/api/v1/config`, {
      headers: { 'x-request-id': 'e2e-proxy.2' },
    });
    expect(proxied.status).toBe(200);
    await expect.poll(() => loggedUrls('e2e-proxy.2')).toEqual(['/api/v1/config']);

    // An id that is not well formed is replaced, and the new one is what the API is sent.
    const replaced = await fetch(`${SHELL}${PRODUCT_PAGE}`, {
      headers: { 'x-request-id': 'no good!' },
    });
    const id = replaced.headers.get('x-request-id')!;
    expect(id).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
    await expect.poll(() => loggedUrls(id)).toContain('/api/v1/store');
    expect(api.log().some((line) => line.reqId === 'no good!')).toBe(false);
  });

  test('both servers are live and ready; the metrics are on their own port, named by route pattern', async () => {
    for (const url of [
      `${SHELL}/livez`,
      `${SHELL}/readyz`,
      `${api.url}/livez`,
      `${api.url}/readyz`,
    ]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(await response.json(), url).toEqual({ status: 'ok' });
    }
    expect((await fetch(`${SHELL}/metrics`, { redirect: 'manual' })).status).toBe(404);

    await fetch(`${SHELL}${PRODUCT_PAGE}`);
    const metrics = await (await fetch(METRICS)).text();
    expect(metrics).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/\*",status_code="200"\} \d+$/m,
    );
    expect(metrics).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/\*",status_code="200"\} \d+$/m,
    );
    expect(metrics).not.toContain(DEMO_PRODUCT);
    expect(metrics).toMatch(/^shell_renders_total\{outcome="(whole|streamed)"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^shell_render_duration_seconds_count [1-9]\d*$/m);
    expect(metrics).toMatch(/^shell_remote_status\{remote="catalog",status="loaded"\} 1$/m);
    expect(metrics).toMatch(/^process_resident_memory_bytes \d+$/m);

    // The API's main port answers /metrics as any path it does not know.
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404);
    const apiMetrics = await (
      await fetch(`http://127.0.0.1:${OBSERVED_PORTS.apiMetrics}/metrics`)
    ).text();
    expect(apiMetrics).toMatch(
      /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/product\/:slug",status_code="200"\} [1-9]\d*$/m,
    );
  });

  test('the shell is not ready while its API is down, and still live', async () => {
    await api.stop();
    // The API's readiness is asked in the background (READY_CHECK_SECONDS, 2): within seconds.
    await expect
      .poll(async () => {
        const ready = await fetch(`${SHELL}/readyz`);
        return { status: ready.status, body: await ready.json() };
      })
      .toEqual({ status: 503, body: { status: 'unavailable', down: ['api'] } });
    expect((await fetch(`${SHELL}/livez`)).status).toBe(200);
  });
});
