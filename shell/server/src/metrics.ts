import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Renderer } from '@storefront/shell/ssr';
import type { InvalidationSource } from './invalidations';
import type { CacheResult, PageCache } from './page-cache';

/** How a page's render on the server ended (see the page route). */
export type RenderOutcome =
  'whole' | 'streamed' | 'layout_only' | 'redirect' | 'failed' | 'abandoned';

/** One render's measures: its time to the first byte, and how it ended (counted once). */
export interface RenderTiming {
  /** The page's first byte is ready (a streamed page: its layout): the render is timed to here. */
  firstByte(): void;
  /** The render has ended so. An abandoned render whose first byte never came is not timed. */
  ended(outcome: RenderOutcome): void;
}

const REMOTE_STATUSES = ['loaded', 'backed_off', 'not_loaded'] as const;

/**
 * The shell's server's own metrics, beside the requests' (`http_request_duration_seconds`) and
 * the process's: how long renders take, how they end, and where each remote's server build stands.
 */
export function createShellMetrics(renderer: Renderer | null) {
  const registry = new Registry();
  const renderSeconds = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time to render a page on the server, up to its first byte (a streamed page: its layout)',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
    registers: [registry],
  });
  const renders = new Counter({
    name: 'shell_renders_total',
    help: 'Pages rendered on the server by outcome: whole, streamed, layout_only, redirect, failed or abandoned (the visitor left before the page ended)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const shed = new Counter({
    name: 'shell_renders_shed_total',
    help: 'Pages not rendered on the server because it was under pressure (RENDER_PRESSURE_DELAY_MS) or had RENDER_CONCURRENCY renders running: sent for the browser to render',
    registers: [registry],
  });
  new Gauge({
    name: 'shell_remote_status',
    help: "1 for each remote's server build status now (loaded, backed_off, not_loaded), else 0",
    labelNames: ['remote', 'status'],
    registers: [registry],
    collect() {
      const statuses = renderer?.remoteStatuses() ?? {};
      for (const [remote, current] of Object.entries(statuses))
        for (const status of REMOTE_STATUSES)
          this.set({ remote, status }, status === current ? 1 : 0);
    },
  });
  const pageCacheResults = new Counter({
    name: 'shell_page_cache_requests_total',
    help: 'Page requests by how the page cache served them: hit, stale, miss or bypass',
    labelNames: ['result'],
    registers: [registry],
  });
  let pageCache: PageCache | null = null;
  new Gauge({
    name: 'shell_page_cache_bytes',
    help: 'Bytes of the pages the page cache keeps (bodies, headers and keys)',
    registers: [registry],
    collect() {
      this.set(pageCache?.bytes() ?? 0);
    },
  });
  new Gauge({
    name: 'shell_page_cache_entries',
    help: 'Pages the page cache keeps',
    registers: [registry],
    collect() {
      this.set(pageCache?.size() ?? 0);
    },
  });
  const invalidations = new Counter({
    name: 'shell_invalidations_total',
    help: "Staff changes heard, by source: write (a write's answer through this server's proxy), message (the API's, through Redis), resubscribed (the subscription to those was made again: everything kept was dropped)",
    labelNames: ['source'],
    registers: [registry],
  });
  const dropped = new Counter({
    name: 'shell_page_cache_dropped_total',
    help: 'Kept pages dropped from memory because a staff change made what they show stale, by source (as shell_invalidations_total)',
    labelNames: ['source'],
    registers: [registry],
  });
  const subscription = new Gauge({
    name: 'shell_invalidations_subscribed',
    help: "1 while the server is subscribed to the API's staff changes through Redis (REDIS_URL), else 0",
    registers: [registry],
  });
  return {
    registry,
    /** Counts a staff change heard, and the kept pages it dropped. */
    countInvalidation(source: InvalidationSource, pages: number) {
      invalidations.inc({ source });
      dropped.inc({ source }, pages);
    },
    /** Whether the server hears the API's staff changes through Redis now. */
    invalidationsSubscribed(now: boolean) {
      subscription.set(now ? 1 : 0);
    },
    /** Counts a page request by how the page cache served it. */
    countPageCache(result: CacheResult) {
      pageCacheResults.inc({ result });
    },
    /** The page cache whose size the gauges report (null: none, 0). */
    watchPageCache(cache: PageCache | null) {
      pageCache = cache;
    },
    /** Times a render and counts how it ended (see RenderTiming). */
    startRender(): RenderTiming {
      const stop = renderSeconds.startTimer();
      let timed = false;
      let counted = false;
      const firstByte = () => {
        if (!timed) stop();
        timed = true;
      };
      return {
        firstByte,
        ended(outcome) {
          if (counted) return;
          counted = true;
          if (outcome !== 'abandoned') firstByte();
          renders.inc({ outcome });
        },
      };
    },
    /** A page sent for the browser to render because the server was under pressure. */
    renderShed: () => shed.inc(),
  };
}

export type ShellMetrics = ReturnType<typeof createShellMetrics>;
