/** At most this many routes preload at once (spec point 9). */
export const PRELOAD_CONCURRENCY = 4;

/**
 * Preloads each path once for its code, and once with its data, at most `limit` at a time; the
 * others wait their turn. Failures are ignored: a preload only saves time, the navigation loads
 * the page anyway.
 */
export function createPreloader(
  preload: (path: string, withData: boolean) => Promise<unknown>,
  limit = PRELOAD_CONCURRENCY,
) {
  const seen = new Set<string>();
  const queue: { path: string; withData: boolean }[] = [];
  let active = 0;

  function next(): void {
    while (active < limit && queue.length > 0) {
      const { path, withData } = queue.shift()!;
      active += 1;
      preload(path, withData)
        .catch(() => undefined)
        .finally(() => {
          active -= 1;
          next();
        });
    }
  }

  return (path: string, withData: boolean): void => {
    const key = `${withData ? 'data' : 'code'} ${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push({ path, withData });
    next();
  };
}
