const RETRY_AFTER_MS = 10_000;

/**
 * Marks a promise with its outcome the way React's use() reads it, so a promise that settled
 * before the render is read at once instead of suspending (and waiting out React's ~300 ms
 * throttle of Suspense reveals).
 */
export function trackSettled<V>(promise: Promise<V>): Promise<V> {
  const tracked = promise as Promise<V> & { status?: string; value?: V; reason?: unknown };
  tracked.status = 'pending';
  // The callbacks return nothing: returning the promise itself would chain a second, unhandled
  // rejection onto it.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return promise;
}

interface Entry<V> {
  promise: Promise<V>;
  failedAt: number | null;
}

/**
 * A cache of promises for React's `use()`: a render must get the same promise back until it
 * settles, so a failure stays cached, but only for a while: after `retryAfterMs` (or `forget`)
 * the next render loads again, so a remote that came back is picked up.
 */
export function createRenderCache<K, V>(
  load: (key: K) => Promise<V>,
  retryAfterMs = RETRY_AFTER_MS,
) {
  const entries = new Map<K, Entry<V>>();
  return {
    get(key: K): Promise<V> {
      const cached = entries.get(key);
      if (cached && (cached.failedAt === null || Date.now() - cached.failedAt < retryAfterMs)) {
        return cached.promise;
      }
      const entry: Entry<V> = { promise: trackSettled(load(key)), failedAt: null };
      entry.promise.catch(() => {
        entry.failedAt = Date.now();
      });
      entries.set(key, entry);
      return entry.promise;
    },
    forget(key: K): void {
      entries.delete(key);
    },
  };
}
