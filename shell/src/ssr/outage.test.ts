/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeStore, storeApi, type AppStore } from '@storefront/shared';
import { dataMissing } from './outage';

/** An API that answers the store with a status, or never (the API hangs). */
function startApi(status: number | 'hangs') {
  const server = http.createServer((_request, response) => {
    if (status === 'hangs') return;
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: status, code: 'UNKNOWN_ERROR', message: 'x' }));
  });
  return new Promise<http.Server>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

/** A render's store on `api`, after asking it for the store (waiting at most 200 ms). */
async function storeAfterAsking(api: http.Server): Promise<AppStore> {
  const { port } = api.address() as AddressInfo;
  const store = makeStore({ extra: { apiBaseUrl: `http://127.0.0.1:${port}/api/v1` } });
  const request = store.dispatch(storeApi.endpoints.getStore.initiate());
  await Promise.race([request, new Promise((resolve) => setTimeout(resolve, 200))]);
  return store;
}

describe("what a render's store says of an outage", () => {
  const servers: http.Server[] = [];
  afterAll(() => {
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  });

  it.each([
    ['hangs', 'hangs', true],
    ['answers 500', 500, true],
    ['answers 503', 503, true],
    ['answers 404 (a refusal)', 404, false],
  ] as const)('when the API %s, data is missing: %s', async (_, status, missing) => {
    const api = await startApi(status);
    servers.push(api);
    expect(dataMissing((await storeAfterAsking(api)).getState())).toBe(missing);
  });
});
