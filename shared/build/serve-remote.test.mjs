// A remote's production server hands out its build: not its source maps (unless told to), and
// no page of its own at `/`, whatever the folder holds.
import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildRemoteServer } from './serve-remote.mjs';

describe("a remote's server", () => {
  let root;
  before(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'remote-dist-'));
    await writeFile(path.join(root, 'remoteEntry.js'), 'var content;');
    await writeFile(path.join(root, '12.abcdef12.js.map'), '{"version":3,"sources":["a.ts"]}');
    // An older build's dev harness page.
    await writeFile(path.join(root, 'index.html'), '<title>content remote: dev harness</title>');
  });
  const servers = [];
  const server = async (options = {}) => {
    const app = await buildRemoteServer({
      root,
      allowedOrigins: ['*'],
      logLevel: 'silent',
      ...options,
    });
    servers.push(app);
    return app;
  };
  after(() => Promise.all(servers.map((app) => app.close())));

  it('keeps source maps to itself unless SOURCE_MAPS_PUBLIC says otherwise', async () => {
    const closed = await server();
    assert.equal((await closed.inject({ url: '/remoteEntry.js' })).statusCode, 200);
    assert.equal((await closed.inject({ url: '/12.abcdef12.js.map' })).statusCode, 404);
    const open = await server({ sourceMapsPublic: true });
    assert.equal((await open.inject({ url: '/12.abcdef12.js.map' })).statusCode, 200);
  });

  it('serves no page at /', async () => {
    const app = await server();
    for (const url of ['/', '/index.html']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /harness/);
    }
  });
});
