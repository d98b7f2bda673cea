import httpProxy from '@fastify/http-proxy';
import { ALL_TAGS, CACHE_TAGS, INVALIDATED_HEADER, tagsOf } from '@storefront/shared/core';
import { REQUEST_ID_HEADER } from '@storefront/shared/observability';
import type { FastifyInstance } from 'fastify';
import type { Invalidations } from './invalidations';
import { apiUnreachable } from './outage';
import { withoutConnectionHeaders } from './proxy-headers';

/**
 * The API under /api/v1 (so cookies stay first-party). The answer to a staff write names the
 * cache tags it made stale (INVALIDATED_HEADER): their pages are dropped here, in memory and in
 * the shared tier, before the answer goes on, so the browser's next request cannot get one.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  { apiUrl, invalidations }: { apiUrl: string; invalidations: Invalidations },
): Promise<void> {
  await app.register(httpProxy, {
    upstream: apiUrl,
    prefix: '/api/v1',
    rewritePrefix: '/api/v1',
    replyOptions: {
      // The visitor's address as TRUST_PROXY allows it to be known, never one a client claims.
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': request.ip,
        [REQUEST_ID_HEADER]: request.id,
      }),
      rewriteHeaders: withoutConnectionHeaders,
      // An API that sheds load (503) is not asked again at once: reply-from would retry a GET up
      // to ten times, multiplying the load on an API already past its limit.
      retryDelay: () => null,
      // An API that cannot be reached (refused, reset, timed out) is unavailable for now: 503,
      // as the server's own render says, never a 500 of the shell's.
      onError: (reply) => apiUnreachable(reply),
      onResponse: (_request, reply, response) => {
        // The API's headers are the reply's by now (rewriteHeaders).
        const named = String(reply.getHeader(INVALIDATED_HEADER) ?? '');
        // Too many tags to name (ALL_TAGS): every kept page is labelled `store` (see
        // shared-pages.ts), so dropping by it drops them all, in memory and in Redis.
        const tags = named === ALL_TAGS ? [CACHE_TAGS.store] : tagsOf(named);
        if (tags.length === 0) return void reply.send(response.stream);
        void invalidations.drop(tags, 'write').finally(() => reply.send(response.stream));
      },
    },
  });
}
