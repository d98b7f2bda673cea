import { stopGracefully } from '@storefront/shared/observability';
import { buildShellServer } from './app';
import { loadShellConfig } from './config';
import { listenForMetrics } from './metrics';

const config = loadShellConfig();
const app = await buildShellServer(config);
const metrics = await listenForMetrics(app.metricsRegistry, {
  host: config.METRICS_HOST,
  port: config.METRICS_PORT,
  log: app.log,
});

// Closing the app stops accepting connections (a new request on an open one is answered 503)
// and waits for the requests in flight, streamed pages included.
stopGracefully({
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  log: app.log,
  server: app.server,
  stop: async () => {
    await Promise.all([
      app.close(),
      new Promise((resolve) => (metrics ? metrics.close(resolve) : resolve(undefined))),
    ]);
  },
});
await app.listen({ host: config.HOST, port: config.PORT });
