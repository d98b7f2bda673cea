import type pg from 'pg';

/** Work that only one API process may do at a time, whatever the number of replicas. */
export type LockName = 'migrate' | 'email-outbox' | 'promotion-prices';

// PostgreSQL advisory lock keys: any bigint, the same in every process of this app.
const KEYS: Record<LockName, number> = {
  migrate: 715_100_001,
  'email-outbox': 715_100_002,
  'promotion-prices': 715_100_003,
};

const NOT_TAKEN = Symbol('not taken');

export interface Locks {
  /** Waits for the lock, runs `job`, releases the lock. */
  runLocked<T>(name: LockName, job: () => Promise<T>): Promise<T>;
  /** Runs `job` if no other process holds the lock; answers whether it ran. */
  runIfFree(name: LockName, job: () => Promise<unknown>): Promise<boolean>;
}

/**
 * Session advisory locks on a connection of their own, held while the job runs. A process that
 * dies mid-job loses its connection, and PostgreSQL releases the lock with it.
 */
export function postgresLocks(pool: pg.Pool): Locks {
  async function hold<T>(name: LockName, wait: boolean, job: () => Promise<T>) {
    const client = await pool.connect();
    let broken: Error | undefined;
    // The connection waits, idle, while the job runs: if the server ends it then (a restart, an
    // operator), the client emits an error no query receives. Kept, it drops the connection below.
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      const { rows } = await client.query<{ taken: boolean }>(
        wait
          ? 'select true as taken from pg_advisory_lock($1)'
          : 'select pg_try_advisory_lock($1) as taken',
        [KEYS[name]],
      );
      if (!rows[0]?.taken) return NOT_TAKEN;
      try {
        return await job();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [KEYS[name]]).catch((error: Error) => {
          // The connection is dropped below, which releases the lock as well.
          broken = error;
        });
      }
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }
  return {
    runLocked: (name, job) => hold(name, true, job) as Promise<Awaited<ReturnType<typeof job>>>,
    runIfFree: async (name, job) => (await hold(name, false, job)) !== NOT_TAKEN,
  };
}

/** PGlite: one process holds the data folder, so a lock only has to order this process's work. */
export function processLocks(): Locks {
  const held = new Map<LockName, Promise<unknown>>();
  async function run<T>(name: LockName, job: () => Promise<T>): Promise<T> {
    const running = job();
    held.set(name, running);
    try {
      return await running;
    } finally {
      held.delete(name);
    }
  }
  return {
    runLocked: async (name, job) => {
      while (held.has(name)) await held.get(name)!.catch(() => {});
      return run(name, job);
    },
    runIfFree: async (name, job) => {
      if (held.has(name)) return false;
      await run(name, job);
      return true;
    },
  };
}
