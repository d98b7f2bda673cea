import { INVALIDATION_CHANNEL, parseInvalidation } from '@storefront/shared/core';
import { logRedisOutages } from '@storefront/shared/redis-outage';
import type { Redis } from 'ioredis';
import type { Invalidations } from './invalidations';

interface Log {
  error: (object: object, message: string) => void;
  info: (message: string) => void;
}

/**
 * Hears the staff changes the API publishes on INVALIDATION_CHANNEL (REDIS_URL), whichever replica
 * of the shell forwarded them, or none (a background job): each one's pages are dropped here. A
 * subscription made again after Redis was lost (or made late, Redis being down at the start)
 * drops everything held in memory, since messages may have been missed meanwhile; it is made
 * before that drop, so no message falls between the two. `subscribed` follows it (the metrics).
 * Answers the stop.
 */
export function subscribeToInvalidations(
  redis: Redis,
  {
    invalidations,
    log,
    subscribed,
  }: { invalidations: Invalidations; log: Log; subscribed: (now: boolean) => void },
): () => Promise<void> {
  // A connection of its own (a subscribed one can do nothing else), subscribed here on each
  // connect rather than by ioredis, so the drop comes once the subscription is made.
  const subscriber = redis.duplicate({ autoResubscribe: false });
  logRedisOutages(subscriber, log, {
    down: 'Redis is unreachable: staff changes are not heard meanwhile',
    back: 'Redis is back: staff changes are heard again (what was kept is dropped)',
  });
  subscriber.on('ready', () => {
    subscriber.subscribe(INVALIDATION_CHANNEL).then(
      () => {
        subscribed(true);
        invalidations.dropAll('resubscribed');
      },
      // The connection went again: its next `ready` subscribes.
      () => undefined,
    );
  });
  subscriber.on('close', () => subscribed(false));
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== INVALIDATION_CHANNEL) return;
    const message = parseInvalidation(text);
    if (!message) return;
    if ('all' in message) invalidations.dropAll('message');
    else void invalidations.drop(message.tags, 'message');
  });
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
