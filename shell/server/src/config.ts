import path from 'node:path';
import { z } from 'zod';

const url = z.string().url();

const schema = z.object({
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the API listens; /api/v1 is proxied there so cookies stay first-party. */
  API_URL: url.default('http://localhost:4000'),
  /** Public origin of the shop, for canonical and hreflang links (defaults to the request's). */
  PUBLIC_URL: url.optional(),
  /** Manifest URLs of the remotes: point the shell at any deployment without rebuilding it. */
  CATALOG_REMOTE_URL: url.default('http://localhost:3001/mf-manifest.json'),
  CHECKOUT_REMOTE_URL: url.default('http://localhost:3002/mf-manifest.json'),
  PROFILE_REMOTE_URL: url.default('http://localhost:3003/mf-manifest.json'),
  CONTENT_REMOTE_URL: url.default('http://localhost:3004/mf-manifest.json'),
  /**
   * Where the shell's server itself reads each manifest, when it reaches the remotes by another
   * address than browsers do (a private network); defaults to the URL above.
   */
  CATALOG_REMOTE_INTERNAL_URL: url.optional(),
  CHECKOUT_REMOTE_INTERNAL_URL: url.optional(),
  PROFILE_REMOTE_INTERNAL_URL: url.optional(),
  CONTENT_REMOTE_INTERNAL_URL: url.optional(),
  /** Picks the look: 'market', 'boutique', or anything else for the default. */
  PROJECT_NAME: z.string().default('storefront'),
  /**
   * How long the server renders pages with the store it read (a change by the shop's staff shows
   * within this time); 0: it asks the API (with its ETag) for every page.
   */
  STORE_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  /** How often open pages check builds/latest.json for a new shell build. */
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
   * Peers whose X-Forwarded-For is believed (a load balancer in front): proxy-addr names or
   * addresses and CIDRs, comma-separated. The shopper's address so found is what the API's rate
   * limits count.
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** A request, body included, must arrive within this time (else 408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /** Open connections one address may hold (the trusted proxies excepted); 0: no limit. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /** The shell's server build, which renders pages; empty: the browser renders them. */
  SSR_BUNDLE: z.string().default(path.resolve(import.meta.dirname, '../dist/ssr/main.cjs')),
});

export type ShellConfig = z.infer<typeof schema>;

export function loadShellConfig(env: NodeJS.ProcessEnv = process.env): ShellConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid shell configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
