/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPageCache } from './page-cache';
import { createRemoteReleases, releaseIds, type RemoteLocation } from './remote-releases';
import { labelsOf, releaseTag } from './shared-pages';

const log = { info: jest.fn(), warn: jest.fn() };

/** A release store's origin that serves a live.json the test changes (with an ETag). */
async function storeOrigin() {
  let live: string | null = 'aaaaaaaaaaaa';
  let reads = 0;
  const server = http.createServer((request, response) => {
    if (request.url !== '/live.json' || live === null) return response.writeHead(404).end();
    reads += 1;
    const etag = `"${live}"`;
    if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
    response.writeHead(200, { 'Content-Type': 'application/json', ETag: etag });
    response.end(JSON.stringify({ release: live, previous: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    promote: (id: string | null) => {
      live = id;
    },
    reads: () => reads,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const at = (url: string): RemoteLocation => ({ url, internalUrl: url });

describe("the releases a shell's pages use", () => {
  let store: Awaited<ReturnType<typeof storeOrigin>>;
  beforeEach(async () => {
    store = await storeOrigin();
  });
  afterEach(() => store.close());

  function releasesOf(
    prepare?: (name: string, release: { id: string | null }) => Promise<unknown>,
    changed?: Parameters<typeof createRemoteReleases>[1]['changed'],
  ) {
    return createRemoteReleases(
      {
        catalog: at('http://catalog.test/mf-manifest.json'),
        checkout: at('http://checkout.test/mf-manifest.json'),
        profile: at('http://profile.test/mf-manifest.json'),
        content: at(store.url),
        admin: at('http://admin.test/mf-manifest.json'),
      },
      { log, intervalMs: 60_000, prepare, changed },
    );
  }

  it("names the live release's manifest, and a pinned build's own", async () => {
    const releases = releasesOf();
    await releases.ready();
    const current = releases.current();
    expect(current.content).toEqual({
      id: 'aaaaaaaaaaaa',
      manifest: `${store.url}releases/aaaaaaaaaaaa/mf-manifest.json`,
      internalManifest: `${store.url}releases/aaaaaaaaaaaa/mf-manifest.json`,
    });
    expect(current.catalog).toEqual({
      id: null,
      manifest: 'http://catalog.test/mf-manifest.json',
      internalManifest: 'http://catalog.test/mf-manifest.json',
    });
    expect(releaseIds(current)).toEqual({ content: 'aaaaaaaaaaaa' });
    releases.stop();
  });

  it('moves to a promoted release once it is prepared, pages meanwhile keeping the one before', async () => {
    let finishPreparing = () => {};
    // The release read first is ready at once; the promoted one when the test says.
    const prepare = jest.fn(
      (_name: string, release: { id: string | null }) =>
        new Promise<void>((resolve) => {
          if (release.id === 'bbbbbbbbbbbb') finishPreparing = resolve;
          else resolve();
        }),
    );
    const releases = releasesOf(prepare);
    await releases.ready();
    expect(releases.current().content.id).toBe('aaaaaaaaaaaa');

    store.promote('bbbbbbbbbbbb');
    const checked = releases.checkNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Being prepared: pages still render, name and hydrate with the live one before.
    expect(releases.current().content.id).toBe('aaaaaaaaaaaa');
    finishPreparing();
    await checked;
    expect(releases.current().content.id).toBe('bbbbbbbbbbbb');
    expect(prepare).toHaveBeenLastCalledWith(
      'content',
      expect.objectContaining({ id: 'bbbbbbbbbbbb' }),
    );
    releases.stop();
  });

  it('leaves a store it cannot read to the browser, then keeps the last release it read', async () => {
    store.promote(null);
    const releases = releasesOf();
    await releases.ready();
    expect(releases.current().content).toEqual({
      id: null,
      manifest: `${store.url}live.json`,
      internalManifest: null,
    });

    store.promote('cccccccccccc');
    await releases.checkNow();
    expect(releases.current().content.id).toBe('cccccccccccc');
    // The store down: the pages go on with that release.
    store.promote(null);
    await releases.checkNow();
    expect(releases.current().content.id).toBe('cccccccccccc');
    releases.stop();
  });

  it('revalidates the pointer rather than reading it whole each time', async () => {
    const releases = releasesOf();
    await releases.ready();
    await releases.checkNow();
    await releases.checkNow();
    expect(store.reads()).toBe(3);
    expect(releases.current().content.id).toBe('aaaaaaaaaaaa');
    releases.stop();
  });

  it('empties the page cache of the release a promote or a rollback replaces', async () => {
    const cache = createPageCache({
      freshMs: 60_000,
      staleMs: 0,
      maxBytes: 1024 * 1024,
      log: { error: jest.fn() },
    });
    const releases = releasesOf(undefined, (name, previous, next) =>
      cache.releaseChanged(releaseTag(name, previous), releaseTag(name, next)),
    );
    await releases.ready();
    /** A page kept with the releases live now; whether it was served from the cache. */
    const ask = async () => {
      const served = await cache.serve(
        '/en',
        labelsOf({ releases: releases.current() }, 'b1'),
        async () => ({
          page: {
            status: 200,
            headers: {},
            body: Buffer.from(releases.current().content.id ?? ''),
          },
          keep: true,
        }),
      );
      return served.result;
    };
    expect(await ask()).toBe('miss');
    expect(await ask()).toBe('hit');

    store.promote('bbbbbbbbbbbb');
    await releases.checkNow();
    expect(cache.size()).toBe(0);
    expect(await ask()).toBe('miss');
    expect(await ask()).toBe('hit');

    // Rolled back: the promoted release's pages go too.
    store.promote('aaaaaaaaaaaa');
    await releases.checkNow();
    expect(cache.size()).toBe(0);
    expect(await ask()).toBe('miss');
    releases.stop();
  });
});
