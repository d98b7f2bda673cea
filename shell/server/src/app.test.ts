/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PUBLIC_STORE, type PublicStore } from '@storefront/shared/core';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { loadShellConfig, type ShellConfig } from './config';

const TEMPLATE = `<!doctype html><html lang="en-US"><head><meta charset="utf-8"/><!--storefront-head--><script>/* color mode */</script><!--storefront-config--><!--storefront-scripts--></head><body><div id="root"></div></body></html>`;

const store: PublicStore = {
  ...DEFAULT_PUBLIC_STORE,
  mainInfo: {
    ...DEFAULT_PUBLIC_STORE.mainInfo,
    name: 'Verde Market',
    languageCode: 'pl',
    favicon: '/icon.svg',
  },
  seo: {
    ...DEFAULT_PUBLIC_STORE.seo,
    general: {
      title: { pl: 'Sklep {separator} {site-name}' },
      description: { pl: 'Opis' },
      index: true,
      follow: true,
    },
    pages: {
      'privacy-policy': {
        title: { pl: 'Polityka prywatności' },
        description: { pl: 'Jak chronimy dane' },
      },
    },
  },
};

let server: FastifyInstance;
let api: http.Server;
let config: ShellConfig;
/** How often the API's /readyz was asked. */
let readyChecks = 0;

beforeAll(async () => {
  // The API's store route, answered by a plain server: the shell server only reads it.
  api = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://api.local');
    if (pathname === '/readyz') readyChecks += 1;
    const answers: Record<string, unknown> = {
      '/readyz': { status: 'ok' },
      '/api/v1/store': store,
      // The content remote's release store, where the shell's server reads it: its pointer and
      // the live release's manifest.
      '/content/live.json': { release: 'abc123def456', previous: null },
      '/content/releases/abc123def456/mf-manifest.json': {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
        exposes: [
          {
            path: './remote',
            assets: { js: { sync: ['__federation_expose_remote.1a2b3c4d.js'] } },
          },
        ],
      },
    };
    const body = answers[pathname];
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body ?? { statusCode: 404, code: 'ENTITY_NOT_FOUND' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const dist = await mkdtemp(path.join(os.tmpdir(), 'shell-dist-'));
  await mkdir(path.join(dist, 'builds'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, 'main.js'), 'console.log(1)');
  await writeFile(path.join(dist, '123.abcdef12.js'), 'console.log(2)');
  await writeFile(path.join(dist, 'builds/latest.json'), JSON.stringify({ id: 'build-7' }));
  await writeFile(
    path.join(dist, 'first-load.json'),
    JSON.stringify({
      entry: 'main.js',
      scripts: ['main.js', 'bootstrap.0a0b0c0d.js', '470.11223344.js'],
      languages: { en: ['i18n-en.aaaa1111.js'], pl: ['i18n-pl.bbbb2222.js'] },
    }),
  );
  const publicDir = await mkdtemp(path.join(os.tmpdir(), 'shell-public-'));
  await writeFile(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  config = {
    // The defaults, with each declared remote on its local port.
    ...loadShellConfig({}),
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: 'silent',
    API_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
    PUBLIC_URL: 'https://shop.example',
    CATALOG_REMOTE_URL: 'https://catalog.example/v3/mf-manifest.json',
    // The other remotes are pinned builds; content is the release store on its local port.
    CHECKOUT_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
    PROFILE_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
    CONTENT_REMOTE_INTERNAL_URL: `http://127.0.0.1:${(api.address() as AddressInfo).port}/content/`,
    PROJECT_NAME: 'market',
    BUILD_CHECK_INTERVAL_SECONDS: 300,
    STORE_CACHE_SECONDS: 30,
    LAYOUT_FIRST_AFTER_MS: 400,
    TRUST_PROXY: 'loopback',
    REQUEST_TIMEOUT_SECONDS: 30,
    MAX_CONNECTIONS_PER_ADDRESS: 100,
    DIST_DIR: dist,
    PUBLIC_DIR: publicDir,
    // Without the shell's server build pages are sent for the browser to render; server
    // rendering is tested end to end.
    SSR_BUNDLE: '',
  };
  server = await buildShellServer(config);
});

afterAll(async () => {
  await server.close();
  api.close();
});

describe('the shell server', () => {
  it("answers /readyz from the API's readiness checked in the background, not per call", async () => {
    let ready = await server.inject({ method: 'GET', url: '/readyz' });
    for (let tries = 0; ready.statusCode !== 200 && tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      ready = await server.inject({ method: 'GET', url: '/readyz' });
    }
    expect(ready.json()).toEqual({ status: 'ok' });
    const before = readyChecks;
    const burst = await Promise.all(
      Array.from({ length: 50 }, () => server.inject({ method: 'GET', url: '/readyz' })),
    );
    expect(burst.every((answer) => answer.statusCode === 200)).toBe(true);
    // Fifty probes, and the API asked at most once more (a refresh falling due meanwhile).
    expect(readyChecks - before).toBeLessThanOrEqual(1);
  });

  it('cuts off a request that comes a little at a time, with 408 at its deadline', async () => {
    const strict = await buildShellServer({ ...config, REQUEST_TIMEOUT_SECONDS: 1 });
    await strict.listen({ host: '127.0.0.1', port: 0 });
    try {
      const { port } = strict.server.address() as AddressInfo;
      const socket = connect(port, '127.0.0.1');
      socket.write('GET /en HTTP/1.1\r\nHost: shop.example\r\n');
      // A header line every 300 ms, never the end of the request.
      const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 300);
      const answer = await new Promise<string>((resolve) => {
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        setTimeout(() => resolve(`${text}(still open after 5 s)`), 5000);
      });
      clearInterval(drip);
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await strict.close();
    }
  });

  it('redirects a bare path to the language of the cookie, then of the browser, else English', async () => {
    const byCookie = await server.inject({
      url: '/contact-us?x=1',
      headers: { cookie: 'i18n_redirected=ru' },
    });
    expect(byCookie.statusCode).toBe(302);
    expect(byCookie.headers.location).toBe('/ru/contact-us?x=1');

    const byBrowser = await server.inject({
      url: '/',
      headers: { 'accept-language': 'de, uk-UA;q=0.9' },
    });
    expect(byBrowser.headers.location).toBe('/ua');
    expect(byBrowser.headers['set-cookie']).toMatch(
      /^i18n_redirected=ua; Max-Age=31536000; Path=\/; SameSite=Lax/,
    );

    expect((await server.inject({ url: '/' })).headers.location).toBe('/en');
  });

  it('renders a routed page with its language, head and runtime configuration', async () => {
    const response = await server.inject({ url: '/pl/privacy-policy' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<html lang="pl-PL">');
    expect(html).toContain('<title data-server-head>Verde Market | Polityka prywatności</title>');
    expect(html).toContain(
      '<meta data-server-head name="description" content="Jak chronimy dane">',
    );
    expect(html).toContain('<meta data-server-head name="robots" content="index, follow">');
    expect(html).toContain(
      '<link data-server-head rel="canonical" href="https://shop.example/pl/privacy-policy">',
    );
    expect(html).toContain('hreflang="uk" href="https://shop.example/ua/privacy-policy"');
    expect(html).toContain('<link data-server-head rel="icon" href="/icon.svg">');
    // The remotes' locations come from the configuration, never from the build; a release
    // store's remote is named by the release the page uses, at the address browsers use.
    expect(html).toContain('"catalog":"https://catalog.example/v3/mf-manifest.json"');
    expect(html).toContain(
      '"content":"http://localhost:3004/releases/abc123def456/mf-manifest.json","admin":"http://localhost:3005/live.json"},"releases":{"content":"abc123def456"},"buildId":"build-7"',
    );
    expect(html).toContain('"projectName":"market","buildCheckIntervalMs":300000');
  });

  it('lists what the page needs before its first render, so the browser fetches it at once', async () => {
    const html = (await server.inject({ url: '/pl/privacy-policy' })).body;
    const preloads = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"/g)].map(
      ([, href, as]) => `${as} ${href}`,
    );
    expect(preloads).toEqual([
      'fetch /api/v1/store',
      // The shell's chunks and the texts of the page's language, not the entry (loaded anyway).
      'script /assets/bootstrap.0a0b0c0d.js',
      'script /assets/470.11223344.js',
      'script /assets/i18n-pl.bbbb2222.js',
      // The page's remote, from its manifest, at the address browsers use.
      'fetch http://localhost:3004/releases/abc123def456/mf-manifest.json',
      'script http://localhost:3004/releases/abc123def456/remoteEntry.js',
      'script http://localhost:3004/releases/abc123def456/__federation_expose_remote.1a2b3c4d.js',
    ]);
    expect(html).toContain(
      '<link rel="preload" href="/api/v1/store" as="fetch" crossorigin="use-credentials">',
    );
    // The browser renders this page: its entry is in the head, deferred.
    expect(html).toContain('<script defer src="/assets/main.js"></script></head>');
    // A remote whose manifest cannot be read gives no hints, and the page still renders.
    const catalogPage = await server.inject({ url: '/pl/catalog' });
    expect(catalogPage.statusCode).toBe(200);
    expect(catalogPage.body).not.toContain('remoteEntry.js');
  });

  it("lets only its own scripts and the page's own inline scripts run", async () => {
    const response = await server.inject({ url: '/en' });
    const policy = String(response.headers['content-security-policy']);
    // Every inline script of the page (the color mode, the configuration, the Intl warm-up), and
    // only those, by hash.
    const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) =>
      createHash('sha256').update(body!).digest('base64'),
    );
    expect(inline).toHaveLength(3);
    for (const hash of inline) expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).toMatch(/script-src 'self' ('sha256-[^ ]+' ){3}https:\/\/catalog/);
    expect(policy).toContain('https://catalog.example');
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('answers an unchanged page with 304 to its ETag, with the same policy', async () => {
    const first = await server.inject({ url: '/pl/contact-us' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await server.inject({
      url: '/pl/contact-us',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await server.inject({
      url: '/en/contact-us',
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers a path that is not a routed page with 404, the not-found head and noindex', async () => {
    for (const url of ['/en/nowhere', '/pl/profile/nowhere', '/en/404']) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(
        '<meta data-server-head name="robots" content="noindex, nofollow">',
      );
    }
    expect((await server.inject({ url: '/en/nowhere' })).body).toContain(
      'Page not found: /en/nowhere',
    );
  });

  it("keeps a shopper's own pages out of search engines, and tracking in", async () => {
    for (const url of ['/pl/checkout', '/en/checkout-complete', '/ua/profile/orders']) {
      const response = await server.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(
        '<meta data-server-head name="robots" content="noindex, nofollow">',
      );
    }
    const tracking = await server.inject({ url: '/en/order-tracking' });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.body).not.toContain('noindex');
    const pages = (await server.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('<loc>https://shop.example/en/order-tracking</loc>');
    expect(pages).not.toContain('checkout');
    expect(pages).not.toContain('profile');
  });

  it('serves hashed assets for good and the entry and build id for revalidation', async () => {
    const hashed = await server.inject({ url: '/assets/123.abcdef12.js' });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await server.inject({ url: '/assets/main.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const latest = await server.inject({ url: '/builds/latest.json' });
    // With the release of each remote pages use now: open pages compare theirs with it.
    expect(latest.json()).toEqual({ id: 'build-7', remotes: { content: 'abc123def456' } });
    expect(latest.headers['cache-control']).toBe('no-store');
    expect((await server.inject({ url: '/assets/index.html' })).statusCode).toBe(404);
  });

  it("sends a page it cannot render for the browser to render, with the store's head for it", async () => {
    const response = await server.inject({ url: '/pl/catalog/tea' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('storefront-page');
    expect(response.body).toContain('<title data-server-head>Sklep | Verde Market</title>');
  });

  it("lists the shell's pages in the sitemaps (the remotes list theirs through the renderer)", async () => {
    const answer = await server.inject({ url: '/sitemap.xml' });
    expect(answer.body).toContain('<loc>https://shop.example/sitemaps/pages.xml</loc>');
    // Revalidated on each use: a product added or hidden is listed (or not) at once.
    expect(answer.headers['cache-control']).toBe('public, no-cache');
    const pages = (await server.inject({ url: '/sitemaps/pages.xml' })).body;
    expect(pages).toContain('<loc>https://shop.example/ua/catalog</loc>');
    expect(pages).toContain('<loc>https://shop.example/pl/contact-us</loc>');
    expect((await server.inject({ url: '/sitemaps/catalog-1.xml' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/sitemaps/other.xml' })).statusCode).toBe(404);
  });
});
