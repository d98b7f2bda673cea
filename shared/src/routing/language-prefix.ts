import { isLanguage, type Language } from '../contracts/languages';
import { matchRoute } from './routes';

export interface PrefixRedirect {
  /** The path the page belongs at (the query and hash are the caller's to keep). */
  path: string;
  /**
   * Whether the address is wrong for everyone (a language prefix in upper case), so the redirect
   * may be permanent; otherwise it depends on the visitor's language.
   */
  permanent: boolean;
}

/** An unknown two-letter code in the place of the language (`/de/catalog`). */
const LANGUAGE_LIKE = /^[a-z]{2}$/i;

/**
 * Where a path without a valid language prefix belongs, or null when it has one:
 * - a prefix in upper or mixed case (`/EN/catalog`) is the lower-case page;
 * - an unknown two-letter prefix followed by a known route (`/de/catalog`, `/fr`) is the same
 *   page without it, in the visitor's language;
 * - anything else (`/`, `/contact-us`, `/de/no-such-page`) is the whole path in the visitor's
 *   language (which then answers 404 if it is no page).
 */
export function languagePrefixRedirect(
  pathname: string,
  visitorLanguage: Language,
): PrefixRedirect | null {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(pathname) ?? [];
  if (isLanguage(first)) return null;
  const lower = first.toLowerCase();
  if (isLanguage(lower)) return { path: `/${lower}${rest}`, permanent: true };
  if (LANGUAGE_LIKE.test(first) && matchRoute(`/${visitorLanguage}${rest}`)) {
    return { path: `/${visitorLanguage}${rest}`, permanent: false };
  }
  return {
    path: pathname === '/' ? `/${visitorLanguage}` : `/${visitorLanguage}${pathname}`,
    permanent: false,
  };
}
