import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/test-app';

/** A job that runs until `finish` is called. */
function heldOpen() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { job: () => done, finish };
}

describe('work one process does at a time', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('is skipped while the lock is held elsewhere, and runs once it is free', async () => {
    const { locks } = t.handle;
    const first = heldOpen();
    const holding = locks.runIfFree('email-outbox', first.job);
    // Let the first take the lock (on PostgreSQL, a query on a connection of its own).
    await new Promise((resolve) => setTimeout(resolve, 100));
    let ranMeanwhile = false;
    const skipped = await locks.runIfFree('email-outbox', async () => {
      ranMeanwhile = true;
    });
    assert.equal(skipped, false);
    assert.equal(ranMeanwhile, false);
    first.finish();
    assert.equal(await holding, true);
    assert.equal(await locks.runIfFree('email-outbox', async () => {}), true);
  });

  it('waits for the lock, and gives each job its turn', async () => {
    const { locks } = t.handle;
    const order: string[] = [];
    const first = heldOpen();
    const holding = locks.runLocked('migrate', async () => {
      order.push('first starts');
      await first.job();
      order.push('first ends');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const waiting = locks.runLocked('migrate', async () => {
      order.push('second runs');
      return 42;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    first.finish();
    await holding;
    assert.equal(await waiting, 42);
    assert.deepEqual(order, ['first starts', 'first ends', 'second runs']);
  });

  it('releases the lock when the job fails', async () => {
    const { locks } = t.handle;
    await assert.rejects(
      locks.runLocked('migrate', async () => {
        throw new Error('migration failed');
      }),
      /migration failed/,
    );
    assert.equal(await locks.runIfFree('migrate', async () => {}), true);
  });
});
