import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  /**
   * The Prometheus metrics' own listener (GET /metrics), apart from the main port, which
   * listens on every interface: on 127.0.0.1 by default, so only this machine reads them; a
   * scraper on a container network needs METRICS_HOST=0.0.0.0 (compose, Helm). 0: none (the
   * tests' APIs). A port another process holds leaves the API without metrics, said in its log.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9465),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; without it (or empty) the API runs on the embedded PGlite. */
  DATABASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  /** Where PGlite keeps its data (created, migrated and seeded on first start). */
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../.data/pglite')),
  /** Images the API serves under /api/v1/images (catalog and store pictures). */
  IMAGES_DIR: z.string().default(path.resolve(import.meta.dirname, '../assets/images')),
  /** Resized copies of the images, made on first request. */
  IMAGE_CACHE_DIR: z.string().default(path.resolve(import.meta.dirname, '../.data/image-cache')),
  /**
   * Resizes at once. Each holds one of libuv's 4 threads while it runs; password hashing
   * (argon2) and file reads use the others, so sign-in answers while pictures are being made.
   */
  IMAGE_RESIZE_CONCURRENCY: z.coerce.number().int().min(1).max(2).default(1),
  /** Resizes that may wait; past them a request is answered 503 with Retry-After. */
  IMAGE_RESIZE_QUEUE: z.coerce.number().int().min(0).default(100),
  /** New copies (cache misses) one address may cause per window; cached copies are not counted. */
  IMAGE_MISS_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  IMAGE_MISS_RATE_WINDOW: z.string().default('1 minute'),
  /** Origins allowed to call state-changing routes, comma-separated (the shell's origin). */
  ALLOWED_ORIGINS: z
    .string()
    .default('http://localhost:3000')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Public URL of the shop (the shell), used in emailed links. */
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  /** Seeds the demo shop into an empty database. */
  SEED_DEMO: booleanFlag.default(true),
  /**
   * Whether the API applies pending migrations (and seeds an empty database) as it starts. Off
   * where one migrate step runs per deploy (`node api/dist/migrate.js`, a Kubernetes Job): each
   * replica then only waits until the database has its build's migrations.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * How long the migrate command waits for the database to answer, and a replica that does not
   * migrate waits for the migrations, before giving up (exit 1).
   */
  MIGRATION_WAIT_SECONDS: z.coerce.number().positive().default(300),
  /** Owner account created by the seed when both are set (the admin side's first user). */
  OWNER_EMAIL: z.string().email().optional(),
  OWNER_PASSWORD: z.string().min(8).max(128).optional(),
  /**
   * More staff accounts the seed creates beside the owner, for a demo or a test shop:
   * `ROLE:email:password` separated by commas (`MANAGER:anna@shop.example:a-long-password`).
   */
  STAFF_ACCOUNTS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean)
            .map((entry) => {
              const [role, email, ...password] = entry.split(':');
              return { role, email, password: password.join(':') };
            })
        : value,
    z
      .array(
        z.object({
          role: z.enum(['ADMIN', 'MANAGER']),
          email: z.string().email(),
          password: z.string().min(8).max(128),
        }),
      )
      .default([]),
  ),
  /**
   * Redis (or Valkey) that replicas share for rate limits (redis://host:port); without it each
   * process counts in its own memory, which is right for one process only.
   */
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  /**
   * The Redis the shell's replicas share their kept pages through (their REDIS_URL), where the API
   * tells them of each staff change, when it is not REDIS_URL (pages in an instance of their own);
   * unset: REDIS_URL. Neither: the shells learn of a change from the write's answer alone.
   */
  SHELL_REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  /** Emails: sent through this SMTP server (smtp://host:port), else kept in the outbox and logged. */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  /** The sender of the shop's emails. */
  EMAIL_FROM: z.string().min(3).default('Storefront <no-reply@storefront.local>'),
  /** How often the outbox is read for emails to send, and how many tries an email gets. */
  EMAIL_SEND_INTERVAL_SECONDS: z.coerce.number().positive().default(5),
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
  /** Test emails of the email templates a staff member may send themselves per window. */
  EMAIL_TEST_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  EMAIL_TEST_RATE_WINDOW: z.string().default('10 minutes'),
  /** A password reset link works this long, once. */
  RESET_TOKEN_MINUTES: z.coerce.number().positive().default(60),
  /** The owner's invitation to the staff works this long, once. */
  INVITATION_HOURS: z.coerce.number().positive().default(72),
  /** Contact form: messages per IP and window. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_WINDOW: z.string().default('10 minutes'),
  /** Replies to contact messages a staff member may send per window (each an email). */
  CONTACT_REPLY_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  CONTACT_REPLY_RATE_WINDOW: z.string().default('10 minutes'),
  /**
   * Attempts per IP and window of each account route that is open to anyone (sign-in,
   * registration, forgot and reset password) and of a password change; each counts on its own.
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_WINDOW: z.string().default('15 minutes'),
  /** Orders placed per IP and window (a retry with the same Idempotency-Key counts too). */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  ORDER_RATE_WINDOW: z.string().default('10 minutes'),
  /** Estimates per IP and window: generous for a live checkout, slow for guessing promo codes. */
  ESTIMATE_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  ESTIMATE_RATE_WINDOW: z.string().default('1 minute'),
  /** Order tracking look-ups per IP and window (numbers are sequential: this keeps guessing slow). */
  TRACK_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRACK_RATE_WINDOW: z.string().default('10 minutes'),
  /** A session unused for this many hours ends. */
  SESSION_IDLE_HOURS: z.coerce
    .number()
    .positive()
    .default(7 * 24),
  /** A session ends this many days after sign-in. */
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  /** Secure cookies; on by default in production (HTTPS). */
  COOKIE_SECURE: booleanFlag.optional(),
  /**
   * Peers whose X-Forwarded-For is believed, so rate limits see the shopper's address: the shell's
   * proxy, which under `npm start` is on this machine. proxy-addr names or addresses and CIDRs,
   * comma-separated; any other peer's X-Forwarded-For is ignored (a private range would let every
   * host in it choose its address).
   */
  TRUST_PROXY: z.string().default('loopback'),
  /** A request, body included, must arrive within this time (else 408). */
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(30),
  /**
   * On SIGTERM (or SIGINT) the API stops accepting connections and finishes the requests in
   * flight within this time, then closes the database and exits 0 (past it: exits 1).
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().default(10),
  /**
   * On SIGTERM the API first goes on serving for this time, as usual, before it stops accepting
   * connections: long enough for the balancers in front to forget its address (compose sets 6,
   * the API's nginx keeping a DNS answer 5 s). 0 (a process of one's own): it stops at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(0),
  /**
   * Event-loop delay (ms, the mean over the last second) past which the API answers 503 with
   * Retry-After rather than queue requests it would answer late (the probes and the metrics
   * excepted); 0: never.
   */
  API_PRESSURE_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Open connections one address may hold (the trusted proxies excepted); 0: no limit. */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(100),
  /**
   * The back office's event stream (`GET admin/events`) sends a comment this often, so every
   * proxy on the way sees a live connection (and the browser a dead one).
   */
  EVENTS_HEARTBEAT_SECONDS: z.coerce.number().positive().default(15),
  /**
   * How long the back office's list keeps a filter's total (0: counted on every request); an
   * order placed or changed on any API process forgets them all at once.
   */
  ADMIN_ORDER_TOTALS_SECONDS: z.coerce.number().int().min(0).default(60),
  /** The OpenAPI explorer at /api/v1/docs: on by default, but in production. */
  API_DOCS: booleanFlag.optional(),
  /** How long product list totals are reused (0: counted on every request). */
  CATALOG_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How long a product's page and a list's page are reused (0: read on every request). A change
   * of stock forgets them on the API process that made it; other replicas see it after this time.
   */
  CATALOG_ANSWER_CACHE_SECONDS: z.coerce.number().int().min(0).default(5),
  /**
   * How often the products' discount prices are brought in line with the promotions whose period
   * began or ended since (one replica at a time); a boundary sooner than that is met on time.
   */
  PROMOTION_PRICES_INTERVAL_SECONDS: z.coerce.number().positive().default(30),
});

export type Config = z.infer<typeof schema>;

/** Reads and validates the environment once; a bad value stops the API with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid API configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
