import {
  authLoaded,
  makeStore,
  userCleared,
  userSet,
  type RouteMiddlewareContext,
} from '@storefront/shared';
import { testUser } from '@storefront/shared/testing';
import { requireSignIn } from './require-sign-in';
import { safeReturnTo, signInPath } from './return-to';

function contextFor(store: ReturnType<typeof makeStore>, path = '/pl/profile/orders?page=2') {
  const context: RouteMiddlewareContext = {
    dispatch: store.dispatch,
    getState: store.getState,
    lang: 'pl',
    params: {},
    search: new URLSearchParams(),
    routeName: 'profile-orders',
    path,
  };
  return context;
}

describe('route middleware auth', () => {
  it('sends a guest to sign in, coming back to the page afterwards', async () => {
    const store = makeStore();
    store.dispatch(authLoaded());
    await expect(requireSignIn(contextFor(store))).resolves.toEqual({
      redirect: '/pl?overlay=login&return-to=%2Fpl%2Fprofile%2Forders%3Fpage%3D2',
    });
  });

  it('lets a signed-in customer in', async () => {
    const store = makeStore();
    store.dispatch(userSet(testUser()));
    await expect(requireSignIn(contextFor(store))).resolves.toBeUndefined();
  });

  it('waits for the start-up to learn who is signed in', async () => {
    const store = makeStore();
    const decided = requireSignIn(contextFor(store));
    let settled = false;
    void Promise.resolve(decided).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    store.dispatch(userSet(testUser()));
    await expect(decided).resolves.toBeUndefined();
  });

  it('redirects when the start-up finds the session over', async () => {
    const store = makeStore();
    const decided = requireSignIn(contextFor(store, '/pl/profile'));
    store.dispatch(userCleared());
    await expect(decided).resolves.toEqual({
      redirect: '/pl?overlay=login&return-to=%2Fpl%2Fprofile',
    });
  });
});

describe('the return address after signing in', () => {
  it('is a profile page of this site, in the page language, with its query', () => {
    expect(safeReturnTo('/en/profile/orders?page=2', 'en')).toBe('/en/profile/orders?page=2');
    expect(safeReturnTo('/pl/profile/favorites', 'ua')).toBe('/ua/profile/favorites');
    expect(signInPath('en', '/en/profile')).toBe('/en?overlay=login&return-to=%2Fen%2Fprofile');
  });

  it.each([
    null,
    '',
    'https://evil.example/en/profile',
    '//evil.example/en/profile',
    '/\\evil.example/en/profile',
    'javascript:alert(1)',
    '/en/checkout',
    '/en/profile/unknown',
    'en/profile',
  ])('ignores %p', (value) => {
    expect(safeReturnTo(value, 'en')).toBeNull();
  });
});
