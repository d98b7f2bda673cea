import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * A job that runs until `finish` is called; `started` settles once it runs (its lock taken: on
 * PostgreSQL, a query on a connection of its own, which a busy machine may take long to make).
 */
function heldOpen() {
  let finish = () => {};
  let begin = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  const started = new Promise<void>((resolve) => (begin = resolve));
  const job = () => {
    begin();
    return done;
  };
  return { job, finish, started };
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
    // The first holds the lock once its job runs (or it found it taken: asserted below).
    await Promise.race([first.started, holding]);
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
    await Promise.race([first.started, holding]);
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
