/** At most this many routes preload at once. */
export const PRELOAD_CONCURRENCY = 4;

/**
 * Preloads each path once, at most `limit` at a time; the others wait their turn. Failures are
 * ignored: a preload only saves time, the navigation loads the page anyway.
 */
export function createPreloader(
  preload: (path: string) => Promise<unknown>,
  limit = PRELOAD_CONCURRENCY,
) {
  const seen = new Set<string>();
  const queue: string[] = [];
  let active = 0;

  function next(): void {
    while (active < limit && queue.length > 0) {
      const path = queue.shift()!;
      active += 1;
      preload(path)
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  }

  return (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    queue.push(path);
    next();
  };
}
