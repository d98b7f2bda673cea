import { listenForMetrics } from '@storefront/shared/observability';
import { freePort } from './replicas';
import type { TestApp } from './test-app';

/** The API's metrics listener, as server.ts starts it, on a free port of 127.0.0.1. */
export async function metricsListenerOf(t: TestApp) {
  const port = await freePort();
  const server = await listenForMetrics(t.app.metricsRegistry, {
    host: '127.0.0.1',
    port,
    log: t.app.log,
  });
  if (!server) throw new Error(`no metrics listener on 127.0.0.1:${port}`);
  const url = `http://127.0.0.1:${port}/metrics`;
  return {
    url,
    /** What a scraper reads. */
    scrape: () => fetch(url),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
