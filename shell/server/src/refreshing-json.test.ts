/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshingJson } from './refreshing-json';

/*
 * The server's copy of the store (refreshingJson): used for its time, read again in the
 * background; forgotten (a staff change to the store), the next use waits for a new read.
 */

/**
 * A server whose document is `version` (as it is when a read arrives); reads are held while the
 * test says (`hold`), then answered, the last first (`release`).
 */
async function documentServer() {
  let version = 1;
  let held: (() => void)[] | null = null;
  const server = http.createServer((_request, response) => {
    const answer = { version };
    const send = () => response.end(JSON.stringify(answer));
    if (held) held.push(send);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/store`,
    change: () => (version += 1),
    hold: () => (held = []),
    release: () => {
      for (const send of (held ?? []).reverse()) send();
      held = null;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const options = { ttlMs: 60_000, timeoutMs: 2000, log: { warn: jest.fn() }, what: 'the store' };

describe('a document the server keeps (the store)', () => {
  let source: Awaited<ReturnType<typeof documentServer>>;
  beforeEach(async () => {
    source = await documentServer();
  });
  afterEach(() => source.close());

  it('is used for its time, and read again before the next use once forgotten', async () => {
    const store = refreshingJson<{ version: number }>(source.url, options);
    expect(await store.get()).toEqual({ version: 1 });
    source.change();
    expect(await store.get()).toEqual({ version: 1 });
    store.forget();
    expect(await store.get()).toEqual({ version: 2 });
    expect(await store.get()).toEqual({ version: 2 });
  });

  it('does not take a read begun before the forget for the new one, nor let it win', async () => {
    const store = refreshingJson<{ version: number }>(source.url, options);
    // A read under way while the change is made, and the read the forget asks for, answered
    // first: the older read, answered last, is not the copy kept.
    source.hold();
    const before = store.get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    source.change();
    store.forget();
    const after = store.get();
    await new Promise((resolve) => setTimeout(resolve, 50));
    source.release();
    expect(await after).toEqual({ version: 2 });
    await before;
    expect(await store.get()).toEqual({ version: 2 });
  });
});
