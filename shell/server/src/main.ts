import { listenForMetrics, stopGracefully } from '@storefront/shared/observability';
import { buildShellServer } from './app';
import { loadShellConfig, type ShellConfig } from './config';

let config: ShellConfig;
try {
  config = loadShellConfig();
} catch (error) {
  // A configuration the server cannot run with: said once, and no server.
  console.error((error as Error).message);
  process.exit(1);
}
const app = await buildShellServer(config);
const metrics = await listenForMetrics(app.metricsRegistry, {
  host: config.METRICS_HOST,
  port: config.METRICS_PORT,
  log: app.log,
});

// Closing the app stops accepting connections (a new request on an open one is answered 503)
// and waits for the requests in flight, streamed pages included.
stopGracefully({
  drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
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
