/**
 * @jest-environment node
 */
import {
  createPageCache,
  type CacheResult,
  type Page,
  type Rendering,
  type Served,
} from './page-cache';

const log = { error: jest.fn() };
const labels = { build: 'build-1', releases: ['content a', 'catalog a'] };

const pageOf = (text: string, status = 200): Page => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8' },
  body: Buffer.from(text),
});

/**
 * A render the test finishes by hand (`finish`), counting how often it ran: the page it gives is
 * `<name> #<run>`, so a request shows which render it got.
 */
function manualRender(name = 'page', { keep = true, status = 200 } = {}) {
  let runs = 0;
  const pending: (() => void)[] = [];
  const render = jest.fn(
    () =>
      new Promise<Rendering<string>>((resolve) => {
        runs += 1;
        const page = pageOf(`${name} #${runs}`, status);
        pending.push(() => resolve({ page, keep }));
      }),
  );
  return {
    render,
    /** Lets every render started so far finish, and the promises that wait on them run. */
    finish: async () => {
      for (const done of pending.splice(0)) done();
      await flush();
    },
  };
}

/** A render of a page that may be kept. */
const keep = (body: string) => async (): Promise<Rendering<string>> => ({
  page: pageOf(body),
  keep: true,
});

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

const text = (served: Served<string>) =>
  'page' in served ? served.page.body.toString() : `own: ${served.own}`;

function cacheOf(options: { maxBytes?: number; count?: (result: CacheResult) => void } = {}) {
  return createPageCache({
    freshMs: 10_000,
    staleMs: 60_000,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    log,
    count: options.count,
  });
}

describe('the page cache', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('serves a kept page while fresh, then stale while one request renders it again', async () => {
    const cache = cacheOf();
    const { render, finish } = manualRender();
    const first = cache.serve('k', labels, render);
    await finish();
    expect(await first).toMatchObject({ result: 'miss', kept: true });
    expect(text(await first)).toBe('page #1');

    jest.advanceTimersByTime(9_999);
    const fresh = await cache.serve('k', labels, render);
    expect(fresh).toMatchObject({ result: 'hit' });
    expect(text(fresh)).toBe('page #1');
    expect(render).toHaveBeenCalledTimes(1);

    // Past its freshness: the kept page at once, and one render in the background however many
    // requests come meanwhile.
    jest.advanceTimersByTime(2);
    const stale = await cache.serve('k', labels, render);
    expect(stale.result).toBe('stale');
    expect(text(stale)).toBe('page #1');
    expect(text(await cache.serve('k', labels, render))).toBe('page #1');
    expect(render).toHaveBeenCalledTimes(2);
    // Neither render serves one request alone: the first may be kept, the second is a refresh
    // nobody waits on (neither is stopped when its visitor goes).
    expect(render.mock.calls).toEqual([[false], [false]]);
    await finish();
    const renewed = await cache.serve('k', labels, render);
    expect(renewed.result).toBe('hit');
    expect(text(renewed)).toBe('page #2');

    // Nobody asked within freshness and stale time: the next request waits for a new render.
    jest.advanceTimersByTime(70_001);
    const expired = cache.serve('k', labels, render);
    await finish();
    expect(await expired).toMatchObject({ result: 'miss' });
    expect(text(await expired)).toBe('page #3');
  });

  it('keeps a 404 only while fresh: a page that comes into being is not hidden behind it', async () => {
    const cache = cacheOf();
    const { render, finish } = manualRender('missing', { status: 404 });
    const first = cache.serve('k', labels, render);
    await finish();
    expect((await first).result).toBe('miss');
    expect((await cache.serve('k', labels, render)).result).toBe('hit');
    jest.advanceTimersByTime(10_001);
    const after = cache.serve('k', labels, render);
    await finish();
    expect((await after).result).toBe('miss');
  });

  it('renders once for 50 requests that miss at the same time, and gives them all its page', async () => {
    const counted: CacheResult[] = [];
    const cache = cacheOf({ count: (result) => counted.push(result) });
    const { render, finish } = manualRender();
    const requests = Array.from({ length: 50 }, () => cache.serve('k', labels, render));
    await finish();
    const served = await Promise.all(requests);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(served.map(text))).toEqual(new Set(['page #1']));
    expect(counted.filter((result) => result === 'miss')).toHaveLength(50);
    // Other keys are rendered on their own.
    const other = cache.serve('other', labels, render);
    await finish();
    expect(text(await other)).toBe('page #2');
  });

  it('shares a page it may not keep with the requests waiting for it, and keeps nothing', async () => {
    const cache = cacheOf();
    const { render, finish } = manualRender('error', { keep: false, status: 503 });
    const requests = Array.from({ length: 5 }, () => cache.serve('k', labels, render));
    await finish();
    expect((await Promise.all(requests)).map(text)).toEqual(Array(5).fill('error #1'));
    expect(cache.size()).toBe(0);
    const again = cache.serve('k', labels, render);
    await finish();
    expect(text(await again)).toBe('error #2');
  });

  it("lets each waiting request render its own page when the render's answer was its own", async () => {
    const cache = cacheOf();
    let runs = 0;
    const render = jest.fn(async (): Promise<Rendering<string>> => {
      runs += 1;
      const run = runs;
      await new Promise((resolve) => setImmediate(resolve));
      return { own: `with the nonce of render ${run}` };
    });
    const served = await Promise.all(
      Array.from({ length: 3 }, () => cache.serve('k', labels, render)),
    );
    expect(served.map((answer) => ('own' in answer ? answer.own : null)).sort()).toEqual([
      'with the nonce of render 1',
      'with the nonce of render 2',
      'with the nonce of render 3',
    ]);
    // The first was one the others waited on; theirs serve each its own request alone.
    expect(render.mock.calls).toEqual([[false], [true], [true]]);
    expect(cache.size()).toBe(0);
  });

  it('never holds more bytes than its bound, forgetting the least recently used first', async () => {
    const cache = cacheOf({ maxBytes: 8 * 1024 });
    const kilobyte = 'x'.repeat(1024);
    await cache.serve('first', labels, keep(kilobyte));
    for (let index = 0; index < 40; index += 1) {
      await cache.serve(`page ${index}`, labels, keep(kilobyte));
      // The first page is used all the time: it stays.
      expect((await cache.serve('first', labels, keep('rendered again'))).result).toBe('hit');
      expect(cache.bytes()).toBeLessThanOrEqual(8 * 1024);
    }
    expect(cache.size()).toBeGreaterThan(2);
    expect((await cache.serve('page 0', labels, keep('again'))).result).toBe('miss');
    // A page bigger than the whole bound is sent, never kept.
    const huge = await cache.serve('huge', labels, keep('y'.repeat(9 * 1024)));
    expect(huge.result).toBe('miss');
    expect(cache.bytes()).toBeLessThanOrEqual(8 * 1024);
    expect((await cache.serve('huge', labels, keep('small'))).result).toBe('miss');
  });

  it("forgets the pages of a remote's release once another is live, and keeps none rendered with it", async () => {
    const cache = cacheOf();
    // Every page names every remote's release, so every page has a content release.
    await cache.serve('home', labels, keep('home'));
    await cache.serve('product', labels, keep('product'));
    expect(cache.size()).toBe(2);

    // A render with content a still running when content b goes live is not kept.
    const { render, finish } = manualRender('late');
    const late = cache.serve('late', labels, render);
    cache.releaseChanged('content a', 'content b');
    expect(cache.size()).toBe(0);
    await finish();
    expect(text(await late)).toBe('late #1');
    expect(cache.size()).toBe(0);

    const promoted = { build: 'build-1', releases: ['content b', 'catalog a'] };
    await cache.serve('home', promoted, keep('home with b'));
    expect(text(await cache.serve('home', promoted, keep('again')))).toBe('home with b');

    // Rolled back: content a is live again, its pages are kept again, and b's are gone.
    cache.releaseChanged('content b', 'content a');
    expect(cache.size()).toBe(0);
    await cache.serve('home', labels, keep('home with a'));
    expect((await cache.serve('home', labels, keep('again'))).result).toBe('hit');
  });

  it("forgets every page of the shell's build before once a new build serves", async () => {
    const cache = cacheOf();
    await cache.serve('a', labels, keep('a'));
    await cache.serve('b', labels, keep('b'));
    expect(cache.size()).toBe(2);
    const next = { ...labels, build: 'build-2' };
    expect((await cache.serve('a', next, keep('a, new build'))).result).toBe('miss');
    expect(cache.size()).toBe(1);
    expect(text(await cache.serve('a', next, keep('again')))).toBe('a, new build');
  });

  it('goes on serving the kept page when rendering it again fails', async () => {
    const cache = cacheOf();
    await cache.serve('k', labels, async () => ({ page: pageOf('kept'), keep: true }));
    jest.advanceTimersByTime(10_001);
    const failing = jest.fn(async (): Promise<Rendering<string>> => {
      throw new Error('the API is down');
    });
    expect(text(await cache.serve('k', labels, failing))).toBe('kept');
    await flush();
    expect(log.error).toHaveBeenCalled();
    expect((await cache.serve('k', labels, failing)).result).toBe('stale');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
