// What the servers' transport does with an answer: an HTML or JSON answer made whole is compressed
// in one step, exactly as @fastify/compress would stream it (the same encodings, negotiation,
// threshold and Vary), and a streamed one is still compressed as it comes.
import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { httpTransport } from './http-transport.mjs';

const PAGE = `<!doctype html><main>${'<p>Colombia Huila whole beans</p>'.repeat(200)}</main>`;
/** Past the size compressed on the main thread: compressed in libuv's thread pool. */
const LARGE_PAGE = `<!doctype html><main>${'<p>Kenya Nyeri AA</p>'.repeat(10_000)}</main>`;

async function server() {
  const app = Fastify();
  await app.register(httpTransport, { streams: true });
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(PAGE));
  app.get('/large', async (_request, reply) => reply.type('text/html').send(LARGE_PAGE));
  app.get('/json', async () => ({ items: Array.from({ length: 300 }, (_, id) => ({ id })) }));
  app.get('/varied', async (_request, reply) =>
    reply.type('text/html').header('Vary', 'Cookie').send(PAGE),
  );
  app.get('/small', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/streamed', async (_request, reply) =>
    reply.type('text/html').send(Readable.from([PAGE.slice(0, 1000), PAGE.slice(1000)])),
  );
  return app;
}

describe('the transport', async () => {
  const app = await server();
  after(() => app.close());
  const get = (url, headers = {}) => app.inject({ url, headers });

  it('compresses a whole page in the encoding the client prefers', async () => {
    const br = await get('/page', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(br.headers.vary, 'accept-encoding');
    assert.equal(br.headers['content-length'], String(br.rawPayload.length));
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), PAGE);

    const gzip = await get('/page', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gzip.rawPayload).toString(), PAGE);
    for (const encoding of ['br', 'gzip']) {
      const large = await get('/large', { 'accept-encoding': encoding });
      assert.equal(large.headers['content-encoding'], encoding);
      const decode = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      assert.equal(decode(large.rawPayload).toString(), LARGE_PAGE);
    }
    // `*` and x-gzip read as gzip, as @fastify/compress reads them.
    for (const header of ['*', 'x-gzip'])
      assert.equal(
        (await get('/page', { 'accept-encoding': header })).headers['content-encoding'],
        'gzip',
      );
  });

  it('compresses JSON, and keeps an answer’s own Vary', async () => {
    const json = await get('/json', { 'accept-encoding': 'br' });
    assert.equal(json.headers['content-encoding'], 'br');
    assert.equal(JSON.parse(brotliDecompressSync(json.rawPayload).toString()).items.length, 300);
    const varied = await get('/varied', { 'accept-encoding': 'br' });
    assert.equal(varied.headers.vary, 'Cookie, accept-encoding');
  });

  it('sends as they are small answers, and answers to clients that take no encoding', async () => {
    for (const [url, headers] of [
      ['/small', { 'accept-encoding': 'br' }],
      ['/page', {}],
      ['/page', { 'accept-encoding': 'identity' }],
      ['/page', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ]) {
      const response = await get(url, headers);
      assert.equal(
        response.headers['content-encoding'],
        undefined,
        `${url} ${JSON.stringify(headers)}`,
      );
    }
  });

  it('takes the ETag of the page as made: one for every encoding, and 304 to it', async () => {
    const br = await get('/page', { 'accept-encoding': 'br' });
    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    assert.match(String(br.headers.etag), /^W\//);
    assert.equal(br.headers.etag, gzip.headers.etag);
    const again = await get('/page', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
  });

  it('still compresses a streamed page as it comes', async () => {
    const br = await get('/streamed', { 'accept-encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), PAGE);
  });
});
