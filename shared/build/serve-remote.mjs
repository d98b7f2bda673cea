#!/usr/bin/env node
// Serves a remote's production build, the way its Docker image does with nginx: the brotli or
// gzip file beside each asset by content negotiation, ETag and Last-Modified revalidation (304),
// CORS for the shell's origins, hashed chunks cached for a year, and the entry points
// (remoteEntry.js, mf-manifest.json) revalidated so a new deploy is picked up at once. Source maps
// are kept from the public unless SOURCE_MAPS_PUBLIC=true (upload them to an error tracker).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheControlOf, httpTransport } from '../server/http-transport.mjs';

/**
 * @param {{ root: string, allowedOrigins: string[], logLevel?: string, sourceMapsPublic?: boolean }} options
 */
export async function buildRemoteServer({
  root,
  allowedOrigins,
  logLevel = 'warn',
  sourceMapsPublic = false,
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
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    preCompressed: true,
    // The build's files, not a page: no harness at `/` (an older build's index.html included),
    // and source maps only when public.
    index: false,
    allowedPath: (pathname) =>
      pathname !== '/' &&
      !pathname.startsWith('/index.html') &&
      (sourceMapsPublic || !pathname.endsWith('.map')),
    cacheControl: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', cacheControlOf(file)),
  });
  return app;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const root = process.argv[2] ?? 'dist';
  const port = Number(process.env.PORT ?? process.argv[3] ?? 3001);
  const host = process.env.HOST ?? '0.0.0.0';
  const allowedOrigins = (process.env.ALLOWED_ORIGINS ?? 'http://localhost:3000')
    .split(',')
    .map((origin) => origin.trim());
  const app = await buildRemoteServer({
    root,
    allowedOrigins,
    logLevel: process.env.LOG_LEVEL,
    sourceMapsPublic: process.env.SOURCE_MAPS_PUBLIC === 'true',
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  await app.listen({ port, host });
  console.log(`[remote] serving ${path.resolve(root)} on http://${host}:${port}`);
}
