/** Names of the cookies the storefront keeps. */
export const COOKIES = {
  language: 'i18n_redirected',
  currency: 'app-currency',
  cookieBanner: 'app-cookie-banner',
  /** An earlier cart store, cleared at app start; the cart lives in localStorage. */
  cart: 'cart',
  /**
   * Auth hints: the signed-in user's `{ _id, role }` as JSON, and 'true' while
   * signed in. Readable by scripts on purpose and holding nothing sensitive: they only tell the
   * shell at start whether asking `GET auth/me` is worth it. The session itself is the API's
   * httpOnly `sid` cookie, and the user's data comes from the API.
   */
  authUser: 'auth-user',
  authenticated: 'auth-authenticated',
} as const;

/** The auth hints last as long as a session can (the API's SESSION_MAX_DAYS default). */
export const AUTH_COOKIE_DAYS = 30;

/** The language cookie and the other preference cookies last a year. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** One cookie's value from a Cookie header, or null. */
export function cookieFromHeader(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
