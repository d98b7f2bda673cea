import { DEFAULT_PUBLIC_STORE, makeStore, storeApi } from '@storefront/shared';
import { sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { serializableState } from './serializable-state';

setUpFakeApi();

describe('serializableState', () => {
  it('hands the browser the answers the server had, so it does not ask for them again', async () => {
    const server = makeStore();
    await server.dispatch(
      storeApi.util.upsertQueryData('getStore', undefined, DEFAULT_PUBLIC_STORE),
    );
    // Through JSON, as the page carries it.
    const state = JSON.parse(JSON.stringify(serializableState(server.getState())));

    const browser = makeStore({ preloadedState: state });
    const subscription = browser.dispatch(storeApi.endpoints.getStore.initiate());
    const { data } = await subscription;
    subscription.unsubscribe();

    expect(data).toEqual(DEFAULT_PUBLIC_STORE);
    expect(sent.requests()).toEqual([]);
  });

  it('leaves out what the same data would give differently each time', async () => {
    const server = makeStore();
    await server.dispatch(
      storeApi.util.upsertQueryData('getStore', undefined, DEFAULT_PUBLIC_STORE),
    );
    const first = JSON.stringify(serializableState(server.getState()));
    const again = makeStore();
    await again.dispatch(
      storeApi.util.upsertQueryData('getStore', undefined, DEFAULT_PUBLIC_STORE),
    );
    expect(JSON.stringify(serializableState(again.getState()))).toBe(first);
  });
});
