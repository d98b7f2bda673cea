import { LRUCache, type Perf } from 'lru-cache';

/**
 * Values that are costly to compute and may be a little stale, such as how many products match
 * a filter: counting reads every matching row, which at 100,000 products costs more than fetching
 * the page itself. A value lives for the given seconds (as long as clients cache the responses
 * anyway); concurrent requests for a missing value share one computation; a failure is not kept.
 */
export class ExpiringCache {
  private readonly values: LRUCache<string, Promise<unknown>> | undefined;

  /** With 0 seconds nothing is kept and every call computes its value. */
  constructor(seconds: number, options: { maxEntries?: number; clock?: Perf } = {}) {
    const { maxEntries = 2_000, clock } = options;
    this.values =
      seconds > 0
        ? new LRUCache({
            max: maxEntries,
            ttl: seconds * 1000,
            ...(clock && { perf: clock, ttlResolution: 0 }),
          })
        : undefined;
  }

  /** Keys name what they hold ("total:…"), so one key always holds one type of value. */
  get<V>(key: string, compute: () => Promise<V>): Promise<V> {
    if (!this.values) return compute();
    const known = this.values.get(key) as Promise<V> | undefined;
    if (known) return known;
    const pending = compute();
    this.values.set(key, pending);
    pending.catch(() => this.values?.delete(key));
    return pending;
  }

  /** Forgets every value (what they were computed from has changed). */
  clear(): void {
    this.values?.clear();
  }
}
