// How every Node server of the storefront sends its answers: the API, the shell's server and
// the remotes' static server register this one plugin.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
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

/** The encodings answers are compressed in, preferred first. */
const ENCODINGS = ['br', 'gzip'];
/**
 * Answers made per request: a fast brotli level, cheaper than gzip's default. Level 2 takes about
 * half the CPU of level 4 for 7 % more bytes (0.35 against 0.64 ms for a 57 KB product page,
 * 17.2 against 16.1 KB); what is kept for many requests (the shell's page cache) is compressed
 * harder, once.
 */
const BROTLI_QUALITY = { [constants.BROTLI_PARAM_QUALITY]: 2 };
/** Answers made whole in memory that are compressed in one step (see compressWhole). */
const WHOLE_TYPES = /^(text\/html|application\/json)\b/i;
/**
 * Answers up to this size are compressed on the main thread: handing one to libuv's thread pool
 * and back costs more CPU (about 1 ms a page on a busy machine) than compressing it (about 0.5 ms
 * for a 60 KB page); larger ones go to the pool, so no answer holds the event loop long.
 */
const SYNC_LIMIT_BYTES = 128 * 1024;
const ONE_STEP = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/**
 * The encoding @fastify/compress would answer a request in (its negotiation, reading `*` and
 * `x-gzip` as gzip), or null.
 * @param {import('fastify').FastifyRequest} request
 */
function encodingOf(request) {
  const header = request.headers['accept-encoding'];
  if (header === undefined || request.headers['x-no-compression'] !== undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
}

/**
 * Compresses an HTML or JSON answer made whole in memory (a string or a Buffer) in one step (on
 * which thread: see SYNC_LIMIT_BYTES), as @fastify/compress would (the same encodings, level,
 * threshold and `Vary`); its streams (a readable of the answer, a peek at its first bytes, the
 * compressor) cost a page more CPU than the compression itself. Anything else (files, streamed pages, other types) is
 * left to @fastify/compress, which passes what is already encoded.
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {unknown} payload
 */
async function compressWhole(request, reply, payload) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  const bytes = Buffer.byteLength(payload);
  if (bytes < COMPRESS_THRESHOLD_BYTES) return payload;
  const current = reply.getHeader('Content-Encoding');
  if (current !== undefined && current !== 'identity') return payload;
  if (!WHOLE_TYPES.test(String(reply.getHeader('Content-Type') ?? ''))) return payload;
  const encoding = /** @type {'br' | 'gzip' | null} */ (encodingOf(request));
  if (!encoding) return payload;
  const vary = reply.getHeader('Vary');
  if (vary === undefined) reply.header('Vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding'))
    reply.header('Vary', `${String(vary)}, accept-encoding`);
  reply.header('Content-Encoding', encoding).removeHeader('Content-Length');
  if (bytes <= SYNC_LIMIT_BYTES)
    return encoding === 'br'
      ? brotliCompressSync(payload, { params: BROTLI_QUALITY })
      : gzipSync(payload);
  return encoding === 'br'
    ? ONE_STEP.br(payload, { params: BROTLI_QUALITY })
    : ONE_STEP.gzip(payload);
}

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
    // After the ETag (taken of the answer as made), before @fastify/compress's route hooks.
    app.addHook('onSend', compressWhole);
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ENCODINGS,
      brotliOptions: {
        params: BROTLI_QUALITY,
        ...(streams && { flush: constants.BROTLI_OPERATION_FLUSH }),
      },
      ...(streams && { zlibOptions: { flush: constants.Z_SYNC_FLUSH } }),
    });
  },
  { name: 'storefront-http-transport' },
);
