import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { ShellConfig } from './config';
import { createPageCache, type CacheResult, type PageCache } from './page-cache';
import { connectRedis, createSharedPageStore } from './shared-page-store';

/**
 * The connection to REDIS_URL the replicas share pages and hear staff changes through (closed
 * with the app); null without it.
 */
export async function connectSharedRedis(
  config: ShellConfig,
  app: FastifyInstance,
): Promise<Redis | null> {
  if (!config.REDIS_URL) return null;
  const redis = await connectRedis(config.REDIS_URL);
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * The server's page cache as configured (PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS, PAGE_CACHE_MB),
 * shared with the other replicas through `redis` (REDIS_URL) when it is set; null when
 * PAGE_CACHE_SECONDS is 0.
 */
export function configuredPageCache(
  config: ShellConfig,
  app: FastifyInstance,
  count: (result: CacheResult) => void,
  redis: Redis | null,
): PageCache | null {
  if (config.PAGE_CACHE_SECONDS <= 0) return null;
  const freshMs = config.PAGE_CACHE_SECONDS * 1000;
  const staleMs = config.PAGE_STALE_SECONDS * 1000;
  return createPageCache({
    freshMs,
    staleMs,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    log: app.log,
    count,
    shared: redis && createSharedPageStore(redis, app.log, freshMs + staleMs),
  });
}
