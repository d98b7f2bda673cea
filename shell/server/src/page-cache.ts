import { createDropLog } from './drop-log';
import type {
  CacheResult,
  KeptPage,
  Page,
  PageLabels,
  Render,
  Served,
  SharedPageStore,
} from './kept-page';

export type {
  CacheResult,
  Encoding,
  KeptPage,
  Page,
  PageLabels,
  Render,
  Rendering,
  Served,
  SharedPageStore,
} from './kept-page';

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

/** What a page is labelled with before its render (its tags are known once it has rendered). */
export type RenderLabels = Omit<PageLabels, 'tags'>;

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
 * (PageLabels), to forget it when that is no longer live, and what it shows (its cache tags), to
 * drop it when a staff change names one (`drop`): a render or a look-up that began before such a
 * drop is not kept, and requests after it wait for none that began before.
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
  const drops = createDropLog(now);
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

  /** Runs `work` for a key in `map` (one at a time), until it ends or a drop lets it go. */
  function runOnce<T>(map: Map<string, Promise<T>>, key: string, work: Promise<T>) {
    map.set(key, work);
    void work.finally(() => {
      if (map.get(key) === work) map.delete(key);
    });
    return work;
  }

  /** A page another replica kept, held here too when it may still be served. */
  function lookUp(key: string): Promise<Entry | undefined> {
    const mark = drops.mark();
    return (
      lookups.get(key) ??
      runOnce(
        lookups,
        key,
        shared!
          .get(key)
          .then((kept) =>
            kept &&
            now() < kept.staleUntil &&
            !drops.droppedSince(mark, kept.labels.tags) &&
            hold(key, kept)
              ? entries.get(key)
              : undefined,
          ),
      )
    );
  }

  /**
   * Starts the render of a key (none runs for it), keeping its page when it may be kept and
   * nothing it shows was dropped meanwhile.
   */
  function start<A>(key: string, labels: RenderLabels, render: Render<A>) {
    const mark = drops.mark();
    const rendering = render(false);
    runOnce(
      running,
      key,
      rendering.then(
        (result) => {
          if (!('page' in result)) return null;
          const tags = result.tags ?? [];
          if (result.keep && !drops.droppedSince(mark, tags))
            keep(key, result.page, { ...labels, tags });
          return result;
        },
        () => null,
      ),
    );
    return rendering;
  }

  /** Forgets what `drops` now records: entries, and the renders and look-ups under way. */
  function dropWhere(test: (entry: Entry) => boolean, tags: string[] | null): number {
    const before = entries.size;
    forgetWhere(test);
    drops.record(tags);
    // Requests from now on wait for none of these: what they would get may be stale.
    running.clear();
    lookups.clear();
    return before - entries.size;
  }

  async function serve<A>(
    key: string,
    labels: RenderLabels,
    render: Render<A>,
  ): Promise<Served<A>> {
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
    /**
     * A staff change made what these cache tags show stale: the pages labelled with any of them
     * are dropped here (answers how many) and from the shared tier (`shared`: when Redis has
     * them gone, or could not be told).
     */
    drop(tags: string[]): { dropped: number; shared: Promise<unknown> } {
      const named = new Set(tags);
      const dropped = dropWhere((entry) => entry.labels.tags.some((tag) => named.has(tag)), tags);
      return { dropped, shared: shared?.dropTagged(tags) ?? Promise.resolve() };
    },
    /**
     * Drops every page held here (not the shared tier): changes may have been missed (a lost
     * subscription). Answers how many.
     */
    dropAll: (): number => dropWhere(() => true, null),
    bytes: () => bytes,
    size: () => entries.size,
    freshMs,
    staleMs,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
