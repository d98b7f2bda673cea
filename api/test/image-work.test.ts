import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config';
import { ImageVariants } from '../src/services/images/image-variants';
import { TEST_OWNER } from './helpers/fixtures';
import { createTestApp } from './helpers/test-app';

/*
 * Making resized copies is the costly thing any visitor can ask for: a few at a time, a short
 * queue answered 503 with Retry-After when full, a per-address limit on new copies, and sign-in
 * answered while pictures are being made.
 */

const products = (await readdir(path.join(loadConfig({}).IMAGES_DIR, 'products'))).sort();
/** The largest copy there is: long enough to make that the queue is seen busy. */
const largest = (file: string) => `/api/v1/images/products/${file}?w=1280&dpr=2`;

async function appWith(env: Record<string, string>) {
  const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'image-work-'));
  const t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir, ...env });
  return {
    t,
    cacheDir,
    close: async () => {
      await t.close();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

describe('resizing, bounded', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  before(async () => {
    app = await appWith({ IMAGE_RESIZE_CONCURRENCY: '1', IMAGE_RESIZE_QUEUE: '2' });
  });
  after(() => app.close());

  it('makes one copy at a time, lets two wait, and answers the rest 503 with Retry-After', async () => {
    const files = products.slice(0, 8);
    const responses = await Promise.all(
      files.map((file) => app.t.app.inject({ method: 'GET', url: largest(file) })),
    );
    const refused = responses.filter((response) => response.statusCode === 503);
    const made = responses.filter((response) => response.statusCode === 200);
    assert.equal(made.length + refused.length, files.length);
    assert.ok(made.length >= 3, `${made.length} made`);
    assert.ok(refused.length >= 1, 'none refused');
    for (const response of refused) {
      assert.equal(response.headers['retry-after'], '5');
      assert.equal(response.json().code, 'IMAGE_SERVICE_ERROR');
    }
    // Only what was made is on disk, and what was refused is made when asked again.
    assert.equal((await readdir(path.join(app.cacheDir, 'products'))).length, made.length);
    const again = await app.t.app.inject({
      method: 'GET',
      url: largest(files[responses.indexOf(refused[0]!)]!),
    });
    assert.equal(again.statusCode, 200);
  });

  it('keeps one copy made by one conversion, however many ask for it at once', async () => {
    const url = largest(products[10]!);
    const before = app.t.app.imageVariants.load.made;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => app.t.app.inject({ method: 'GET', url })),
    );
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [200, 200, 200, 200, 200, 200],
    );
    assert.equal(app.t.app.imageVariants.load.made - before, 1);
    const copies = (await readdir(path.join(app.cacheDir, 'products'))).filter((name) =>
      name.startsWith(products[10]!),
    );
    assert.equal(copies.length, 1);
  });
});

describe('resizing without a queue (IMAGE_RESIZE_QUEUE=0)', () => {
  it('makes a copy when none is being made, and refuses one that would wait', async () => {
    const cacheDir = await mkdtemp(path.join(os.tmpdir(), 'image-work-'));
    const variants = new ImageVariants({ cacheDir, concurrency: 1, maxWaiting: 0 });
    const source = (file: string) => path.join(loadConfig({}).IMAGES_DIR, 'products', file);
    const copy = (file: string) =>
      variants.file(source(file), file, { width: 320, dpr: 1, format: 'webp' }, async () => {});
    try {
      const first = copy(products[50]!);
      // Once the first is being made (its checks on disk done: their order is the thread pool's).
      for (let turn = 0; variants.load.running === 0 && turn < 1000; turn += 1)
        await new Promise((resolve) => setImmediate(resolve));
      assert.equal(variants.load.running, 1);
      await assert.rejects(copy(products[51]!), { statusCode: 503 });
      assert.match(await first, /\.320x1\.webp$/);
    } finally {
      await variants.onIdle();
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});

describe('sign-in while resizing is saturated', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  before(async () => {
    app = await appWith({ IMAGE_RESIZE_CONCURRENCY: '1', IMAGE_RESIZE_QUEUE: '50' });
  });
  after(() => app.close());

  it('answers a sign-in while copies are still being made and waiting', async () => {
    const resizing = products
      .slice(20, 26)
      .map((file) => app.t.app.inject({ method: 'GET', url: largest(file) }));
    // Every copy asked for is running or waiting (within 10 s, or the test fails).
    const deadline = Date.now() + 10_000;
    while (app.t.app.imageVariants.load.waiting < 5) {
      assert.ok(Date.now() < deadline, 'the copies never all queued');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    assert.equal(app.t.app.imageVariants.load.running, 1);

    const signIn = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: TEST_OWNER,
    });
    assert.equal(signIn.statusCode, 200);
    // Answered before the queue of copies ran dry: argon2 did not wait behind sharp.
    const { running, waiting } = app.t.app.imageVariants.load;
    assert.ok(running + waiting > 0, 'the copies were all made before sign-in answered');

    const statuses = (await Promise.all(resizing)).map((response) => response.statusCode);
    assert.ok(
      statuses.every((status) => status === 200),
      statuses.join(','),
    );
  });
});

describe('new copies per address', () => {
  let app: Awaited<ReturnType<typeof appWith>>;
  before(async () => {
    app = await appWith({ IMAGE_MISS_RATE_LIMIT: '2' });
  });
  after(() => app.close());

  const get = (file: string) =>
    app.t.app.inject({ method: 'GET', url: `/api/v1/images/products/${file}?w=320` });

  it('are limited, while copies already made are served to the same address', async () => {
    assert.equal((await get(products[40]!)).statusCode, 200);
    assert.equal((await get(products[41]!)).statusCode, 200);
    const third = await get(products[42]!);
    assert.equal(third.statusCode, 429);
    assert.equal(third.json().code, 'ENTITY_ACTION_NOT_ALLOWED');
    assert.ok(Number(third.headers['retry-after']) > 0);
    assert.equal((await get(products[40]!)).statusCode, 200);
    assert.equal((await get(products[40]!)).statusCode, 200);
    // Without a width, the original file: nothing is made, nothing is counted.
    const original = await app.t.app.inject({
      method: 'GET',
      url: `/api/v1/images/products/${products[42]!}`,
    });
    assert.equal(original.statusCode, 200);
  });
});
