import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { read } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signedInUser } from './helpers/users';

describe('transport: compression, ETags and caching', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

  it('compresses a product list with brotli or gzip, as the client takes it', async () => {
    const plain = await get('product?limit=24&lang=en');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.rawPayload.length > 1024);

    const br = await get('product?limit=24&lang=en', { 'accept-encoding': 'br, gzip' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.deepEqual(brotliDecompressSync(br.rawPayload), plain.rawPayload);

    const gzip = await get('product?limit=24&lang=en', { 'accept-encoding': 'gzip' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(gunzipSync(gzip.rawPayload), plain.rawPayload);
  });

  it('sends small answers as they are', async () => {
    const health = await get('health', { 'accept-encoding': 'br, gzip' });
    assert.equal(health.headers['content-encoding'], undefined);
  });

  it('answers an unchanged product with 304 to its ETag, and a changed one in full', async () => {
    const first = await get('product/sencha-kyoto-loose-leaf-100g?lang=en');
    const etag = String(first.headers.etag);
    assert.match(etag, /^W\/"/);
    assert.match(String(first.headers['cache-control']), /^public/);

    const again = await get('product/sencha-kyoto-loose-leaf-100g?lang=en', {
      'if-none-match': etag,
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);

    const otherLanguage = await get('product/sencha-kyoto-loose-leaf-100g?lang=pl', {
      'if-none-match': etag,
    });
    assert.equal(otherLanguage.statusCode, 200);
  });

  it('revalidates the store and the configuration by ETag too', async () => {
    for (const url of ['store', 'config', 'category?lang=en']) {
      const first = await get(url);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      assert.equal(again.statusCode, 304, url);
    }
  });

  it('serves images with ETag and Last-Modified, and 304 when the browser has them', async () => {
    const url = 'images/products/sencha-kyoto-loose-leaf-100g.svg?w=320';
    const first = await get(url);
    assert.equal(first.statusCode, 200);
    assert.ok(first.headers.etag);
    assert.ok(first.headers['last-modified']);
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    const byTag = await get(url, { 'if-none-match': String(first.headers.etag) });
    assert.equal(byTag.statusCode, 304);
    const byDate = await get(url, { 'if-modified-since': String(first.headers['last-modified']) });
    assert.equal(byDate.statusCode, 304);
  });

  it('lets no cache keep an answer about a person', async () => {
    const guest = await get('auth/me');
    assert.equal(guest.statusCode, 401);
    assert.equal(guest.headers['cache-control'], 'no-store');

    const { cookie } = await signedInUser(t, 'CUSTOMER');
    for (const url of ['auth/me', 'user/personal-data', 'user/favorites?lang=en', 'order']) {
      const response = await read(t, url, cookie);
      assert.equal(response.statusCode, 200, url);
      assert.equal(response.headers['cache-control'], 'no-store', url);
    }
    const codes = await read(t, 'promo-code', cookie);
    assert.equal(codes.headers['cache-control'], 'no-store');
  });
});
