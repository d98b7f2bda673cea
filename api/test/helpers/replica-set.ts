import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../src/db/client';
import { databaseUrl } from './fixtures';
import { startApi, startBalancer, startRedis, type Running } from './replicas';
import { startSmtpServer } from './smtp-server';

type Started<T extends (...args: never[]) => unknown> = Awaited<ReturnType<T>>;

export interface ReplicaSet {
  a: Started<typeof startApi>;
  b: Started<typeof startApi>;
  balancer: Started<typeof startBalancer>;
  redis: Started<typeof startRedis>;
  smtp: Started<typeof startSmtpServer>;
  /** The replicas' database, for the test's own reads and writes. */
  handle: DatabaseHandle;
  close: () => Promise<void>;
}

async function admin(query: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** A new empty database beside DATABASE_URL's: its URL, and dropping it. */
export async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `storefront_test_replicas_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"`);
  return {
    url: databaseUrl(name),
    drop: () => admin(`drop database if exists "${name}" with (force)`),
  };
}

/**
 * Redis, an SMTP sink, two API processes started at the same instant on a new empty database
 * beside DATABASE_URL's (each one's environment: `env`, with the shared addresses), and nginx in
 * front of them. Closing stops what started and drops the database.
 */
export async function startReplicaSet(env: Record<string, string>): Promise<ReplicaSet> {
  const running: Running[] = [];
  let smtp: Started<typeof startSmtpServer> | undefined;
  let handle: DatabaseHandle | undefined;
  let database: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
  const close = async () => {
    await handle?.close();
    for (const process of running.reverse()) await process.stop();
    await smtp?.close();
    await database?.drop();
  };
  try {
    database = await emptyDatabase();
    const redis = await startRedis();
    running.push(redis);
    smtp = await startSmtpServer();
    const shared = { DATABASE_URL: database.url, REDIS_URL: redis.url, SMTP_URL: smtp.url };
    const a = await startApi('replica A', { ...env, ...shared });
    const b = await startApi('replica B', { ...env, ...shared });
    running.push(a, b);
    await Promise.all([a.started, b.started]);
    const balancer = await startBalancer([a.url, b.url]);
    running.push(balancer);
    handle = openPostgres(database.url, 4);
    return { a, b, balancer, redis, smtp, handle, close };
  } catch (error) {
    await close();
    throw error;
  }
}
