import { isAnyOf } from '@reduxjs/toolkit';
import { deleteCookie, readCookie, writeCookie } from '../browser/cookies';
import { AUTH_COOKIE_DAYS, COOKIES } from '../contracts/cookies';
import type { User } from '../contracts/user';
import { userCleared, userSet } from './auth-slice';
import { addAppListener } from './make-store';
import type { AppDispatch } from './store-types';

/** What the auth cookies tell at start: the flag and the user's id (the hint, not the user). */
export interface AuthHint {
  authenticated: boolean;
  userId: string | null;
}

/** The `auth-user` cookie's value: the id and role only, never the user's personal data. */
export function authUserCookieValue(user: Pick<User, '_id' | 'role'>): string {
  return JSON.stringify({ _id: user._id, role: user.role });
}

/** Reads the auth cookies; a cookie that is not what it should be counts as absent. */
export function readAuthHint(
  read: (name: string) => string | null = readCookie,
): AuthHint & { present: boolean } {
  const flag = read(COOKIES.authenticated);
  const raw = read(COOKIES.authUser);
  let userId: string | null = null;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const id = (parsed as { _id?: unknown } | null)?._id;
    if (typeof id === 'string' && id) userId = id;
  } catch {
    userId = null;
  }
  return { authenticated: flag === 'true', userId, present: flag !== null || raw !== null };
}

/** Writes the hints for a signed-in user, or removes them (`null`). */
export function writeAuthCookies(user: Pick<User, '_id' | 'role'> | null): void {
  if (user) {
    writeCookie(COOKIES.authUser, authUserCookieValue(user), AUTH_COOKIE_DAYS);
    writeCookie(COOKIES.authenticated, 'true', AUTH_COOKIE_DAYS);
  } else {
    deleteCookie(COOKIES.authUser);
    deleteCookie(COOKIES.authenticated);
  }
}

/**
 * Keeps the auth cookies in step with the store: every `userSet` writes them and every
 * `userCleared` removes them. The shell calls this once, right after making the store.
 */
export function persistAuthCookies(dispatch: AppDispatch) {
  return dispatch(
    addAppListener({
      matcher: isAnyOf(userSet, userCleared),
      effect: (action) => writeAuthCookies(userSet.match(action) ? action.payload : null),
    }),
  );
}
