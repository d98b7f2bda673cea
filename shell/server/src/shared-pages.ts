import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CACHE_TAGS,
  COOKIES,
  PRIVATE_ROUTES,
  cookieFromHeader,
  type PublicStore,
  type RouteMatch,
} from '@storefront/shared/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderRequest } from '@storefront/shell/ssr';
import { encodingsOf } from './kept-encodings';
import type { PageCache, RenderLabels, Rendering } from './page-cache';
import type { Releases, RemoteRelease } from './remote-releases';

/**
 * What a page is made from: its render's request (the request's RenderInputs, and what the server
 * holds now) without what is the response's own (the nonce, the request id, the visitor's
 * signal). The page route renders from it and the cache keys by it, so nothing can be read by one
 * and missed by the other.
 */
export interface PageInputs extends Omit<
  RenderRequest,
  'nonce' | 'requestId' | 'whole' | 'signal' | 'releases'
> {
  releases: Releases;
}

/** What the page route answers: a page (whole or streamed), or a redirect (a Location, no body). */
export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string | Readable;
  /** Whole, complete and the same for every request with its inputs: it may be kept. */
  keep: boolean;
  /** Nothing of its own response is in it (no nonce): requests for the same key may get it too. */
  share: boolean;
  /** The cache tags of the API answers its render used (none when it was not rendered). */
  tags: string[];
}

/** A release as a page's label: a page is forgotten when it is no longer live. */
export const releaseTag = (name: string, release: RemoteRelease) => `${name} ${release.manifest}`;

export const labelsOf = (page: Pick<PageInputs, 'releases'>, build: string): RenderLabels => ({
  build,
  releases: Object.entries(page.releases).map(([name, release]) => releaseTag(name, release)),
});

/**
 * The cookies of a signed-in browser: the API's httpOnly session (SESSION_COOKIE in
 * api/src/services/accounts/sessions.ts, first-party through the shell's proxy), and the hints
 * the storefront keeps beside it.
 */
const SIGNED_IN = ['sid', COOKIES.authenticated, COOKIES.authUser];

/**
 * Whether the cache may serve this request: a page that is not about one person, for a browser
 * that is not signed in, whose answer sets no cookie but the language one. (A signed-in shopper's
 * page is the same public page, since no cookie reaches the render; it is still rendered for them
 * alone, so that no request with a session ever makes or reads an entry a guest gets.)
 */
export function mayShare(
  request: FastifyRequest,
  reply: FastifyReply,
  match: RouteMatch | null,
): boolean {
  if (match && PRIVATE_ROUTES.has(match.route.name)) return false;
  if (SIGNED_IN.some((name) => cookieFromHeader(request.headers.cookie, name) !== null))
    return false;
  const cookies = [reply.getHeader('set-cookie') ?? []].flat().map(String);
  return cookies.every((cookie) => cookie.startsWith(`${COOKIES.language}=`));
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** The store's digest, made once per copy the server reads (a new copy is a new object). */
const storeVersions = new WeakMap<PublicStore, string>();
function storeVersion(store: PublicStore | null): string | null {
  if (!store) return null;
  let version = storeVersions.get(store);
  if (!version) {
    version = digest(JSON.stringify(store));
    storeVersions.set(store, version);
  }
  return version;
}

/** JSON with every object's keys in order, so equal inputs give equal text. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/**
 * The cache's key of a page: a digest of everything it is made from (PageInputs, the public store
 * by its digest) and the shell's build.
 */
export function pageKey(page: PageInputs, build: string): string {
  return digest(
    JSON.stringify({ ...page, publicStore: storeVersion(page.publicStore), build }, sortedKeys),
  );
}

/**
 * The headers of a kept page. Browsers revalidate it on every use as before (max-age=0 and
 * must-revalidate: its ETag, the one the server gives any page, gives a 304). Shared caches may
 * keep it as the server does: fresh for s-maxage; CDN-Cache-Control (RFC 9213, read by CDNs only)
 * adds the stale time, which in Cache-Control browsers would apply too. Vary names what the key
 * reads of the request, the Cookie header (currency and cookie choice) and the User-Agent (crawler
 * or not), and the encoding.
 */
export function keptPageHeaders(
  status: number,
  body: Buffer,
  cache: PageCache,
): Record<string, string> {
  const fresh = Math.floor(cache.freshMs / 1000);
  const stale =
    status === 200 ? `, stale-while-revalidate=${Math.floor(cache.staleMs / 1000)}` : '';
  return {
    'Cache-Control': `public, max-age=0, must-revalidate, s-maxage=${fresh}`,
    'CDN-Cache-Control': `public, max-age=${fresh}${stale}`,
    // As @fastify/etag makes it (weak, SHA-1 of the body before compression), once.
    ETag: `W/"${createHash('sha1').update(body).digest('base64')}"`,
    // In lower case as @fastify/compress writes it (which adds it again otherwise).
    Vary: 'Cookie, User-Agent, accept-encoding',
  };
}

/**
 * A page route's answer as the cache takes it (see Rendering); a page to be kept with its headers
 * for shared caches and its body in each encoding.
 */
export async function renderingOf(
  answer: PageAnswer,
  cache: PageCache,
): Promise<Rendering<PageAnswer>> {
  if (!answer.share || typeof answer.body !== 'string') return { own: answer };
  const { status, headers, keep } = answer;
  const body = Buffer.from(answer.body);
  if (!keep) return { page: { status, headers, body }, keep };
  return {
    page: {
      status,
      headers: { ...headers, ...keptPageHeaders(status, body, cache) },
      body,
      encoded: await encodingsOf(body),
    },
    keep,
    // Every page is made from the public store too (its header, footer, head).
    tags: [CACHE_TAGS.store, ...answer.tags],
  };
}
