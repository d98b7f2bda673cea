// The folder store: a build is published once under its id and never changed, the pointer moves
// under a lock, and pruning keeps what a rollback needs.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ReleaseError } from './errors.mjs';
import { fakeBuild, temporaryDir } from './fixtures.mjs';
import { FolderStore } from './folder-store.mjs';
import { releaseIdOf } from './release-id.mjs';

/** @param {string} code */
const failsWith = (code) => (/** @type {unknown} */ error) =>
  error instanceof ReleaseError && error.code === code;

describe('a folder store', () => {
  let root;
  before(async () => {
    root = await temporaryDir();
  });
  after(() => rm(root, { recursive: true, force: true }));

  let stores = 0;
  /** @param {number} [keep] */
  const newStore = (keep) => new FolderStore(path.join(root, `store-${++stores}`), { keep });

  /**
   * Publishes builds told apart by their chunk, a few milliseconds apart so each is newer.
   * @param {FolderStore} store
   * @param {number} count
   */
  let builds = 0;
  async function publishMany(store, count) {
    const ids = [];
    for (let index = 0; index < count; index++) {
      const build = await fakeBuild(root, { chunk: `console.log(${++builds});` });
      ids.push((await store.publish(build, {})).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return ids;
  }

  it('names a release by the hash the doc defines', async () => {
    const build = await fakeBuild(root);
    const files = ['12.abcdef12.js', 'build-info.json', 'mf-manifest.json', 'remoteEntry.js'];
    const lines = [...files, 'server/remoteEntry.js'].map(async (file) => {
      const bytes = await readFile(path.join(build, file));
      return `${file}\0${createHash('sha256').update(bytes).digest('hex')}\n`;
    });
    const expected = createHash('sha256')
      .update((await Promise.all(lines)).join(''))
      .digest('hex')
      .slice(0, 12);
    assert.equal(await releaseIdOf(build), expected);
  });

  it('publishes a build with its release.json, and the same build again as a no-op', async () => {
    const store = newStore();
    const build = await fakeBuild(root);
    const first = await store.publish(build, { commit: 'abc1234' });
    assert.equal(first.status, 'published');
    const release = JSON.parse(
      await readFile(path.join(store.releaseDir(first.id), 'release.json'), 'utf8'),
    );
    assert.deepEqual(Object.keys(release), [
      'id',
      'remote',
      'publishedAt',
      'commit',
      'contract',
      'shared',
    ]);
    assert.equal(release.remote, 'content');
    assert.equal(release.contract, '1.0.0');
    assert.deepEqual(release.shared, { react: { version: '19.3.1', requiredVersion: '^19.3.1' } });

    const again = await store.publish(await fakeBuild(root), {});
    assert.equal(again.id, first.id);
    assert.equal(again.status, 'already published');
    assert.equal(again.release.publishedAt, release.publishedAt);
    // Nothing is left staged.
    assert.deepEqual(await readdir(store.releasesDir), [first.id]);
  });

  it('takes the remote from the package and a null contract when the build predates build-info.json', async () => {
    const store = newStore();
    const build = await fakeBuild(root, { contract: null });
    await assert.rejects(store.publish(build, {}), failsWith('invalid'));
    const { release } = await store.publish(build, { remote: 'content' });
    assert.equal(release.remote, 'content');
    assert.equal(release.contract, null);
  });

  it('refuses to publish over a release whose files were changed, and leaves them as they are', async () => {
    const store = newStore();
    const build = await fakeBuild(root);
    const { id } = await store.publish(build, {});
    const tampered = path.join(store.releaseDir(id), '12.abcdef12.js');
    await writeFile(tampered, 'alert("changed");');
    await assert.rejects(store.publish(build, {}), (error) => {
      assert.ok(failsWith('corrupt')(error));
      assert.match(/** @type {Error} */ (error).message, new RegExp(`release ${id} .* is corrupt`));
      return true;
    });
    assert.equal(await readFile(tampered, 'utf8'), 'alert("changed");');
    await assert.rejects(store.promote(id), failsWith('corrupt'));
    assert.equal(await store.readLive(), null);
  });

  it('promotes, treats promoting the live release as a no-op, and refuses an unknown id', async () => {
    const store = newStore();
    const [a] = await publishMany(store, 1);
    assert.equal((await store.promote(a)).status, 'promoted');
    assert.equal((await store.promote(a, { expect: a })).status, 'already live');
    await assert.rejects(store.promote('0123456789ab'), failsWith('not-found'));
    await assert.rejects(store.promote('../../etc'), failsWith('invalid'));
    const live = await store.readLive();
    assert.equal(live?.release, a);
    assert.deepEqual(live?.stack, [a]);
    assert.equal(live?.history.length, 1);
  });

  it('lets exactly one of two concurrent promotes expecting the same live release win', async () => {
    const store = newStore();
    const [a, b, c] = await publishMany(store, 3);
    await store.promote(a);
    const results = await Promise.allSettled([
      store.promote(b, { expect: a }),
      store.promote(c, { expect: a }),
    ]);
    const won = results.filter((result) => result.status === 'fulfilled');
    const lost = results.filter((result) => result.status === 'rejected');
    assert.equal(won.length, 1);
    assert.equal(lost.length, 1);
    assert.ok(failsWith('conflict')(lost[0].reason));
    const winner = won[0].value.live.release;
    assert.match(lost[0].reason.message, new RegExp(`expected ${a} .* but ${winner} is`));
    assert.equal((await store.readLive())?.release, winner);
    assert.deepEqual((await store.readLive())?.stack, [a, winner]);
  });

  it('rolls back along the stack until nothing is left to go back to', async () => {
    const store = newStore();
    const [a, b, c] = await publishMany(store, 3);
    for (const id of [a, b, c]) await store.promote(id);
    await assert.rejects(store.rollback({ expect: a }), failsWith('conflict'));
    await assert.rejects(store.rollback({ to: a }), failsWith('conflict'));
    assert.equal((await store.rollback({ expect: c })).live.release, b);
    const live = (await store.rollback()).live;
    assert.deepEqual(
      { release: live.release, previous: live.previous, stack: live.stack },
      { release: a, previous: null, stack: [a] },
    );
    assert.deepEqual(
      live.history.map(({ release, action }) => `${action} ${release}`),
      [`promote ${a}`, `promote ${b}`, `promote ${c}`, `rollback ${b}`, `rollback ${a}`],
    );
    await assert.rejects(store.rollback(), failsWith('no-previous'));
  });

  it('refuses to roll back to a release that is no longer kept', async () => {
    const store = newStore();
    const [a, b] = await publishMany(store, 2);
    await store.promote(a);
    await store.promote(b);
    await rm(store.releaseDir(a), { recursive: true });
    await assert.rejects(store.rollback(), (error) => {
      assert.ok(failsWith('not-found')(error));
      assert.match(/** @type {Error} */ (error).message, /no longer kept/);
      return true;
    });
    assert.equal((await store.readLive())?.release, b);
  });

  it('prunes to the newest --keep releases, but never the live one or the one before it', async () => {
    const store = newStore(2);
    const [, , , d, e] = await publishMany(store, 5);
    // Publishing alone keeps the newest two.
    assert.deepEqual((await readdir(store.releasesDir)).sort(), [d, e].sort());

    const kept = newStore(2);
    const [f, g] = await publishMany(kept, 2);
    await kept.promote(f);
    await kept.promote(g);
    const [h, i, j] = await publishMany(kept, 3);
    // g (live) and f (before it) stay with the newest two, i and j; h goes.
    assert.deepEqual((await readdir(kept.releasesDir)).sort(), [f, g, i, j].sort());
    assert.equal(
      (await kept.list()).releases.some((release) => release.id === h),
      false,
    );

    // Once i is live, f is neither live, nor before it, nor new: it goes, and leaves the stack.
    await kept.promote(i);
    assert.deepEqual((await readdir(kept.releasesDir)).sort(), [g, i, j].sort());
    assert.deepEqual((await kept.readLive())?.stack, [g, i]);
  });
});
