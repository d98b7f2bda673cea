/** Names of the cookies the storefront keeps (spec point 4). */
export const COOKIES = {
  language: 'i18n_redirected',
  currency: 'app-currency',
  cookieBanner: 'app-cookie-banner',
  /** An earlier cart store, cleared at app start (spec point 3); the cart lives in localStorage. */
  cart: 'cart',
} as const;

/** The language cookie and the other preference cookies last a year (spec point 4). */
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
