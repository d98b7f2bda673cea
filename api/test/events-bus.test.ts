import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ShopEvent } from '../src/services/events/bus';
import { createTestApp, type TestApp } from './helpers/test-app';

/** The next event the app hears, or null after `ms`. */
function nextEvent(t: TestApp, ms = 3000): Promise<ShopEvent | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, ms);
    const off = t.app.events.on((event) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

describe('the events between API processes', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('are heard once the transaction that published them commits', async () => {
    const heard = nextEvent(t);
    await t.db.transaction(async (tx) => {
      await t.app.events.publish(tx, { type: 'invalidate', tags: ['product:1'] });
    });
    assert.deepEqual(await heard, { type: 'invalidate', tags: ['product:1'] });
  });

  it('are never heard when it rolls back', async () => {
    const heard = nextEvent(t, 500);
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await t.app.events.publish(tx, { type: 'invalidate', tags: ['product:2'] });
        throw new Error('rolled back');
      }),
      /rolled back/,
    );
    assert.equal(await heard, null);
  });
});
