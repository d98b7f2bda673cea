interface Log {
  warn: (message: string) => void;
}

export interface RefreshingJsonOptions {
  /** How long an answer is used before it is asked for again. */
  ttlMs: number;
  /** Deadline of each request. */
  timeoutMs: number;
  log: Log;
  /** What it is, for the log. */
  what: string;
}

/**
 * A JSON document of another server (the API's store, a remote's manifest) that the shell's
 * server keeps: used for `ttlMs`, then revalidated with its ETag in the background while the
 * kept copy goes on serving (so a page never waits for it once it has been read); with a `ttlMs`
 * of 0 every use waits for the revalidation. When the server fails, the last good copy stays in
 * use and the next try waits another `ttlMs`. After `forget` (the document changed), the next use
 * waits for a read that began after it.
 */
export function refreshingJson<T>(url: string, options: RefreshingJsonOptions) {
  let value: T | null = null;
  let etag: string | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<T | null> | null = null;
  /** Counts forgets: a read that began before the last one is not the read it asks for. */
  let forgets = 0;
  let forgotten = false;

  async function refresh(headers: Record<string, string>): Promise<T | null> {
    const begun = forgets;
    try {
      const response = await fetch(url, {
        headers: { ...headers, ...(etag ? { 'If-None-Match': etag } : {}) },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (response.status !== 304) {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const read = (await response.json()) as T;
        // Forgotten meanwhile: what it read may be what changed since; the newer read decides.
        if (begun === forgets) {
          value = read;
          etag = response.headers.get('etag');
        }
      }
    } catch (error) {
      options.log.warn(`could not read ${options.what} from ${url}: ${String(error)}`);
    } finally {
      if (begun === forgets) {
        checkedAt = Date.now();
        pending = null;
        forgotten = false;
      }
    }
    return value;
  }

  return {
    /**
     * The document, or null when it could never be read; a request it makes carries `headers`
     * (the x-request-id of the request that asked).
     */
    get(headers: Record<string, string> = {}): Promise<T | null> {
      if (!forgotten && Date.now() - checkedAt < options.ttlMs) return Promise.resolve(value);
      pending ??= refresh(headers);
      // Kept for no time at all, or forgotten, every use waits for the revalidation.
      return value === null || options.ttlMs <= 0 || forgotten ? pending : Promise.resolve(value);
    },
    /** The document has changed (a staff change): the next use waits for a new read. */
    forget(): void {
      forgets += 1;
      forgotten = true;
      pending = null;
    },
  };
}
