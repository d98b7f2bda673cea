import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ExpiringCache } from '../src/expiring-cache';

describe('ExpiringCache', () => {
  it('computes a value once for concurrent callers and reuses it until it expires', async () => {
    let now = 1_000_000;
    const cache = new ExpiringCache(60, { clock: { now: () => now } });
    let computed = 0;
    const compute = async () => ++computed;
    const [first, second] = await Promise.all([
      cache.get('total:a', compute),
      cache.get('total:a', compute),
    ]);
    assert.deepEqual([first, second, computed], [1, 1, 1]);
    assert.equal(await cache.get('total:b', compute), 2, 'another key computes its own value');
    now += 59_000;
    assert.equal(await cache.get('total:a', compute), 1);
    now += 2_000;
    assert.equal(await cache.get('total:a', compute), 3, 'a minute later it is computed again');
  });

  it('does not keep a failure', async () => {
    const cache = new ExpiringCache(60);
    await assert.rejects(cache.get('total:x', () => Promise.reject(new Error('database down'))));
    assert.equal(await cache.get('total:x', async () => 7), 7);
  });

  it('keeps nothing with 0 seconds', async () => {
    const cache = new ExpiringCache(0);
    let computed = 0;
    await cache.get('total:a', async () => ++computed);
    await cache.get('total:a', async () => ++computed);
    assert.equal(computed, 2);
  });
});
