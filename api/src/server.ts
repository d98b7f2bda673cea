import { listenForMetrics, stopGracefully } from '@storefront/shared/observability';
import { buildApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { startEmailSender } from './services/emails/sender';
import { startPromotionClock } from './services/promotions/price-clock';

const config = loadConfig();
const startupLog = { info: (message: string) => console.log(`[api] ${message}`) };
const handle = await prepareDatabase(config, startupLog);
const app = await buildApp(config, handle);
// The metrics on their own listener, 127.0.0.1 unless told otherwise: the main port listens on
// every interface.
const metrics = await listenForMetrics(app.metricsRegistry, {
  host: config.METRICS_HOST,
  port: config.METRICS_PORT,
  log: app.log,
});
const emailSender = startEmailSender(handle, config, app.log);
// The prices promotions give change when a promotion's period starts or ends.
const promotionClock = startPromotionClock(handle, app.events, app.log, {
  intervalMs: config.PROMOTION_PRICES_INTERVAL_SECONDS * 1000,
});

// Closing the app stops accepting connections (a new request on an open one is answered 503)
// and waits for the requests in flight; then the database they used is closed.
stopGracefully({
  drainSeconds: config.SHUTDOWN_DRAIN_SECONDS,
  graceSeconds: config.SHUTDOWN_GRACE_SECONDS,
  log: app.log,
  server: app.server,
  stop: async () => {
    await Promise.all([
      app.close(),
      emailSender.stop(),
      promotionClock.stop(),
      new Promise((resolve) => (metrics ? metrics.close(resolve) : resolve(undefined))),
    ]);
    await handle.close();
  },
});

await app.listen({ host: config.HOST, port: config.PORT });
