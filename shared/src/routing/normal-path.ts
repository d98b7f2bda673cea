import { isRealPage, matchRoute } from './routes';

/** Upper-case ASCII letters, but not the hex digits of a percent-escape (`%C3%B3` stays). */
const UPPER_CASE = /(%[0-9A-Fa-f]{2})|[A-Z]/g;

const lowerCase = (path: string) =>
  path.replace(UPPER_CASE, (letter, escape: string | undefined) => escape ?? letter.toLowerCase());

const isPage = (path: string) => isRealPage(matchRoute(path));

/**
 * The one address of a page asked for another way, or null when the path is already it:
 * - without a trailing slash (`/en/catalog/` is `/en/catalog`, `/en/` is `/en`);
 * - in lower case when that is a page: route names and slugs are lower case, so
 *   `/en/catalog/Coffee` is `/en/catalog/coffee` and `/EN/catalog` is `/en/catalog` (whether the
 *   category exists is its page's to say, once there).
 * The same for every visitor, so the server's redirect is permanent; the query and hash are the
 * caller's to keep.
 */
export function normalPagePath(pathname: string): string | null {
  const trimmed = pathname.replace(/(.)\/+$/, '$1');
  const lower = lowerCase(trimmed);
  const path = lower !== trimmed && isPage(lower) ? lower : trimmed;
  // Never an address of another host (`//host`).
  return path === pathname || path.startsWith('//') ? null : path;
}
