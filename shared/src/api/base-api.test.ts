import { delay, http } from 'msw';
import { makeStore } from '../store/make-store';
import { apiPath, apiServer, setUpFakeApi } from '../testing/api';
import { storeApi } from './store-api';

setUpFakeApi();

describe("the store's signal (ApiExtra.signal)", () => {
  it('cancels the requests under way when it is aborted (a server render whose visitor left)', async () => {
    let cancelled = false;
    // An API that never answers: only a cancelled request ends.
    apiServer.use(
      http.get(apiPath('store'), async ({ request }) => {
        request.signal.addEventListener('abort', () => (cancelled = true));
        await delay('infinite');
      }),
    );
    const visit = new AbortController();
    const store = makeStore({ extra: { signal: visit.signal } });
    const request = store.dispatch(storeApi.endpoints.getStore.initiate());
    await new Promise((resolve) => setTimeout(resolve, 50));
    visit.abort();

    const { error } = await request;
    expect(error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(cancelled).toBe(true);
  });
});

describe("the store's answered (ApiExtra.answered)", () => {
  it('is told of every answer, a refusal too, with its headers (a render reads its cache tags)', async () => {
    apiServer.use(
      http.get(apiPath('store'), () =>
        Response.json({ statusCode: 404 }, { status: 404, headers: { 'x-cache-tags': 'store' } }),
      ),
    );
    const seen: (string | null)[] = [];
    const store = makeStore({
      extra: { answered: (response) => seen.push(response.headers.get('x-cache-tags')) },
    });
    const { error } = await store.dispatch(storeApi.endpoints.getStore.initiate());
    expect(error).toMatchObject({ status: 404 });
    expect(seen).toEqual(['store']);
  });
});
