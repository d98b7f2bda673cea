#!/usr/bin/env node
// Serves a remote's production build, the way its Docker image does with nginx: the brotli or
// gzip file beside each asset by content negotiation, ETag and Last-Modified revalidation (304),
// CORS for the shell's origins, hashed chunks cached for a year, and the entry points
// (remoteEntry.js, mf-manifest.json) revalidated so a new deploy is picked up at once. Source maps
// are kept from the public unless SOURCE_MAPS_PUBLIC=true (upload them to an error tracker).
//
// The folder is a build (it has remoteEntry.js) or a release store (docs/releasing-a-remote.md):
// `releases/<id>/` is cached for good (a release never changes), `live.json` is revalidated, and
// nothing else answers: the shell reads the pointer and names the release, so no unversioned URL
// can mix two releases in one page (nginx serves a store the same way). With RELEASE_TOKEN set, a
// store also takes
// releases and pointer moves at `/_releases` (release/release-routes.mjs); without, that is 404.
//
// node shared/build/serve-remote.mjs <folder> <port>   (PORT, HOST, ALLOWED_ORIGINS, LOG_LEVEL,
// SOURCE_MAPS_PUBLIC, RELEASE_TOKEN, RELEASES_KEEP)
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheControlOf, httpTransport } from '../server/http-transport.mjs';
import { DEFAULT_KEEP, FolderStore, LIVE_FILE, RELEASES_DIR } from './release/folder-store.mjs';
import { isReleaseId } from './release/release-id.mjs';
import { releaseRoutes } from './release/release-routes.mjs';
import { safeSegments } from './release/url-path.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * @param {{ root: string, allowedOrigins: string[], logLevel?: string, sourceMapsPublic?: boolean,
 *   store?: boolean, releaseToken?: string, keep?: number }} options `store`: `root` is a release
 *   store, not a build; `releaseToken`: the admin routes' token (none: no admin routes); `keep`:
 *   how many releases pruning keeps
 */
export async function buildRemoteServer({
  root,
  allowedOrigins,
  logLevel = 'warn',
  sourceMapsPublic = false,
  store = false,
  releaseToken,
  keep = DEFAULT_KEEP,
}) {
  const app = Fastify({ logger: logLevel === 'silent' ? false : { level: logLevel } });
  await app.register(cors, {
    origin: allowedOrigins.includes('*') ? true : allowedOrigins,
    methods: ['GET', 'HEAD'],
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  // Compresses what has no precompressed copy.
  await app.register(httpTransport);
  // The build's files, not a page: no harness at `/` (an older build's index.html included), and
  // source maps only when public.
  /** @param {string} pathname */
  const isPublic = (pathname) =>
    pathname !== '/' &&
    !pathname.startsWith('/index.html') &&
    (sourceMapsPublic || !pathname.endsWith('.map'));
  const files = {
    root: path.resolve(root),
    preCompressed: true,
    index: /** @type {false} */ (false),
    cacheControl: false,
  };
  if (!store) {
    await app.register(fastifyStatic, {
      ...files,
      allowedPath: isPublic,
      setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlOf(file)),
    });
    return app;
  }

  const releases = new FolderStore(root, { keep });
  await app.register(fastifyStatic, { ...files, serve: false });
  app.get('/*', async (request, reply) => {
    const segments = safeSegments(request.url);
    if (!segments || !isPublic(`/${segments.join('/')}`)) return reply.callNotFound();
    const [first, id] = segments;
    if (segments.length === 1 && first === LIVE_FILE) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(`/${LIVE_FILE}`);
    }
    if (first !== RELEASES_DIR || !isReleaseId(id) || segments.length < 3)
      return reply.callNotFound();
    reply.header('Cache-Control', IMMUTABLE);
    return reply.sendFile(`/${segments.join('/')}`);
  });
  if (releaseToken) await app.register(releaseRoutes, { store: releases, token: releaseToken });
  return app;
}

/**
 * Serves `root` on `port` with the settings of the environment until SIGINT or SIGTERM.
 * @param {{ root: string, port: number, store: boolean, keep?: number }} options
 */
export async function serveRemote({ root, port, store, keep }) {
  const host = process.env.HOST ?? '0.0.0.0';
  const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim());
  const app = await buildRemoteServer({
    root,
    allowedOrigins,
    logLevel: process.env.LOG_LEVEL,
    sourceMapsPublic: process.env.SOURCE_MAPS_PUBLIC === 'true',
    store,
    releaseToken: process.env.RELEASE_TOKEN || undefined,
    keep,
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host });
  const what = store ? 'the release store' : 'the build';
  console.log(`[remote] serving ${what} ${path.resolve(root)} on http://${host}:${port}`);
  return app;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = process.argv[2] ?? 'dist';
  await serveRemote({
    root,
    port: Number(process.env.PORT || process.argv[3] || 3001),
    // A build has its entry point at the top; anything else is a store (maybe empty as yet).
    store: !existsSync(path.join(root, 'remoteEntry.js')),
    keep: Number(process.env.RELEASES_KEEP || DEFAULT_KEEP),
  });
}
