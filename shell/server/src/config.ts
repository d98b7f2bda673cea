import path from 'node:path';
import {
  DEFAULT_REMOTE_PORTS,
  REMOTE_NAMES,
  TEAMS,
  type RemoteName,
} from '@storefront/shared/core';
import { z } from 'zod';

const url = z.string().url();

/**
 * `CATALOG_REMOTE_URL`: where browsers reach a remote: its release store (`http://host:3001/`,
 * whose live.json names the live release, read while the server runs), or a pinned manifest
 * (`…/mf-manifest.json`: that build, always; a remote's dev server).
 */
export const remoteUrlVariable = <N extends RemoteName>(name: N) =>
  `${name.toUpperCase() as Uppercase<N>}_REMOTE_URL` as const;

/**
 * `CATALOG_REMOTE_INTERNAL_URL`: where the shell's server itself reaches a remote (its store or
 * pinned manifest), when it reaches the remotes by another address than browsers do (a private
 * network).
 */
export const remoteInternalUrlVariable = <N extends RemoteName>(name: N) =>
  `${name.toUpperCase() as Uppercase<N>}_REMOTE_INTERNAL_URL` as const;

type RemoteVariables = {
  [N in RemoteName as ReturnType<typeof remoteUrlVariable<N>>]: string;
} & {
  [N in RemoteName as ReturnType<typeof remoteInternalUrlVariable<N>>]?: string;
};

/**
 * The two variables of each declared remote: point the shell at any deployment without
 * rebuilding it. The default is the release store `npm start` serves on the remote's local port.
 */
const remoteVariables = Object.fromEntries(
  REMOTE_NAMES.flatMap((name) => [
    [remoteUrlVariable(name), url.default(`http://localhost:${DEFAULT_REMOTE_PORTS[name]}/`)],
    [remoteInternalUrlVariable(name), url.optional()],
  ]),
);

const schema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(TEAMS.shell.port),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the API listens; /api/v1 is proxied there so cookies stay first-party. */
  API_URL: url.default('http://localhost:4000'),
  /** Production or not: a production server needs its PUBLIC_URL. */
  NODE_ENV: z.string().default('development'),
  /**
   * The shop's public origin, for every absolute URL it writes (canonical, hreflang, Open Graph,
   * JSON-LD, robots.txt, the sitemaps). Required in production; elsewhere the server's local
   * address. Never taken from a request (Host, X-Forwarded-*).
   */
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    url.transform((value) => value.replace(/\/+$/, '')).optional(),
  ),
  /** Picks the look: 'market', 'boutique', or anything else for the default. */
  PROJECT_NAME: z.string().default('storefront'),
  /**
   * How long the server renders pages with the store it read; 0: it asks the API (with its ETag)
   * for every page. A staff change naming the store makes the next page wait for a new read.
   */
  STORE_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  /**
   * How long a page that is the same for every visitor with its inputs (path and query, currency,
   * cookie choice, crawler or not; the releases, the store and the build it was rendered with) is
   * kept and served as it is, and what shared caches (a CDN) are told; 0: no page is kept. A
   * shopper's order shows within this time and one render; a staff change drops the pages it
   * affects at once (their cache tags). See docs/operations.md.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).default(10),
  /**
   * How long after that a kept page is still served while one request renders it again in the
   * background (a page nobody asks for in this time is rendered anew on its next request).
   */
  PAGE_STALE_SECONDS: z.coerce.number().min(0).default(60),
  /** The memory the kept pages may take, bodies and headers (the least recently used go first). */
  PAGE_CACHE_MB: z.coerce.number().positive().default(64),
  /**
   * Redis or Valkey (redis://host:port) through which the shell's replicas share the pages they
   * keep (one replica's render serves them all) and hear the API's staff changes (the API's
   * REDIS_URL or SHELL_REDIS_URL names the same); unset: each keeps its own, in memory, and drops
   * only what the writes it forwards name. Down or unreachable, even at start, the server goes on
   * with its memory alone (and says so in its log); back, it drops what it held in memory.
   */
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), url.optional()),
  /** How often the server reads each remote's live.json (a promote shows within this time). */
  RELEASE_CHECK_SECONDS: z.coerce.number().positive().default(1),
  /**
   * How often open pages check builds/latest.json for a new shell build or remote release (they
   * move to it with a full load at their next navigation).
   */
  BUILD_CHECK_INTERVAL_SECONDS: z.coerce.number().positive().default(300),
  /** The shell's production build. */
  DIST_DIR: z.string().default(path.resolve(import.meta.dirname, '../../dist')),
  PUBLIC_DIR: z.string().default(path.resolve(import.meta.dirname, '../../public')),
  /**
   * How long a page may wait for its data to be sent whole; a page whose data is slower gets its
   * layout sent first and the rest streamed (crawlers always get whole pages).
   */
  LAYOUT_FIRST_AFTER_MS: z.coerce.number().int().min(0).max(1500).default(400),
  /**
   * Event-loop delay (ms, the mean over the last second) past which the server is too busy to
   * render pages: they are sent for the browser to render (200) until it has caught up, rather
   * than queued behind each other; a crawler is answered 503 with Retry-After. 0: always render.
   */
  RENDER_PRESSURE_DELAY_MS: z.coerce.number().int().min(0).default(200),
  /**
   * How many pages the server renders at once (one core renders about 150 product pages a
   * second, so 16 wait about 0.1 s for the CPU); past them a page is sent for the browser to
   * render (200, at once), as under pressure, rather than waiting in line. 0: no bound.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(0).default(16),
  /**
   * Peers whose X-Forwarded-For is believed (a load balancer in front): proxy-addr names or
   * addresses and CIDRs, comma-separated; none by default (nothing stands in front of the shell
   * under `npm start`, so a local client's claim is not believed). The shopper's address so found
   * is what the shell tells the API, whose rate limits count by it.
   */
  TRUST_PROXY: z.string().default(''),
  /** A request, body included, must arrive within this time (else 408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** Open connections one address may hold (the trusted proxies excepted); 0: no limit. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /**
   * The Prometheus metrics' own listener (GET /metrics), apart from the public port; 0: none (a
   * second shell server on the same machine, the e2e suite's). A port another process holds leaves
   * the server without metrics, said in its log.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * How often the server asks the API whether it is ready, in the background: the public
   * `/readyz` answers from the last answer, never asking the API itself.
   */
  READY_CHECK_SECONDS: z.coerce.number().positive().default(2),
  /**
   * On SIGTERM (or SIGINT) the server stops accepting connections and finishes the requests in
   * flight within this time, then exits 0 (past it: exits 1).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
  /**
   * On SIGTERM the server first goes on serving for this time, as usual, before it stops accepting
   * connections: long enough for the balancers in front to forget its address (compose sets 6,
   * the API's nginx keeping a DNS answer 5 s). 0 (a process of one's own): it stops at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(0),
  /**
   * Serves the build's source maps (/assets/*.map) to anyone; off, they answer 404 (upload them to
   * an error tracker instead).
   */
  SOURCE_MAPS_PUBLIC: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** The shell's server build, which renders pages; empty: the browser renders them. */
  SSR_BUNDLE: z.string().default(path.resolve(import.meta.dirname, '../dist/ssr/main.cjs')),
});

export type ShellConfig = Omit<z.infer<typeof schema>, 'PUBLIC_URL'> &
  RemoteVariables & { PUBLIC_URL: string };

/** The message of a production server started without its public address. */
export const PUBLIC_URL_REQUIRED =
  "PUBLIC_URL is required in production: the shop's public address (e.g. https://shop.example)";

export function loadShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const result = schema.extend(remoteVariables).safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid shell configuration:\n  ${problems.join('\n  ')}`);
  }
  const { PUBLIC_URL, NODE_ENV, PORT } = result.data;
  if (!PUBLIC_URL && NODE_ENV === 'production') throw new Error(PUBLIC_URL_REQUIRED);
  return { ...result.data, PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${PORT}` } as ShellConfig;
}
