import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PUBLIC_STORE } from '@storefront/shared/core';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { loadShellConfig, type ShellConfig } from './config';

const TEMPLATE = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"/><!--storefront-head--><!--storefront-config--><!--storefront-scripts--></head><body><div id="root"></div></body></html>`;

export interface FakeApi {
  url: string;
  /**
   * The X-Forwarded-For of each request the API got under /api/v1, in order (not the shell's own
   * readiness checks of /readyz, which come in the background at any time).
   */
  forwardedFor: (string | undefined)[];
  /** How many times the store was read. */
  storeReads: () => number;
  close: () => Promise<void>;
}

/**
 * An API that answers the store and a config, keeping its connections alive as Fastify does;
 * `/api/v1/busy` it answers 503 with Retry-After (an API shedding load), `/api/v1/gone` it
 * drops (an API that is down), and `/api/v1/staff-write?tags=…` it answers as a staff write that
 * made those cache tags stale.
 */
export async function startFakeApi(): Promise<FakeApi> {
  const forwardedFor: (string | undefined)[] = [];
  let storeReads = 0;
  const server = http.createServer((request, response) => {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://api.local');
    if (pathname.startsWith('/api/v1/'))
      forwardedFor.push(request.headers['x-forwarded-for'] as string | undefined);
    if (pathname === '/api/v1/gone') return void request.socket.destroy();
    if (pathname === '/api/v1/staff-write') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'x-storefront-invalidate': searchParams.get('tags') ?? '',
      });
      return void response.end('{"saved":true}');
    }
    if (pathname === '/api/v1/store') storeReads += 1;
    if (pathname === '/api/v1/busy') {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '10' });
      return void response.end(JSON.stringify({ statusCode: 503, code: 'UNKNOWN_ERROR' }));
    }
    const body = pathname === '/api/v1/store' ? DEFAULT_PUBLIC_STORE : { currency: 'PLN' };
    response.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=72' });
    response.end(JSON.stringify(body));
  });
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    forwardedFor,
    storeReads: () => storeReads,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A shell server's configuration on a build of a few files (the template, an entry and its source
 * map), in production with every default but the API, the address and the build's folders.
 */
export async function testShellConfig(
  api: FakeApi,
  env: NodeJS.ProcessEnv = {},
): Promise<ShellConfig> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
  await mkdir(path.join(dist, 'builds'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, 'main.js'), 'console.log(1)\n//# sourceMappingURL=main.js.map');
  await writeFile(path.join(dist, 'main.js.map'), '{"version":3,"sources":["src/index.ts"]}');
  await writeFile(path.join(dist, 'builds/latest.json'), JSON.stringify({ id: 'build-1' }));
  return loadShellConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://shop.example',
    API_URL: api.url,
    LOG_LEVEL: 'silent',
    DIST_DIR: dist,
    PUBLIC_DIR: await mkdtemp(path.join(os.tmpdir(), 'shell-public-')),
    SSR_BUNDLE: '',
    // Never under pressure: a test machine's stall is not the server's load (page-route.test.ts
    // tests pressure).
    RENDER_PRESSURE_DELAY_MS: '0',
    ...env,
  });
}

/**
 * A server build (written to a file of its own, for SSR_BUNDLE) whose renderer renders with
 * `render`: the source of an `async render(request)` method returning a RenderedPage, `renders`
 * counting the renders so far (this one included). Nothing else of a build (remotes, sitemaps).
 */
export async function fakeServerBuild(render: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shell-ssr-'));
  const bundle = path.join(folder, 'main.cjs');
  await writeFile(
    bundle,
    `let renders = 0;
exports.loadRenderer = async () => ({
  createServerRemotes: () => ({}),
  createRenderer: () => ({
    remoteStatuses: () => ({}),
    prepareRelease: async () => undefined,
    sitemapParts: async () => [],
    sitemapPart: async () => null,
    async render(request) {
      renders += 1;
      ${render}
    },
  }),
});`,
  );
  return bundle;
}

/**
 * Shell servers of a test file, on one fake API: `start` builds one with the given variables, and
 * every one is closed after the file's tests.
 */
export function testShellServers() {
  let api: FakeApi;
  const servers: FastifyInstance[] = [];
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await api.close();
  });
  return {
    api: () => api,
    async start(env: NodeJS.ProcessEnv = {}) {
      const server = await buildShellServer(await testShellConfig(api, env));
      servers.push(server);
      return server;
    },
  };
}
