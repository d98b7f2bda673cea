import { LANGUAGE_COOKIE_DAYS, cookieFromHeader } from '../contracts/cookies';

const DAY_SECONDS = 24 * 60 * 60;

/** Reads a cookie of this page. */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : cookieFromHeader(document.cookie, name);
}

/** Writes a first-party cookie for the whole site, readable by the client. */
export function writeCookie(name: string, value: string, days = LANGUAGE_COOKIE_DAYS): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${days * DAY_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** Removes a cookie of the whole site. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
