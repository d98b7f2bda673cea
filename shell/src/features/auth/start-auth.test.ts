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
import { apiError, apiPath, apiServer, sent, setUpFakeApi } from '@storefront/shared/testing/api';
import { http, HttpResponse } from 'msw';
import { clearUserWhenSessionEnds, startAuth } from './start-auth';

const SIGNED_IN: AuthHint & { present: boolean } = {
  authenticated: true,
  userId: 'user-1',
  present: true,
};

/** The shop answers `GET auth/me` so. */
const meAnswers = (answer: () => Response) => apiServer.use(http.get(apiPath('auth/me'), answer));

const authOf = (store: ReturnType<typeof makeStore>) => {
  const state = store.getState();
  return {
    user: selectUser(state),
    isAuthenticated: selectIsAuthenticated(state),
    loading: selectAuthLoading(state),
  };
};

setUpFakeApi();

describe('the auth start-up', () => {
  it('fetches the current user with credentials and Accept JSON when flagged with an id', async () => {
    meAnswers(() => HttpResponse.json(testUser()));
    const store = makeStore();
    await startAuth(store.dispatch, SIGNED_IN);
    const [request] = sent.requests() as [Request];
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
    meAnswers(() => HttpResponse.json(testUser()));
    const store = makeStore();
    await startAuth(store.dispatch, hint);
    expect(sent.requests()).toEqual([]);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('clears the user on a response without data', async () => {
    meAnswers(() => new HttpResponse(null, { status: 200 }));
    const store = makeStore();
    store.dispatch(userSet(testUser()));
    await startAuth(store.dispatch, SIGNED_IN);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('clears the user on an unauthorized error', async () => {
    meAnswers(() => apiError(401, 'ENTITY_UNAUTHORIZED_ACTION'));
    const store = makeStore();
    await startAuth(store.dispatch, SIGNED_IN);
    expect(authOf(store)).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('only ends loading when the API cannot answer, so the next start asks again', async () => {
    meAnswers(() => apiError(503, 'UNKNOWN_ERROR'));
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
  ] as const)('after a %s %s, the visitor is signed in: %p', async (status, code, signedIn) => {
    apiServer.use(http.get(apiPath('order'), () => apiError(status, code)));
    const store = makeStore();
    clearUserWhenSessionEnds(store.dispatch);
    store.dispatch(userSet(testUser()));
    await store.dispatch(ordersApi.endpoints.testOrders.initiate(undefined, { subscribe: false }));
    expect(selectIsAuthenticated(store.getState())).toBe(signedIn);
  });
});
