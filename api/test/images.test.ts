import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('GET /api/v1/images/{folder}/{file}', () => {
  let t: TestApp;
  let cacheDir: string;
  before(async () => {
    cacheDir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
    t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir });
  });
  after(async () => {
    await t.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the original file without a width, cached for a year', async () => {
    const response = await get('/api/v1/images/slides/slide-1.svg');
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/svg+xml');
    assert.match(String(response.headers['cache-control']), /max-age=31536000, immutable/);
  });

  it('resizes to a screen width and density as webp, and keeps the result on disk', async () => {
    const response = await get(
      '/api/v1/images/products/sencha-kyoto-loose-leaf-100g.svg?w=320&dpr=2',
    );
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width], ['webp', 640]);
    const cached = await readdir(path.join(cacheDir, 'products'));
    assert.deepEqual(cached, ['sencha-kyoto-loose-leaf-100g.svg.320x2.webp']);

    const again = await get('/api/v1/images/products/sencha-kyoto-loose-leaf-100g.svg?w=320&dpr=2');
    assert.deepEqual(again.rawPayload, response.rawPayload);
  });

  it('makes jpeg on request, for link previews', async () => {
    const response = await get('/api/v1/images/categories/tea.svg?w=1280&format=jpeg');
    assert.equal(response.headers['content-type'], 'image/jpeg');
    const meta = await sharp(response.rawPayload).metadata();
    assert.deepEqual([meta.format, meta.width], ['jpeg', 1280]);
  });

  it('refuses other widths, densities and formats, and paths outside the image store', async () => {
    const others = ['w=333', 'w=1536', 'w=320&dpr=3', 'w=320&format=gif', 'w=320&format=avif'];
    for (const query of [...others, 'w=320&format=png']) {
      const response = await get(`/api/v1/images/slides/slide-1.svg?${query}`);
      assert.equal(response.statusCode, 400, query);
      assert.equal(response.json().code, 'ENTITY_BAD_REQUEST');
    }
    const escape = await get('/api/v1/images/slides/..%2F..%2Fpackage.json');
    assert.equal(escape.statusCode, 400);
    const missing = await get('/api/v1/images/slides/nope.svg?w=320');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().code, 'IMAGE_FILE_NOT_FOUND');
  });
});
