import { INVALIDATION_CHANNEL, type InvalidationMessage } from '@storefront/shared/core';
import { logRedisOutages } from '@storefront/shared/redis-outage';
import { Redis } from 'ioredis';

/** How long a publish may wait (Redis slow, or reconnecting) before it is given up and logged. */
const PUBLISH_TIMEOUT_MS = 2000;
/** How long an event's id is remembered as relayed, so that it is never relayed twice. */
const REMEMBERED_MS = 10 * 60_000;

interface Log {
  error: (object: object, message: string) => void;
  info: (message: string) => void;
}

/** What a relay did with a message, for the metrics. */
export type RelayResult = 'published' | 'failed';

/**
 * Tells the shell's replicas, through Redis (INVALIDATION_CHANNEL), which cache tags a committed
 * write made stale: each replica drops the pages labelled with them. Each event is relayed once,
 * by the process that published it (see EventBus): by the write's answer when it has one (before
 * the answer leaves, so the shopper's next request finds the pages gone on every replica), else
 * when that process hears it committed (a background job). An id relayed already is not relayed
 * again, so the two paths never send one event twice.
 *
 * A publish that cannot be made at once waits for the connection a while (ioredis's queue), then
 * fails, logged; the shells that lost their subscription meanwhile drop all their pages when it
 * comes back.
 */
export function createStorefrontRelay(
  url: string,
  { log, count }: { log: Log; count: (result: RelayResult) => void },
) {
  const redis = new Redis(url, {
    commandTimeout: PUBLISH_TIMEOUT_MS,
    maxRetriesPerRequest: 2,
  });
  logRedisOutages(redis, log, {
    down: 'Redis is unreachable: the shells are not told of changes meanwhile',
    back: 'Redis is back: the shells are told of changes again',
  });
  /** The ids relayed, when, and their publish (forgotten after REMEMBERED_MS). */
  const relayed = new Map<string, { at: number; published: Promise<void> }>();

  async function publish(message: InvalidationMessage): Promise<void> {
    try {
      await redis.publish(INVALIDATION_CHANNEL, JSON.stringify(message));
      count('published');
    } catch (error) {
      count('failed');
      log.error({ err: error }, 'a change could not be told to the shells through Redis');
    }
  }

  return {
    /**
     * Relays an event's tags, unless this event was relayed already; resolves once it is
     * published (by this call or the one before it).
     */
    relay(id: string, tags: string[]): Promise<void> {
      const now = Date.now();
      for (const [known, { at }] of relayed) {
        if (now - at < REMEMBERED_MS) break;
        relayed.delete(known);
      }
      if (tags.length === 0) return Promise.resolve();
      const known = relayed.get(id);
      if (known) return known.published;
      const published = publish({ tags });
      relayed.set(id, { at: now, published });
      return published;
    },
    /** Tells the shells to drop everything: this process may have missed its own events. */
    relayAll: () => publish({ all: true }),
    close: () => redis.quit().then(undefined, () => redis.disconnect()),
  };
}

export type StorefrontRelay = ReturnType<typeof createStorefrontRelay>;
