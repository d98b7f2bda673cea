/**
 * @jest-environment node
 */
import { INVALIDATION_CHANNEL } from '@storefront/shared/core';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
// The API's replica suite starts its Redis so too.
import { startRedis } from '../../../api/test/helpers/replicas';
import { fakeServerBuild, testShellServers } from './test-shell-server';

/*
 * Shell servers (a fake server build, the fake API) sharing a real Redis: a staff change drops
 * the kept pages it made stale, on the replica that forwarded the write (by its answer's header)
 * and on every other (by the API's message), in memory and in Redis.
 */

/** A render whose pages show which render made them and carry the tags of `?tags=`. */
const TAGGING_RENDER = `
      const tags = new URL(request.url, 'http://shell.local').searchParams.get('tags') ?? '';
      return {
        status: 200,
        seo: {},
        html: '<main data-render="' + renders + '"></main>',
        styles: '',
        layoutOnly: false,
        complete: true,
        tags: tags.split(' ').filter(Boolean),
        after: '',
      };`;

/** A product page whose render used answers with these tags. */
const page = (name: string, tags: string) =>
  `/en/catalog/tea/${name}?tags=${encodeURIComponent(tags)}`;
const SENCHA = page('sencha', 'product:1 product:2');
const MATCHA = page('matcha', 'product:2 product:3');
const TEA = page('tea-listing', 'listings categories');

/** Resolves once `check` holds (within 5 s). */
async function eventually(check: () => Promise<boolean>) {
  for (let attempt = 0; attempt < 250; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('it never happened');
}

// Redis restarted and subscriptions made again take a few seconds on a busy machine.
jest.setTimeout(20_000);

const servers = testShellServers();
let redis: Awaited<ReturnType<typeof startRedis>>;
let peek: Redis;

async function replica(): Promise<FastifyInstance> {
  const server = await servers.start({
    SSR_BUNDLE: await fakeServerBuild(TAGGING_RENDER),
    REDIS_URL: redis.url,
    PAGE_CACHE_SECONDS: '600',
  });
  // Subscribed: it hears the API's messages (and has dropped what it kept before).
  await eventually(async () => (await subscribed(server)) === 1);
  return server;
}

/** Whether a server is subscribed to the API's messages now (its gauge). */
const subscribed = async (server: FastifyInstance) =>
  Number(
    /^shell_invalidations_subscribed (\d)$/m.exec(await server.metricsRegistry.metrics())?.[1],
  );

/** Which render made a page (the fake build numbers them). */
const runOf = (body: string) => Number(/data-render="(\d+)"/.exec(body)?.[1]);

const cacheOf = async (server: FastifyInstance, url: string) =>
  (await server.inject({ url })).headers['x-cache'];
/** The pages kept in Redis. */
const sharedPages = async () => (await peek.keys('storefront:pages:page:*')).length;

beforeAll(async () => {
  redis = await startRedis();
  peek = new Redis(redis.url);
});
afterAll(async () => {
  peek.disconnect();
  await redis.stop();
});

describe('pages dropped by a staff change, with Redis (redis-server needed)', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    [a, b] = [await replica(), await replica()];
  });

  it('labels each kept page with its tags, in Redis too: another replica serves it', async () => {
    for (const url of [SENCHA, MATCHA, TEA]) expect(await cacheOf(a, url)).toBe('miss');
    await eventually(async () => (await sharedPages()) === 3);
    expect(await peek.smembers('storefront:pages:tag:product:2')).toHaveLength(2);
    expect(await peek.smembers('storefront:pages:tag:store')).toHaveLength(3);
    for (const url of [SENCHA, MATCHA, TEA]) expect(await cacheOf(b, url)).toBe('hit');
  });

  it("drops exactly a forwarded write's tagged pages, in memory and in Redis, before its answer", async () => {
    const write = await a.inject({ method: 'POST', url: '/api/v1/staff-write?tags=product:1' });
    expect(write.statusCode).toBe(200);
    expect(write.json()).toEqual({ saved: true });
    // Gone from Redis by the time the answer is out: the sencha page alone.
    expect(await sharedPages()).toBe(2);
    expect(await peek.exists('storefront:pages:tag:product:1')).toBe(0);
    expect(await cacheOf(a, SENCHA)).toBe('miss');
    expect(await cacheOf(a, MATCHA)).toBe('hit');
    expect(await cacheOf(a, TEA)).toBe('hit');
    const metrics = await a.metricsRegistry.metrics();
    expect(metrics).toContain('shell_invalidations_total{source="write"} 1');
    expect(metrics).toContain('shell_page_cache_dropped_total{source="write"} 1');
  });

  it("drops the pages of the API's message on every replica, in memory and in Redis", async () => {
    const old = await b.inject({ url: MATCHA });
    expect(old.headers['x-cache']).toBe('hit');
    await peek.publish(INVALIDATION_CHANNEL, JSON.stringify({ tags: ['product:2'] }));
    // Gone from b's memory and from Redis: b renders it again (a miss)...
    let next = old;
    await eventually(async () => {
      next = await b.inject({ url: MATCHA });
      return runOf(next.body) !== runOf(old.body);
    });
    expect(next.headers['x-cache']).toBe('miss');
    // ...and a, which dropped it too, is served that new page from Redis.
    const fromA = await a.inject({ url: MATCHA });
    expect(fromA.headers['x-cache']).toBe('hit');
    expect(runOf(fromA.body)).toBe(runOf(next.body));
    // What the change did not name stays.
    expect(await cacheOf(b, TEA)).toBe('hit');
    expect(await b.metricsRegistry.metrics()).toMatch(
      /shell_page_cache_dropped_total\{source="message"\} [12]/,
    );
  });

  it('reads the store again before the next page when a write names it, and drops every page', async () => {
    await eventually(async () => (await cacheOf(a, TEA)) === 'hit');
    const reads = servers.api().storeReads();
    await a.inject({ method: 'PUT', url: '/api/v1/staff-write?tags=store' });
    expect(await cacheOf(a, TEA)).toBe('miss');
    expect(servers.api().storeReads()).toBe(reads + 1);
  });

  it('drops every page, in memory and in Redis, when a write made too many tags stale to name ("*")', async () => {
    await eventually(async () => (await cacheOf(a, TEA)) === 'hit');
    await a.inject({ method: 'POST', url: '/api/v1/staff-write?tags=*' });
    expect(await sharedPages()).toBe(0);
    expect(await cacheOf(a, TEA)).toBe('miss');
  });

  it('drops everything kept in memory when its lost subscription comes back', async () => {
    await eventually(async () => (await cacheOf(a, TEA)) === 'hit');
    const port = redis.port;
    await redis.stop();
    await eventually(async () => (await subscribed(a)) === 0);
    // Meanwhile the pages in memory are served (messages may be missed now).
    expect(await cacheOf(a, TEA)).toBe('hit');
    redis = await startRedis(port);
    await eventually(async () => (await subscribed(a)) === 1);
    expect(await cacheOf(a, TEA)).toBe('miss');
    expect(await a.metricsRegistry.metrics()).toMatch(
      /shell_invalidations_total\{source="resubscribed"\} 2/,
    );
  });
});
