/**
 * @jest-environment node
 */
import { createPageCache, type Rendering, type Served } from './page-cache';

/*
 * A staff change drops the kept pages labelled with the cache tags it names (PageCache.drop), and
 * every page after a lost subscription (dropAll); what was under way when it came is not kept.
 */

const labels = { build: 'build-1', releases: ['catalog a'] };

/** A render of a page that may be kept, labelled with `tags` (what its API answers said). */
const tagged =
  (body: string, ...tags: string[]) =>
  async (): Promise<Rendering<string>> => ({
    page: { status: 200, headers: {}, body: Buffer.from(body) },
    keep: true,
    tags,
  });

/** A render the test lets finish by hand. */
function heldRender(body: string, ...tags: string[]) {
  let finish!: () => void;
  const render = jest.fn(
    () =>
      new Promise<Rendering<string>>((resolve) => {
        finish = () =>
          resolve({
            page: { status: 200, headers: {}, body: Buffer.from(body) },
            keep: true,
            tags,
          });
      }),
  );
  return { render, finish: () => finish() };
}

const text = (served: Served<string>) =>
  'page' in served ? served.page.body.toString() : `own: ${served.own}`;

/** Lets every settled promise's callbacks run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

function cacheOf() {
  return createPageCache({
    freshMs: 600_000,
    staleMs: 600_000,
    maxBytes: 1024 * 1024,
    log: { error: jest.fn() },
  });
}

/** Which of the keys are served from the cache now (one that is not is rendered, not kept). */
async function kept(cache: ReturnType<typeof cacheOf>, keys: string[]) {
  const results: string[] = [];
  const notKept = async (): Promise<Rendering<string>> => ({
    page: { status: 200, headers: {}, body: Buffer.from('rendered again') },
    keep: false,
  });
  for (const key of keys)
    if ((await cache.serve(key, labels, notKept)).result === 'hit') results.push(key);
  return results;
}

describe('pages dropped by a staff change', () => {
  it('drops exactly the pages labelled with one of its tags', async () => {
    const cache = cacheOf();
    await cache.serve('sencha', labels, tagged('sencha', 'store', 'product:1', 'product:2'));
    await cache.serve('matcha', labels, tagged('matcha', 'store', 'product:2', 'product:3'));
    await cache.serve('oolong', labels, tagged('oolong', 'store', 'product:4'));
    await cache.serve('tea', labels, tagged('tea', 'store', 'listings', 'categories'));
    // product:2 is the sencha page's own and a related card of the matcha page.
    expect(cache.drop(['product:2']).dropped).toBe(2);
    expect(await kept(cache, ['sencha', 'matcha', 'oolong', 'tea'])).toEqual(['oolong', 'tea']);
    expect(cache.drop(['listings', 'product:99']).dropped).toBe(1);
    expect(await kept(cache, ['oolong', 'tea'])).toEqual(['oolong']);
    // The store is on every page: the one left goes too.
    expect(cache.drop(['store']).dropped).toBe(1);
    expect(cache.size()).toBe(0);
  });

  it('does not keep a render that began before the drop, nor make later requests wait for it', async () => {
    const cache = cacheOf();
    const before = heldRender('rendered with the old price', 'product:1');
    const first = cache.serve('sencha', labels, before.render);
    await flush();
    cache.drop(['product:1']);
    // A request after the drop renders its own, from answers the change has reached.
    const after = cache.serve('sencha', labels, tagged('the new price', 'product:1'));
    before.finish();
    expect(text(await first)).toBe('rendered with the old price');
    expect(text(await after)).toBe('the new price');
    const next = await cache.serve('sencha', labels, tagged('never rendered'));
    expect(next.result).toBe('hit');
    expect(text(next)).toBe('the new price');
  });

  it('keeps a render that began before a drop of tags it does not show', async () => {
    const cache = cacheOf();
    const before = heldRender('oolong', 'product:4');
    const first = cache.serve('oolong', labels, before.render);
    await flush();
    cache.drop(['product:1']);
    before.finish();
    await first;
    expect((await cache.serve('oolong', labels, tagged('again'))).result).toBe('hit');
  });

  it('drops every page, and keeps nothing rendered before, after a lost subscription', async () => {
    const cache = cacheOf();
    await cache.serve('sencha', labels, tagged('sencha', 'product:1'));
    await cache.serve('tea', labels, tagged('tea', 'listings'));
    const before = heldRender('matcha', 'product:3');
    const matcha = cache.serve('matcha', labels, before.render);
    await flush();
    expect(cache.dropAll()).toBe(2);
    before.finish();
    await matcha;
    expect(await kept(cache, ['sencha', 'tea', 'matcha'])).toEqual([]);
  });
});
