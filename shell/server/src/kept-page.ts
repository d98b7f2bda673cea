/*
 * What the page cache keeps and hands out (see page-cache.ts), and its second tier's face.
 */

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
 * longer live (a remote's release promoted or rolled back, a new build of the shell), or a staff
 * change names one of its tags.
 */
export interface PageLabels {
  build: string;
  /** One tag per remote's release (see releaseTag). */
  releases: string[];
  /**
   * The cache tags of what it shows (CACHE_TAGS: the API answers its render used, and the public
   * store): a staff write that names one of them drops it.
   */
  tags: string[];
}

/**
 * A render for the cache: a whole page that requests waiting on the same key may share (and that
 * is kept when `keep`, labelled with its `tags`), or an answer for its own request only (one that
 * carries the response's nonce, a streamed page).
 */
export type Rendering<A> = { page: Page; keep: boolean; tags?: string[] } | { own: A };

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
  /**
   * Deletes the pages labelled with any of these cache tags (one command: a look-up sent after it
   * finds them gone); resolves with how many went, or rejects when Redis could not be told.
   */
  dropTagged(tags: string[]): Promise<number>;
}
