import { COOKIES } from '../contracts/cookies';
import type { User } from '../contracts/user';
import { testUser } from '../testing';
import { makeStore } from './make-store';
import { persistAuthCookies, readAuthHint } from './auth-cookies';
import {
  authLoaded,
  authSlice,
  favoriteAdded,
  favoriteRemoved,
  initialAuth,
  selectAuthLoading,
  selectIsAuthenticated,
  selectIsStaff,
  selectUser,
  userCleared,
  userSet,
} from './auth-slice';

const reduce = authSlice.reducer;

function clearCookies() {
  for (const name of [COOKIES.authUser, COOKIES.authenticated])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
}

describe('the auth slice', () => {
  it('starts loading, signed out', () => {
    expect(initialAuth).toEqual({ user: null, isAuthenticated: false, loading: true });
    const state = makeStore().getState();
    expect(selectUser(state)).toBeNull();
    expect(selectIsAuthenticated(state)).toBe(false);
    expect(selectAuthLoading(state)).toBe(true);
  });

  it('marks the visitor authenticated when a user is set', () => {
    const state = reduce(initialAuth, userSet(testUser()));
    expect(state).toEqual({ user: testUser(), isAuthenticated: true, loading: false });
  });

  it('clears the user and the flag', () => {
    const state = reduce(reduce(initialAuth, userSet(testUser())), userCleared());
    expect(state).toEqual({ user: null, isAuthenticated: false, loading: false });
  });

  it('ends loading without changing the user', () => {
    expect(reduce(initialAuth, authLoaded())).toEqual({ ...initialAuth, loading: false });
  });

  it('makes an unknown or missing role Customer', () => {
    const state = reduce(initialAuth, userSet(testUser({ role: 'MANAGER' as User['role'] })));
    expect(state.user?.role).toBe('Customer');
  });

  it('adds a favorite once, last added first, and removes it', () => {
    let state = reduce(initialAuth, userSet(testUser()));
    state = reduce(state, favoriteAdded('p-2'));
    state = reduce(state, favoriteAdded('p-2'));
    expect(state.user?.favoriteProducts).toEqual(['p-2', 'p-1']);
    state = reduce(state, favoriteRemoved('p-1'));
    expect(state.user?.favoriteProducts).toEqual(['p-2']);
    expect(reduce(initialAuth, favoriteAdded('p-3')).user).toBeNull();
  });

  it.each([
    ['Admin', 'user-1', true],
    ['Owner', 'user-1', true],
    ['Customer', 'user-1', false],
    ['Admin', '', false],
  ] as const)('counts %s with id %p as staff: %p', (role, id, staff) => {
    const store = makeStore();
    store.dispatch(userSet(testUser({ role, _id: id })));
    expect(selectIsStaff(store.getState())).toBe(staff);
  });
});

describe('the auth cookies', () => {
  afterEach(clearCookies);

  it('keeps the id and role of a signed-in user and the flag, and removes them on clearing', () => {
    const store = makeStore();
    persistAuthCookies(store.dispatch);
    store.dispatch(userSet(testUser({ role: 'Owner' })));
    expect(JSON.parse(decodeURIComponent(cookie(COOKIES.authUser)!))).toEqual({
      _id: 'user-1',
      role: 'Owner',
    });
    expect(document.cookie).not.toContain('ada@example.com');
    expect(readAuthHint()).toEqual({ authenticated: true, userId: 'user-1', present: true });

    store.dispatch(userCleared());
    expect(cookie(COOKIES.authUser)).toBeNull();
    expect(readAuthHint()).toEqual({ authenticated: false, userId: null, present: false });
  });

  it('treats a damaged user cookie as no user id', () => {
    const values: Record<string, string> = {
      [COOKIES.authenticated]: 'true',
      [COOKIES.authUser]: '{not json',
    };
    expect(readAuthHint((name) => values[name] ?? null)).toEqual({
      authenticated: true,
      userId: null,
      present: true,
    });
  });
});

function cookie(name: string): string | null {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? entry.slice(name.length + 1) : null;
}
