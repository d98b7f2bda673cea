import { logRedisOutages } from '@storefront/shared/redis-outage';
import type { Redis } from 'ioredis';
import type { KeptPage, SharedPageStore } from './kept-page';

/** How long a command may take: past it the page is rendered (or kept) without Redis. */
const COMMAND_TIMEOUT_MS = 200;
const PREFIX = 'storefront:pages:';
const pageKey = (key: string) => `${PREFIX}page:${key}`;
const releaseKey = (tag: string) => `${PREFIX}release:${tag}`;
const cacheTagKey = (tag: string) => `${PREFIX}tag:${tag}`;

/**
 * Deletes the pages of the sets named (KEYS: one per cache tag) and the sets, in one command, so
 * that a look-up sent after it never finds one of them. ARGV[1]: the pages' key prefix.
 */
const DROP_TAGGED = `
local dropped = 0
for _, set in ipairs(KEYS) do
  for _, page in ipairs(redis.call('SMEMBERS', set)) do
    dropped = dropped + redis.call('UNLINK', ARGV[1] .. page)
  end
  redis.call('UNLINK', set)
end
return dropped`;

interface Log {
  error: (object: object, message: string) => void;
  info: (message: string) => void;
}

/**
 * The page cache's second tier, shared by the shell's replicas through Redis (REDIS_URL): a page
 * one replica keeps, the others serve without rendering it. Same keys and same times as in
 * memory: each page expires in Redis at the end of its stale time, the pages of a release are
 * deleted when a replica sees another one go live, and those of a cache tag when a staff change
 * names it (each release's and each tag's pages are listed in a set). The pages of a build before
 * are left to expire: in a rolling deploy both builds are live a while.
 *
 * Redis only helps: a command that fails (at once while it is unreachable, after
 * COMMAND_TIMEOUT_MS when slow) is a miss or a page not shared, and its outage is logged when it
 * starts and when it ends. Unlike the API (whose rate limits need it), the shell starts without it.
 */
export function createSharedPageStore(redis: Redis, log: Log, lifetimeMs: number): SharedPageStore {
  const down = logRedisOutages(redis, log, {
    down: 'Redis is unreachable: kept pages are not shared meanwhile',
    back: 'Redis is back: kept pages are shared again',
  });
  const failed = (error: unknown) => {
    if (!down()) log.error({ err: error }, 'a kept page could not be shared through Redis');
  };

  return {
    /** A page another replica (or this one) kept, if it is there. */
    async get(key: string): Promise<KeptPage | null> {
      const fields = await redis.hgetallBuffer(pageKey(key)).catch((error: unknown) => {
        failed(error);
        return {} as Record<string, Buffer>;
      });
      const { meta, body, br, gzip } = fields;
      if (!meta || !body) return null;
      const { status, headers, labels, freshUntil, staleUntil } = JSON.parse(
        meta.toString(),
      ) as Omit<KeptPage, 'page'> & Pick<KeptPage['page'], 'status' | 'headers'>;
      // Kept by a build that did not label pages with their tags: it could never be dropped.
      if (!Array.isArray(labels.tags)) return null;
      const encoded = { ...(br && { br }), ...(gzip && { gzip }) };
      return { page: { status, headers, body, encoded }, labels, freshUntil, staleUntil };
    },

    /** Shares a page this replica keeps (in the background: a request never waits for it). */
    set(key: string, { page, labels, freshUntil, staleUntil }: KeptPage) {
      const meta = JSON.stringify({
        status: page.status,
        headers: page.headers,
        labels,
        freshUntil,
        staleUntil,
      });
      const transaction = redis
        .multi()
        .hset(pageKey(key), { meta, body: page.body, ...page.encoded })
        .pexpireat(pageKey(key), staleUntil);
      for (const set of [...labels.releases.map(releaseKey), ...labels.tags.map(cacheTagKey)])
        transaction.sadd(set, key).pexpire(set, lifetimeMs);
      transaction.exec().catch(failed);
    },

    /** Deletes the pages rendered with a release that is no longer live. */
    forgetRelease(tag: string) {
      void (async () => {
        const keys = await redis.smembers(releaseKey(tag));
        await redis.unlink(releaseKey(tag), ...keys.map(pageKey));
      })().catch(failed);
    },

    /** Deletes the pages labelled with any of these cache tags; answers how many went. */
    async dropTagged(tags: string[]): Promise<number> {
      if (tags.length === 0) return 0;
      const sets = tags.map(cacheTagKey);
      return Number(await redis.eval(DROP_TAGGED, sets.length, ...sets, pageKey('')));
    },
  };
}

/** A connection for the shared page store: commands fail at once while it is not connected. */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // Closed while Redis is down, its socket is let go at once rather than after 2 s.
    disconnectTimeout: COMMAND_TIMEOUT_MS,
  });
}
