// The admin routes of a remote's server, `/_releases`, for the release CLI with `--store <url>`:
// uploads, moving the pointer and the listing, all behind `Authorization: Bearer $RELEASE_TOKEN`.
// The store on disk does the work (FolderStore), exactly as for a store folder.
//
//   PUT  /_releases/uploads/<upload>/<path>   one file of a build (raw bytes)
//   POST /_releases/uploads/<upload>          { id, remote?, commit? }: publish what was uploaded
//   POST /_releases/live                      { action: 'promote' | 'rollback', release?, expect? }
//   GET  /_releases                           the releases, the pointer and its history
//
// Errors answer `{ error: { code, message } }` with 401, 404, 409 (conflict, corrupt), 413 or 422.
import { createHash, timingSafeEqual } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';
import { safeSegments } from './url-path.mjs';

/** @typedef {import('./folder-store.mjs').FolderStore} FolderStore */

/** The largest file of a build taken (a vendor chunk's source map is a few MiB). */
export const UPLOAD_FILE_LIMIT_BYTES = 64 * 1024 * 1024;
const JSON_LIMIT_BYTES = 16 * 1024;
const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** @param {string} text */
const sha256 = (text) => createHash('sha256').update(text).digest();

/**
 * @param {unknown} value
 * @param {string} name
 * @returns {string | undefined}
 */
function optionalString(value, name) {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ReleaseError('invalid', `${name} must be a string`);
  return value;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: FolderStore, token: string }} options
 */
export async function releaseRoutes(app, { store, token }) {
  // Hashes have one length whatever the token's, so comparing them takes the same time for any
  // guess: how far a guess matches is not told by the time the answer takes.
  const expected = sha256(token);
  app.addHook('onRequest', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(sha256(given), expected)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new ReleaseError(
        'unauthorized',
        'a valid release token is required (Authorization: Bearer $RELEASE_TOKEN)',
      );
    }
  });

  app.setErrorHandler((error, request, reply) => {
    // Fastify's own refusals (a body too large, bad JSON) in the same shape as the store's.
    const { statusCode = 500, message } = /** @type {import('fastify').FastifyError} */ (error);
    const known =
      error instanceof ReleaseError
        ? error
        : statusCode === 413
          ? new ReleaseError('too-large', message)
          : statusCode < 500
            ? new ReleaseError('invalid', message)
            : null;
    if (!known) request.log.error(error);
    const answer = known ?? new ReleaseError('failed', 'the store failed; see the server log');
    return reply.code(answer.status).send(answer.toJSON());
  });

  /** @param {string} upload */
  const stagingOf = (upload) => {
    if (!UPLOAD_ID.test(upload)) throw new ReleaseError('invalid', 'an upload id is 32 hex digits');
    return path.join(store.releasesDir, `.incoming-${upload}`);
  };

  /**
   * Writes one file of an upload into its staging folder.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async function storeFile(request, reply) {
    // From the URL as sent: the router's decoded parameters would hide an encoded `/` or `..`.
    const segments = safeSegments(request.url);
    if (!segments || segments.length < 4) {
      throw new ReleaseError('invalid', `${request.url} names no file a release can hold`);
    }
    const [, , upload = '', ...inBuild] = segments;
    const staged = stagingOf(upload);
    const file = path.join(staged, ...inBuild);
    // Cannot happen after safeSegments; kept so that no later change there opens a way out.
    if (!file.startsWith(staged + path.sep))
      throw new ReleaseError('invalid', 'outside the upload');
    await store.stagingDir(upload);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, /** @type {Buffer | undefined} */ (request.body) ?? Buffer.alloc(0));
    return reply.code(204).send();
  }

  // A build's files are taken as the bytes they are, whatever type the client names.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.put('/_releases/uploads/:upload/*', { bodyLimit: UPLOAD_FILE_LIMIT_BYTES }, storeFile);
  });

  app.post(
    '/_releases/uploads/:upload',
    { bodyLimit: JSON_LIMIT_BYTES },
    async (request, reply) => {
      const staged = stagingOf(/** @type {{ upload: string }} */ (request.params).upload);
      const body = /** @type {Record<string, unknown>} */ (request.body ?? {});
      const claimedId = optionalString(body.id, 'id');
      if (!claimedId)
        throw new ReleaseError('invalid', 'say which id the uploaded files hash to: { "id": … }');
      if (!(await stat(staged).catch(() => null))) {
        throw new ReleaseError('not-found', 'no such upload: PUT its files first');
      }
      const published = await store.publishStaged(staged, {
        claimedId,
        remote: optionalString(body.remote, 'remote') ?? null,
        commit: optionalString(body.commit, 'commit') ?? null,
      });
      return reply.code(published.status === 'published' ? 201 : 200).send(published);
    },
  );

  app.post('/_releases/live', { bodyLimit: JSON_LIMIT_BYTES }, async (request) => {
    const body = /** @type {Record<string, unknown>} */ (request.body ?? {});
    const release = optionalString(body.release, 'release');
    const expect = optionalString(body.expect, 'expect');
    if (body.action === 'promote') {
      if (!release)
        throw new ReleaseError('invalid', 'say which release to promote: { "release": … }');
      return store.promote(release, { expect });
    }
    if (body.action === 'rollback') return store.rollback({ expect, to: release });
    throw new ReleaseError('invalid', 'action must be "promote" or "rollback"');
  });

  app.get('/_releases', async () => store.list());
}
