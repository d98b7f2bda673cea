// A remote's server over a release store: releases cached for good, the pointer revalidated,
// nothing staged or hidden ever served, and the admin routes only with the token.
import assert from 'node:assert/strict';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildRemoteServer } from '../serve-remote.mjs';
import { promote } from './actions.mjs';
import { ReleaseError } from './errors.mjs';
import { fakeBuild, fakeShell, temporaryDir } from './fixtures.mjs';
import { FolderStore } from './folder-store.mjs';
import { HttpStore } from './http-store.mjs';

const TOKEN = 'a-long-random-release-token';
const UPLOAD = 'ab'.repeat(16);

/**
 * Sends `url` as it is written, to a listening `app`: inject and fetch resolve `..` before they
 * send, a hostile client does not.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ method?: string, url: string, headers?: Record<string, string>, body?: string }} request
 * @returns {Promise<{ statusCode: number, body: string }>}
 */
async function rawRequest(app, { method = 'GET', url, headers = {}, body }) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = /** @type {import('node:net').AddressInfo} */ (app.server.address());
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: url, headers, agent: false },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe("a remote's server over a release store", () => {
  let root;
  let store;
  let live;
  const servers = [];
  /** @param {{ releaseToken?: string }} [options] */
  const server = async (options = {}) => {
    const app = await buildRemoteServer({
      root: store.root,
      allowedOrigins: ['http://localhost:3000'],
      logLevel: 'silent',
      store: true,
      ...options,
    });
    servers.push(app);
    return app;
  };
  before(async () => {
    root = await temporaryDir();
    store = new FolderStore(path.join(root, 'store'));
    live = (await store.publish(await fakeBuild(root), {})).id;
    await store.promote(live);
    // What the servers must never hand out: a staged upload, the lock, a temporary pointer.
    await mkdir(path.join(store.releasesDir, '.incoming-x'), { recursive: true });
    await writeFile(path.join(store.releasesDir, '.incoming-x/remoteEntry.js'), 'staged');
    await writeFile(path.join(store.root, '.live.json-1234'), '{}');
  });
  after(async () => {
    await Promise.all(servers.map((app) => app.close()));
    await rm(root, { recursive: true, force: true });
  });

  it('caches a release for good and revalidates live.json by its ETag', async () => {
    const app = await server();
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'server/remoteEntry.js']) {
      const response = await app.inject({ url: `/releases/${live}/${file}` });
      assert.equal(response.statusCode, 200, file);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const pointer = await app.inject({
      url: '/live.json',
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(pointer.statusCode, 200);
    assert.equal(pointer.json().release, live);
    assert.equal(pointer.headers['cache-control'], 'no-cache');
    assert.equal(pointer.headers['access-control-allow-origin'], 'http://localhost:3000');
    const etag = /** @type {string} */ (pointer.headers.etag);
    assert.ok(etag);
    const again = await app.inject({ url: '/live.json', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
  });

  it('answers no unversioned file: a page names its release', async () => {
    const app = await server();
    for (const url of ['/', '/mf-manifest.json', '/remoteEntry.js', '/12.abcdef12.js'])
      assert.equal((await app.inject({ url })).statusCode, 404, url);
  });

  it('never serves dot-files, staged uploads, the lock, or a way out of the store', async () => {
    const app = await server();
    // As another command's lock would be, for this test only.
    await mkdir(path.join(store.root, '.lock'));
    try {
      for (const url of [
        '/releases/.incoming-x/remoteEntry.js',
        '/.lock',
        '/.live.json-1234',
        '/releases/%2eincoming-x/remoteEntry.js',
        `/releases/${live}/../../live.json`,
        `/releases/${live}/%2e%2e/%2e%2e/live.json`,
        `/releases/${live}/..%2f..%2flive.json`,
        '/../store/live.json',
      ]) {
        assert.equal((await rawRequest(app, { url })).statusCode, 404, url);
      }
    } finally {
      await rm(path.join(store.root, '.lock'), { recursive: true });
    }
  });

  it('has no admin routes without RELEASE_TOKEN, and refuses a wrong token', async () => {
    const closed = await server();
    assert.equal((await closed.inject({ url: '/_releases' })).statusCode, 404);
    const post = { method: /** @type {const} */ ('POST'), url: '/_releases/live' };
    assert.equal(
      (await closed.inject({ ...post, payload: { action: 'rollback' } })).statusCode,
      404,
    );

    const open = await server({ releaseToken: TOKEN });
    for (const authorization of ['', 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const headers = authorization ? { authorization } : {};
      const response = await open.inject({ url: '/_releases', headers });
      assert.equal(response.statusCode, 401, authorization);
      assert.equal(response.json().error.code, 'unauthorized');
    }
    const right = await open.inject({
      url: '/_releases',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    assert.equal(right.statusCode, 200);
    assert.equal(right.json().live.release, live);
  });

  it('refuses an upload path that leaves the upload folder', async () => {
    const app = await server({ releaseToken: TOKEN });
    const before = await readFile(store.liveFile, 'utf8');
    for (const file of [
      '../../live.json',
      '%2e%2e/%2e%2e/live.json',
      '..%2f..%2flive.json',
      '.x',
    ]) {
      const response = await rawRequest(app, {
        method: 'PUT',
        url: `/_releases/uploads/${UPLOAD}/${file}`,
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/octet-stream' },
        body: '{"release":"000000000000"}',
      });
      assert.equal(response.statusCode, 422, file);
      assert.equal(JSON.parse(response.body).error.code, 'invalid');
    }
    assert.equal(await readFile(store.liveFile, 'utf8'), before);
  });

  it('refuses an upload whose files do not hash to the claimed id, and a body too large', async () => {
    const app = await server({ releaseToken: TOKEN });
    const headers = { authorization: `Bearer ${TOKEN}` };
    await app.inject({
      method: 'PUT',
      url: `/_releases/uploads/${UPLOAD}/mf-manifest.json`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"shared":[]}',
    });
    const finish = await app.inject({
      method: 'POST',
      url: `/_releases/uploads/${UPLOAD}`,
      headers,
      payload: { id: '000000000000', remote: 'content' },
    });
    assert.equal(finish.statusCode, 422);
    assert.match(finish.json().error.message, /not 000000000000/);
    const large = await app.inject({
      method: 'POST',
      url: '/_releases/live',
      headers,
      payload: { action: 'rollback', padding: 'x'.repeat(20_000) },
    });
    assert.equal(large.statusCode, 413);
  });

  it('takes an upload and a promote over HTTP, with the conflict a stale --expect gets', async () => {
    const app = await server({ releaseToken: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = /** @type {import('node:net').AddressInfo} */ (app.server.address());
    const remote = new HttpStore(`http://127.0.0.1:${address.port}`, { token: TOKEN });
    const build = await fakeBuild(root, { chunk: 'console.log("over http");' });

    const published = await remote.publish(build, { commit: 'abc1234' });
    assert.equal(published.status, 'published');
    assert.equal((await store.readRelease(published.id)).commit, 'abc1234');
    assert.equal((await remote.publish(build, {})).status, 'already published');

    const shell = await fakeShell(root, { contract: '1.0.0' });
    await assert.rejects(
      promote(remote, published.id, { expect: published.id, shell }),
      (error) => {
        assert.ok(error instanceof ReleaseError);
        assert.equal(error.exitCode, 2);
        return true;
      },
    );
    const moved = await promote(remote, published.id, { expect: live, shell });
    assert.equal(moved.status, 'promoted');
    assert.equal((await remote.readLive())?.release, published.id);
    assert.equal((await store.readLive())?.previous, live);

    const unauthorized = new HttpStore(remote.location, { token: 'wrong' });
    await assert.rejects(unauthorized.rollback(), (error) => {
      assert.ok(error instanceof ReleaseError);
      assert.equal(error.code, 'unauthorized');
      return true;
    });
    assert.equal((await remote.rollback({ expect: published.id })).live.release, live);
  });
});
