// How every Node server of the storefront sends its answers: the API, the shell's server and
// the remotes' static server register this one plugin.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import fp from 'fastify-plugin';

/** Webpack names every chunk but the entries with an 8-character content hash. */
const HASHED_FILE = /\.[0-9a-f]{8}\.js(\.map)?$/;

/**
 * The Cache-Control of a built file: a hashed file never changes, so it is cached for a year;
 * anything else (the entry points) is revalidated by ETag on every use.
 * @param {string} file
 */
export const cacheControlOf = (file) =>
  HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * A weak ETag of each answer made in memory (a matching If-None-Match gets 304 without a body),
 * then brotli or gzip by the client's Accept-Encoding above the threshold, with
 * `Vary: Accept-Encoding`. Answers that already have an encoding (precompressed files, proxied
 * answers) pass untouched. The ETag is taken before compression, so one ETag names a body in
 * every encoding: hence weak.
 *
 * With `streams`, what a streamed answer writes is flushed through the compressor at once (a page
 * whose layout is sent before its data must not wait in the compressor's buffer); an answer sent
 * whole is one write, so it compresses as well as before.
 */
export const httpTransport = fp(
  /** @param {import('fastify').FastifyInstance} app @param {{ streams?: boolean }} options */
  async (app, { streams = false } = {}) => {
    await app.register(etag, { weak: true });
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Answers made per request: a fast brotli level costs less CPU than gzip's default.
      brotliOptions: {
        params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        ...(streams && { flush: constants.BROTLI_OPERATION_FLUSH }),
      },
      ...(streams && { zlibOptions: { flush: constants.Z_SYNC_FLUSH } }),
    });
  },
  { name: 'storefront-http-transport' },
);
