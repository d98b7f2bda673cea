import {
  baseApi,
  makeStore,
  selectAuthLoading,
  selectIsAuthenticated,
  selectUser,
  userSet,
  type AuthHint,
} from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { clearUserWhenSessionEnds, startAuth } from './start-auth';

const SIGNED_IN: AuthHint & { present: boolean } = {
  authenticated: true,
  userId: 'user-1',
  present: true,
};

function answer(status: number, body?: unknown) {
  return jest.spyOn(window, 'fetch').mockImplementation(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
}

const authOf = (store: ReturnType<typeof makeStore>) => {
  const state = store.getState();
  return {
    user: selectUser(state),
    isAuthenticated: selectIsAuthenticated(state),
    loading: selectAuthLoading(state),
  };
};

afterEach(() => jest.restoreAllMocks());

describe('the auth start-up', () => {
  it('fetches the current user with credentials and Accept JSON when flagged with an id', async () => {
    const fetch = answer(200, testUser());
    const store = makeStore();
    await startAuth(store.dispatch, SIGNED_IN);
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.method).toBe('GET');
    expect(request.url).toMatch(/\/api\/v1\/auth\/me$/);
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(authOf(store)).toEqual({ user: testUser(), isAuthenticated: true, loading: false });
  });

  it.each([
    ['not flagged', { authenticated: false, userId: 'user-1', present: true }],
    ['flagged without a user id', { authenticated: true, userId: null, present: true }],
    ['without any hint', { authenticated: false, userId: null, present: false }],
  ])('asks nobody when %s, and ends loading signed out', async (_case, hint) => {
    const fetch = answer(200, testUser());
    const store = makeStore();
    await startAuth(store.dispatch, hint);
    expect(fetch).not.toHaveBeenCalled();
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('clears the user on a response without data', async () => {
    answer(200);
    const store = makeStore();
    store.dispatch(userSet(testUser()));
    await startAuth(store.dispatch, SIGNED_IN);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('clears the user on an unauthorized error', async () => {
    answer(401, { statusCode: 401, code: 'ENTITY_UNAUTHORIZED_ACTION', message: 'no' });
    const store = makeStore();
    await startAuth(store.dispatch, SIGNED_IN);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('only ends loading when the API cannot answer, so the next start asks again', async () => {
    answer(503, { statusCode: 503, code: 'UNKNOWN_ERROR', message: 'down' });
    const store = makeStore();
    await startAuth(store.dispatch, SIGNED_IN);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
    expect(document.cookie).toBe('');
  });
});

describe('a session that ends while the page is open', () => {
  const ordersApi = baseApi.injectEndpoints({
    endpoints: (build) => ({ testOrders: build.query<unknown, void>({ query: () => 'order' }) }),
  });

  it.each([
    [401, 'ENTITY_UNAUTHORIZED_ACTION', false],
    [403, 'ENTITY_FORBIDDEN_ACTION', true],
    [500, 'UNKNOWN_ERROR', true],
  ])('after a %s %s, the visitor is signed in: %p', async (status, code, signedIn) => {
    answer(status, { statusCode: status, code, message: code });
    const store = makeStore();
    clearUserWhenSessionEnds(store.dispatch);
    store.dispatch(userSet(testUser()));
    await store.dispatch(ordersApi.endpoints.testOrders.initiate(undefined, { subscribe: false }));
    expect(selectIsAuthenticated(store.getState())).toBe(signedIn);
  });
});
