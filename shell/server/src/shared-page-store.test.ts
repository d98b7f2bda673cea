/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import type { Redis } from 'ioredis';
// The API's replica suite starts its Redis so too.
import { startRedis } from '../../../api/test/helpers/replicas';
import { createPageCache, type Rendering } from './page-cache';
import { connectRedis, createSharedPageStore } from './shared-page-store';

/** Redis is a program of the machine: without it this file's tests are skipped, said so. */
const haveRedis = !spawnSync('redis-server', ['--version']).error;

/** Resolves once `check` holds (within 2 s). */
async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('it never happened');
}

const labels = { build: 'build-1', releases: ['content a', 'catalog a'] };
const rendering = (text: string) =>
  jest.fn(async (): Promise<Rendering<string>> => ({
    page: {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: Buffer.from(text),
      encoded: { br: Buffer.from(`br of ${text}`), gzip: Buffer.from(`gzip of ${text}`) },
    },
    keep: true,
  }));

(haveRedis ? describe : describe.skip)(
  'pages shared by replicas through Redis (redis-server needed)',
  () => {
    let redis: Awaited<ReturnType<typeof startRedis>>;
    const connections: Redis[] = [];
    const log = { error: jest.fn(), info: jest.fn() };

    /** A replica's page cache on the test's Redis. */
    async function replica({ freshMs = 10_000, staleMs = 60_000 } = {}) {
      const connection = await connectRedis(redis.url);
      connections.push(connection);
      await eventually(async () => connection.status === 'ready');
      const shared = createSharedPageStore(connection, log, freshMs + staleMs);
      return createPageCache({ freshMs, staleMs, maxBytes: 1024 * 1024, log, shared });
    }

    beforeEach(async () => {
      redis = await startRedis();
    });
    afterEach(async () => {
      for (const connection of connections.splice(0))
        if (connection.status === 'ready') await connection.quit();
        else connection.disconnect();
      await redis.stop();
    });

    it('serves a page one replica kept on another without rendering it', async () => {
      const [a, b] = [await replica(), await replica()];
      const renderA = rendering('rendered by a');
      expect((await a.serve('home', labels, renderA)).result).toBe('miss');
      const renderB = rendering('rendered by b');
      await eventually(async () => (await b.serve('home', labels, renderB)).result === 'hit');
      const served = await b.serve('home', labels, renderB);
      expect(renderB).not.toHaveBeenCalled();
      expect('page' in served && served.page.body.toString()).toBe('rendered by a');
      expect('page' in served && served.page.encoded?.br?.toString()).toBe('br of rendered by a');
      expect(served).toMatchObject({
        page: { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } },
      });
    });

    it('deletes the pages of a release from Redis once a replica sees another go live', async () => {
      const a = await replica();
      await a.serve('home', labels, rendering('home'));
      const peek = await connectRedis(redis.url);
      connections.push(peek);
      await eventually(async () => peek.status === 'ready');
      const keys = () => peek.keys('storefront:pages:*');
      await eventually(async () => (await keys()).length === 3);
      a.releaseChanged('content a', 'content b');
      await eventually(async () => (await keys()).every((key) => key.includes('catalog a')));
      // A replica that has not heard of it yet renders the page again.
      const late = await replica();
      const render = rendering('home again');
      expect((await late.serve('home', labels, render)).result).toBe('miss');
      expect(render).toHaveBeenCalled();
    });

    it('lets a page expire in Redis at the end of its stale time', async () => {
      const a = await replica({ freshMs: 100, staleMs: 100 });
      await a.serve('home', labels, rendering('home'));
      const b = await replica({ freshMs: 100, staleMs: 100 });
      await eventually(
        async () => (await b.serve('home', labels, rendering('b'))).result !== 'miss',
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
      const fresh = await replica({ freshMs: 100, staleMs: 100 });
      expect((await fresh.serve('home', labels, rendering('new'))).result).toBe('miss');
    });

    it('goes on with its memory alone while Redis is down, and says so once', async () => {
      const a = await replica();
      await redis.stop();
      await eventually(async () => log.error.mock.calls.length > 0);
      const render = rendering('without redis');
      expect((await a.serve('home', labels, render)).result).toBe('miss');
      expect((await a.serve('home', labels, render)).result).toBe('hit');
      expect(render).toHaveBeenCalledTimes(1);
      expect(log.error.mock.calls.map(([, message]) => message)).toEqual([
        'Redis is unreachable: kept pages are not shared meanwhile',
      ]);
    });
  },
);
