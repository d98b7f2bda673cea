import type { FastifyInstance } from 'fastify';
import type { ShellConfig } from './config';
import { createPageCache, type CacheResult, type PageCache } from './page-cache';
import { connectRedis, createSharedPageStore } from './shared-page-store';

/**
 * The server's page cache as configured (PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS, PAGE_CACHE_MB),
 * shared with the other replicas through REDIS_URL when it is set (the connection closes with the
 * app); null when PAGE_CACHE_SECONDS is 0.
 */
export async function configuredPageCache(
  config: ShellConfig,
  app: FastifyInstance,
  count: (result: CacheResult) => void,
): Promise<PageCache | null> {
  if (config.PAGE_CACHE_SECONDS <= 0) return null;
  const freshMs = config.PAGE_CACHE_SECONDS * 1000;
  const staleMs = config.PAGE_STALE_SECONDS * 1000;
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  if (redis)
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  return createPageCache({
    freshMs,
    staleMs,
    maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    log: app.log,
    count,
    shared: redis && createSharedPageStore(redis, app.log, freshMs + staleMs),
  });
}
