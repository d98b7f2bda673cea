/** The encodings the server sends (as @fastify/compress does for answers made per request). */
export type Encoding = 'br' | 'gzip';

/** A whole page as the server sends it: status, headers (its CSP among them) and body. */
export interface Page {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body compressed, made once for a kept page (see kept-encodings.ts). */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/**
 * How a request was served: `hit` (a fresh kept page), `stale` (a kept page past its freshness,
 * while one request renders it again in the background), `miss` (it waited for a render, its own
 * or the one already running for its key), `bypass` (a page the cache does not serve: a shopper's
 * own page, a signed-in shopper's request).
 */
export type CacheResult = 'hit' | 'stale' | 'miss' | 'bypass';

/**
 * What a page was rendered with beyond its key: it is forgotten as soon as one of them is no
 * longer live (a remote's release promoted or rolled back, a new build of the shell).
 */
export interface PageLabels {
  build: string;
  /** One tag per remote's release (see releaseTag). */
  releases: string[];
}

/**
 * A render for the cache: a whole page that requests waiting on the same key may share (and that
 * is kept when `keep`), or an answer for its own request only (one that carries the response's
 * nonce, a streamed page).
 */
export type Rendering<A> = { page: Page; keep: boolean } | { own: A };

/**
 * Renders a page for the cache. `alone`: the render serves its own request and nothing else (no
 * request waits on it, and it is not kept), so it may stop when that request's visitor goes; a
 * render others may wait on or that may be kept (a miss's, a stale page's in the background)
 * must go on whoever leaves.
 */
export type Render<A> = (alone: boolean) => Promise<Rendering<A>>;

export type Served<A> =
  | { result: Exclude<CacheResult, 'bypass'>; page: Page; kept: boolean }
  | { result: 'miss'; own: A };

export interface PageCacheOptions {
  /** How long a kept page is served as it is. */
  freshMs: number;
  /** How long after that a 200 page is still served while it is rendered again (a 404: not). */
  staleMs: number;
  /** The kept pages' bytes (bodies, headers and keys) never exceed this. */
  maxBytes: number;
  log: { error: (object: object, message: string) => void };
  /** Each request's result, for the metrics. */
  count?: (result: CacheResult) => void;
  /** Where the replicas of the shell share their kept pages (REDIS_URL); none: memory only. */
  shared?: SharedPageStore | null;
  now?: () => number;
}

/** A kept page and its times. */
export interface KeptPage {
  page: Page;
  labels: PageLabels;
  freshUntil: number;
  staleUntil: number;
}

/**
 * The second tier the replicas share (see createSharedPageStore): a look-up that may miss, and
 * writes in the background that never fail a request.
 */
export interface SharedPageStore {
  /** A page another replica (or this one) kept, if it is there. */
  get(key: string): Promise<KeptPage | null>;
  /** Shares a page this replica keeps. */
  set(key: string, kept: KeptPage): void;
  /** Deletes the pages rendered with a release that is no longer live. */
  forgetRelease(tag: string): void;
}

interface Entry extends KeptPage {
  bytes: number;
}

/** What the objects of an entry cost besides its strings and body (a rough, generous figure). */
const ENTRY_OVERHEAD_BYTES = 512;

function sizeOf(key: string, page: Page): number {
  let bytes = ENTRY_OVERHEAD_BYTES + key.length + page.body.byteLength;
  for (const body of Object.values(page.encoded ?? {})) bytes += body.byteLength;
  for (const [name, value] of Object.entries(page.headers)) bytes += name.length + value.length;
  return bytes;
}

/**
 * Pages that are the same for every visitor with the same render inputs, kept in memory after
 * their render: fresh for `freshMs`, then served stale while one request renders them again in
 * the background (`staleMs`), the least recently used forgotten first once `maxBytes` would be
 * exceeded. One render per key at a time: requests that miss while a render of their key runs
 * wait for it and get its page.
 *
 * The key is the caller's (see pageKey); the cache only knows what each page was rendered with
 * (PageLabels), to forget it when that is no longer live.
 */
export function createPageCache(options: PageCacheOptions) {
  const { freshMs, staleMs, maxBytes, log, count = () => undefined, shared } = options;
  // Read at each use, so a test's fake clock is the one used.
  const now = options.now ?? (() => Date.now());
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Renders running for a key: what requests waiting on it get (null: render your own). */
  const running = new Map<string, Promise<{ page: Page; keep: boolean } | null>>();
  let build: string | null = null;
  /** Releases that were live and are no longer: a render that used one is not kept. */
  const gone = new Set<string>();

  function forget(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function forgetWhere(test: (entry: Entry) => boolean) {
    for (const [key, entry] of entries) if (test(entry)) forget(key);
  }

  const live = (labels: PageLabels) =>
    labels.build === build && !labels.releases.some((release) => gone.has(release));

  /** Holds a page in memory (false: it is bigger than the whole bound, or not live). */
  function hold(key: string, kept: KeptPage): boolean {
    if (!live(kept.labels)) return false;
    const size = sizeOf(key, kept.page);
    forget(key);
    if (size > maxBytes) return false;
    while (bytes + size > maxBytes) forget(entries.keys().next().value!);
    entries.set(key, { ...kept, bytes: size });
    bytes += size;
    return true;
  }

  function keep(key: string, page: Page, labels: PageLabels) {
    const at = now();
    const kept = {
      page,
      labels,
      freshUntil: at + freshMs,
      // A page that comes into being must not be hidden behind a kept 404 for long.
      staleUntil: at + freshMs + (page.status === 200 ? staleMs : 0),
    };
    if (hold(key, kept)) shared?.set(key, kept);
  }

  /** Look-ups in the shared store running for a key: one at a time, as renders. */
  const lookups = new Map<string, Promise<Entry | undefined>>();

  /** A page another replica kept, held here too when it may still be served. */
  function lookUp(key: string): Promise<Entry | undefined> {
    let lookup = lookups.get(key);
    if (!lookup) {
      lookup = shared!
        .get(key)
        .then((kept) =>
          kept && now() < kept.staleUntil && hold(key, kept) ? entries.get(key) : undefined,
        )
        .finally(() => lookups.delete(key));
      lookups.set(key, lookup);
    }
    return lookup;
  }

  /** Starts the render of a key (none runs for it), keeping its page when it may be kept. */
  function start<A>(key: string, labels: PageLabels, render: Render<A>) {
    const rendering = render(false);
    running.set(
      key,
      rendering.then(
        (result) => {
          if (!('page' in result)) return null;
          if (result.keep) keep(key, result.page, labels);
          return result;
        },
        () => null,
      ),
    );
    void running.get(key)!.finally(() => running.delete(key));
    return rendering;
  }

  async function serve<A>(key: string, labels: PageLabels, render: Render<A>): Promise<Served<A>> {
    if (labels.build !== build) {
      // A new build of the shell: every page of the one before goes.
      build = labels.build;
      forgetWhere((entry) => entry.labels.build !== build);
    }
    let entry = entries.get(key);
    if (entry && now() >= entry.staleUntil) {
      forget(key);
      entry = undefined;
    }
    // Not here: maybe another replica kept it (unless this one is rendering it already).
    if (!entry && shared && !running.has(key)) entry = await lookUp(key);
    const at = now();
    if (entry && at < entry.staleUntil) {
      // Used: now the most recently used (unless it went while looked up).
      if (entries.get(key) === entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      if (at < entry.freshUntil) {
        count('hit');
        return { result: 'hit', page: entry.page, kept: true };
      }
      if (!running.has(key))
        start(key, labels, render).catch((error: unknown) =>
          log.error({ err: error }, 'rendering a kept page again failed'),
        );
      count('stale');
      return { result: 'stale', page: entry.page, kept: true };
    }
    if (entry) forget(key);
    count('miss');
    const waiting = running.get(key);
    if (waiting) {
      const theirs = await waiting;
      if (theirs) return { result: 'miss', page: theirs.page, kept: theirs.keep };
      // That render's answer was its own request's: this request renders its own.
    }
    // After a render whose answer was its own, this request's render is its own too (not kept).
    const result = await (waiting ? render(true) : start(key, labels, render));
    return 'page' in result
      ? { result: 'miss', page: result.page, kept: result.keep }
      : { result: 'miss', own: result.own };
  }

  return {
    serve,
    /** Counts a request the cache does not serve (see CacheResult). */
    bypass: () => count('bypass'),
    /**
     * A remote's live release changed: the pages rendered with the one before are forgotten, and
     * a render still running with it is not kept. (A rollback makes a release live again.)
     */
    releaseChanged(previous: string, next: string) {
      gone.delete(next);
      if (previous === next) return;
      gone.add(previous);
      forgetWhere((entry) => entry.labels.releases.includes(previous));
      shared?.forgetRelease(previous);
    },
    bytes: () => bytes,
    size: () => entries.size,
    freshMs,
    staleMs,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
