import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { INVALIDATION_CHANNEL } from '@storefront/shared/core';
import { Redis } from 'ioredis';
import { startRedis } from './helpers/replicas';
import { createTestApp, onPostgres, replicaOf, type TestApp } from './helpers/test-app';

/*
 * With REDIS_URL (or SHELL_REDIS_URL), the API tells the shell's replicas of each committed invalidation on
 * INVALIDATION_CHANNEL: once (not once per API process), before a write's answer leaves, for a
 * change without an answer (a background job) too, and never for a transaction that rolled back.
 */

/** How long a message that is not coming is waited for. */
const QUIET_MS = 600;

describe('the invalidations told to the shells through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let listener: Redis;
  let t: TestApp;
  const heard: unknown[] = [];

  before(async () => {
    redis = await startRedis();
    listener = new Redis(redis.url);
    listener.on('message', (_channel: string, text: string) => heard.push(JSON.parse(text)));
    await listener.subscribe(INVALIDATION_CHANNEL);
    t = await createTestApp(
      // The shells' Redis, the API's own limits in memory (the replica below has both in one).
      { SHELL_REDIS_URL: redis.url },
      {
        // A staff write of a batch: the first change commits, the second rolls back, and the
        // answer says which went through (as a bulk action answers per record).
        routes: (app) =>
          app.post('/test/batch', async (request) => {
            await app.db.transaction((tx) => request.invalidate(tx, ['product:kept']));
            const second = await app.db
              .transaction(async (tx) => {
                await request.invalidate(tx, ['product:refused']);
                throw new Error('refused');
              })
              .then(
                () => 'saved',
                () => 'refused',
              );
            return { first: 'saved', second };
          }),
      },
    );
  });
  beforeEach(() => {
    heard.length = 0;
  });
  after(async () => {
    await t.close();
    listener.disconnect();
    await redis.stop();
  });

  it('tells a write’s committed change once, before its answer, and nothing of what rolled back', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/batch' });
    assert.deepEqual(response.json(), { first: 'saved', second: 'refused' });
    assert.equal(response.headers['x-storefront-invalidate'], 'product:kept');
    // Published before the answer: here by the time Redis has passed it on (a round trip).
    await listener.ping();
    assert.deepEqual(heard, [{ tags: ['product:kept'] }]);
    // The process hears its own event from the database too: it does not tell it again.
    await sleep(QUIET_MS);
    assert.deepEqual(heard, [{ tags: ['product:kept'] }]);
  });

  it('tells a change without an answer (a background job) once it commits, once', async () => {
    await t.db.transaction(async (tx) => {
      await t.app.events.publish(tx, { type: 'invalidate', tags: ['listings', 'product:job'] });
      await sleep(100);
      assert.deepEqual(heard, [], 'nothing before the commit');
    });
    for (let attempt = 0; heard.length === 0 && attempt < 100; attempt += 1) await sleep(20);
    await sleep(QUIET_MS);
    assert.deepEqual(heard, [{ tags: ['listings', 'product:job'] }]);
  });

  it('tells nothing of a job whose transaction rolls back', async () => {
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await t.app.events.publish(tx, { type: 'invalidate', tags: ['product:never'] });
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    await sleep(QUIET_MS);
    assert.deepEqual(heard, []);
  });

  it('tells the shells to drop everything when it may have missed events', async () => {
    t.app.events.missed();
    for (let attempt = 0; heard.length === 0 && attempt < 100; attempt += 1) await sleep(20);
    assert.deepEqual(heard, [{ all: true }]);
  });

  it(
    'tells a change once with two API processes on the database, not once each',
    { skip: !onPostgres && 'two processes share a database on PostgreSQL only' },
    async () => {
      const replica = await replicaOf(t, { REDIS_URL: redis.url });
      try {
        let replicaHeard = 0;
        replica.app.events.on(() => (replicaHeard += 1));
        await t.db.transaction((tx) =>
          t.app.events.publish(tx, { type: 'invalidate', tags: ['product:both'] }),
        );
        for (let attempt = 0; replicaHeard === 0 && attempt < 100; attempt += 1) await sleep(20);
        assert.equal(replicaHeard, 1, 'the other process heard it');
        await sleep(QUIET_MS);
        assert.deepEqual(heard, [{ tags: ['product:both'] }]);
      } finally {
        await replica.close();
      }
    },
  );
});
