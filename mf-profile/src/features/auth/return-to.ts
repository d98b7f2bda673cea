import {
  AUTH_OVERLAYS,
  OVERLAY_QUERY,
  RETURN_TO_QUERY,
  localePath,
  matchRoute,
  switchLanguagePath,
  type Language,
} from '@storefront/shared';

/** Any absolute URL is read against this origin; a path of the site keeps it. */
const SITE = 'http://storefront.invalid';

/** The teams whose pages ask a guest to sign in, and so may be returned to after it. */
const RETURNABLE_OWNERS = new Set(['profile', 'admin']);

/**
 * Where the sign-in dialog may send the visitor after signing in: a page of the profile or of
 * the back office only, on this site (no other origin, no `//host`), in the page language, with
 * its query. Anything else is ignored (null), so a crafted link cannot send a shopper elsewhere.
 */
export function safeReturnTo(value: string | null, lang: Language): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  const match = url.origin === SITE ? matchRoute(url.pathname) : null;
  if (!match || !RETURNABLE_OWNERS.has(match.route.owner)) return null;
  return switchLanguagePath(url.pathname, lang) + url.search;
}

/** The home page with the sign-in dialog open, returning to `path` after signing in. */
export function signInPath(lang: Language, path: string): string {
  const query = new URLSearchParams({
    [OVERLAY_QUERY]: AUTH_OVERLAYS.login,
    [RETURN_TO_QUERY]: path,
  });
  return `${localePath('home', {}, lang)}?${query.toString()}`;
}
