import Fastify, { type FastifyInstance } from 'fastify';
import { clientDeadlines, limitConnectionsPerAddress } from '@storefront/shared/client-limits';
import { httpTransport } from '@storefront/shared/http-transport';
import { observeRequests, requestIdOptions } from '@storefront/shared/observability';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { loggerOptions, type DestinationStream } from './logging';
import { authPlugin } from './plugins/auth';
import { backgroundPlugin } from './plugins/background';
import { catalogAnswersPlugin } from './plugins/catalog-answers';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { eventsPlugin } from './plugins/events';
import { personalAnswers } from './plugins/personal-answers';
import { shedUnderPressure } from './plugins/pressure';
import { securityPlugin } from './plugins/security';
import { adminRoutes } from './routes/admin';
import { authRoutes } from './routes/auth';
import { catalogRoutes } from './routes/catalog';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact-us';
import { emailOutboxRoutes } from './routes/email-outbox';
import { healthRoutes } from './routes/health';
import { decorateImageVariants, imageRoutes } from './routes/images';
import { orderRoutes } from './routes/order';
import { probesRoutes } from './routes/probes';
import { promoCodeRoutes } from './routes/promo-code';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/user';
import { API_PREFIX } from './paths';
import { loadSecretsKey, type SecretsKey } from './secrets';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's metrics, which server.ts serves on a listener of their own (METRICS_PORT). */
    metricsRegistry: Registry;
    /** What seals the secrets the shop keeps (SECRETS_KEY); null where none was provided. */
    secretsKey: SecretsKey;
  }
}

/**
 * Builds the API: metrics and request ids, plugins (db, errors, security, auth, docs, transport),
 * the probes (/livez, /readyz), then routes by resource; the routes about a person are grouped so
 * that no cache keeps their answers.
 */
export async function buildApp(
  config: Config,
  handle: DatabaseHandle,
  { logStream }: { logStream?: DestinationStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { ...loggerOptions(config.LOG_LEVEL), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // A product's slug may be as long as its schema allows.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // A well-formed incoming x-request-id (the shell's) is the request's id in the log.
    ...requestIdOptions(),
    ...clientDeadlines({ requestSeconds: config.REQUEST_TIMEOUT_SECONDS }),
  }).withTypeProvider<ZodTypeProvider>();
  limitConnectionsPerAddress(app.server, {
    max: config.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: config.TRUST_PROXY,
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Every request is measured, its id answered; the metrics are served on a listener of their
  // own (METRICS_HOST:METRICS_PORT, server.ts), never on the main port, which listens on every
  // interface under `npm start`.
  const registry = new Registry();
  app.decorate('metricsRegistry', registry);
  app.decorate('secretsKey', await loadSecretsKey(config, (message) => app.log.warn(message)));
  await observeRequests(app, { registry, endpoint: null });
  // Past API_PRESSURE_DELAY_MS of event-loop delay: 503 with Retry-After, not a queue.
  await shedUnderPressure(app, { maxDelayMs: config.API_PRESSURE_DELAY_MS, registry });
  await app.register(dbPlugin, { handle });
  await app.register(catalogAnswersPlugin, { config });
  await app.register(eventsPlugin, {
    handle,
    redisUrl: config.SHELL_REDIS_URL ?? config.REDIS_URL,
    registry,
  });
  await app.register(backgroundPlugin);
  decorateImageVariants(app, config);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(docsPlugin, { explorer: config.API_DOCS ?? config.NODE_ENV !== 'production' });
  await app.register(httpTransport);
  await app.register(probesRoutes);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(storeRoutes);
      await api.register(catalogRoutes, { config });
      await api.register(configRoutes);
      await api.register(async (personal) => {
        personalAnswers(personal);
        await personal.register(contactRoutes, { config });
        await personal.register(authRoutes, { config });
        await personal.register(userRoutes, { config });
        await personal.register(orderRoutes, { config });
        await personal.register(promoCodeRoutes);
        await personal.register(emailOutboxRoutes);
        await personal.register(adminRoutes, { config });
      });
      await api.register(imageRoutes, { config });
    },
    { prefix: API_PREFIX },
  );
  return app;
}
