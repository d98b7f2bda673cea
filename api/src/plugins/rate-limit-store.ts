import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { logRedisOutages } from '@storefront/shared/redis-outage';
import { Redis } from 'ioredis';

/** How long a rate-limit count may take before the request goes on without it. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Where @fastify/rate-limit counts: in Redis when REDIS_URL is set, so that every replica sees
 * the same counts (its own Redis store, one atomic script per request), else in this process's
 * memory. Closing the app closes the connection.
 *
 * A Redis that is down or slow while the API runs does not stop the shop: a count that fails
 * (at once while disconnected, after COMMAND_TIMEOUT_MS when slow) lets the request through
 * (`skipOnError`), and the outage is logged when it starts and when it ends. Refusing every
 * sign-in and order instead would turn a cache outage into a shop outage; passwords stay slow to
 * guess (argon2id) meanwhile. A Redis that cannot be reached at start stops the API, so that a
 * wrong REDIS_URL is seen at once rather than as limits that never count.
 */
export async function rateLimitStore(
  app: FastifyInstance,
  url: string | undefined,
): Promise<Partial<RateLimitPluginOptions>> {
  if (!url) return {};
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
  });
  logRedisOutages(redis, app.log, {
    down: 'Redis is unreachable: rate limits are not counted meanwhile',
    back: 'Redis is back: rate limits are counted again',
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Redis at REDIS_URL cannot be reached: ${(error as Error).message}`, {
      cause: error,
    });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'storefront:rate-limit:', skipOnError: true };
}
