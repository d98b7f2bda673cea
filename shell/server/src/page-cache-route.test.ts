/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { fakeServerBuild, testShellServers } from './test-shell-server';

/**
 * A render that writes into the page what it was given (but the store and the releases; the route
 * it was handed apart) and how many renders came before: each page tells which render made it
 * and from what.
 */
const FAKE_RENDER = `
      const run = renders;
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { publicStore, releases, nonce, requestId, lang, match, ...given } = request;
      const route = [lang, match ? match.route.name : 'none', ...Object.values(match?.params ?? {})];
      const missing = request.url.includes('nowhere');
      return {
        status: missing ? 404 : 200,
        seo: missing ? null : {},
        html: '<main data-render="' + run + '" data-route="' + route.join(' ') + '">' + JSON.stringify(given) + '</main>',
        styles: '',
        layoutOnly: false,
        complete: !request.url.includes('incomplete'),
        after: '<script type="application/json" id="storefront-page">{}</script>',
      };`;

const PRODUCT = '/en/catalog/coffee/colombia-huila-whole-beans-250g';

/** Which render made a page, and what it was given. */
function renderOf(body: string): { run: number; given: Record<string, unknown> } {
  const [, run, given] = /<main data-render="(\d+)"[^>]*>(.*?)<\/main>/.exec(body) ?? [];
  return { run: Number(run), given: JSON.parse(given ?? 'null') as Record<string, unknown> };
}

const servers = testShellServers();

async function shellWithFakeRenderer(env: NodeJS.ProcessEnv = {}): Promise<FastifyInstance> {
  return servers.start({ SSR_BUNDLE: await fakeServerBuild(FAKE_RENDER), ...env });
}

describe('pages kept by the shell server', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await shellWithFakeRenderer();
  });

  it("renders a guest's page once and serves it again, with headers a CDN can keep it by", async () => {
    const url = `${PRODUCT}?kept=1`;
    const first = await server.inject({ url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    const again = await server.inject({ url });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(renderOf(again.body).run).toBe(renderOf(first.body).run);

    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=10');
    expect(again.headers['cdn-cache-control']).toBe(
      'public, max-age=10, stale-while-revalidate=60',
    );
    expect(again.headers.vary).toBe('Cookie, User-Agent, accept-encoding');
    // The policy was kept with the page: every inline script it holds, by hash, and no nonce.
    const policy = String(again.headers['content-security-policy']);
    expect(policy).toBe(first.headers['content-security-policy']);
    expect(policy).not.toContain('nonce-');
    for (const [, script] of again.body.matchAll(/<script>([\s\S]*?)<\/script>/g))
      expect(policy).toContain(`'sha256-${createHash('sha256').update(script!).digest('base64')}'`);
    // In each encoding, compressed once when it was kept: the same page, the same ETag.
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await server.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(compressed.headers['x-cache']).toBe('hit');
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toBe('Cookie, User-Agent, accept-encoding');
      expect(compressed.headers.etag).toBe(first.headers.etag);
      expect(decode(compressed.rawPayload).toString()).toBe(first.body);
    }
    // A browser's copy is revalidated with a 304, in any encoding.
    for (const encoding of ['br', 'identity']) {
      const revalidated = await server.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag), 'accept-encoding': encoding },
      });
      expect(revalidated.statusCode).toBe(304);
    }
  });

  it('gives the render only the request’s inputs: never its cookies or user agent', async () => {
    const response = await server.inject({
      url: `${PRODUCT}?inputs=1`,
      headers: {
        cookie: 'app-currency=PLN; app-cookie-banner=accepted-all; _ga=GA1.1.2; i18n_redirected=en',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
      },
    });
    expect(renderOf(response.body).given).toEqual({
      url: `${PRODUCT}?inputs=1`,
      currency: 'PLN',
      cookieConsent: 'accepted-all',
      bot: false,
      origin: 'https://shop.example',
      whole: true,
    });
  });

  it('gives the render the route and language the server matched, so it matches nothing again', async () => {
    const route = async (url: string) =>
      /data-route="([^"]*)"/.exec((await server.inject({ url })).body)?.[1];
    expect(await route(PRODUCT)).toBe('en product coffee colombia-huila-whole-beans-250g');
    expect(await route('/pl/nowhere/at/all')).toBe('pl none');
  });

  it('keeps a page per currency, cookie choice, language and crawler, never one for another', async () => {
    const ask = (url: string, cookie = '', userAgent = 'Mozilla/5.0') =>
      server.inject({ url, headers: { cookie, 'user-agent': userAgent } });
    const variants = [
      ['/en/catalog?v=1', 'app-currency=PLN'],
      ['/en/catalog?v=1', 'app-currency=EUR'],
      ['/en/catalog?v=1', ''],
      ['/en/catalog?v=1', 'app-currency=PLN; app-cookie-banner=rejected-non-essential'],
      ['/pl/catalog?v=1', 'app-currency=PLN'],
      ['/en/catalog?v=1', 'app-currency=PLN', 'Googlebot/2.1'],
    ] as const;
    const runs = new Set<number>();
    for (const [url, cookie, userAgent] of variants) {
      const response = await ask(url, cookie, userAgent);
      expect(response.headers['x-cache']).toBe('miss');
      runs.add(renderOf(response.body).run);
    }
    expect(runs.size).toBe(variants.length);
    // Each is then served its own.
    for (const [url, cookie, userAgent] of variants) {
      const response = await ask(url, cookie, userAgent);
      expect(response.headers['x-cache']).toBe('hit');
      const { given } = renderOf(response.body);
      expect(given.currency).toBe(/app-currency=(\w+)/.exec(cookie)?.[1] ?? null);
      expect(given.url).toBe(url);
      expect(given.bot).toBe(Boolean(userAgent));
    }
    // What does not change the page does not split it: another cookie, an unknown currency.
    const tracked = await ask('/en/catalog?v=1', '_ga=GA1.1.2; app-currency=XYZ');
    expect(tracked.headers['x-cache']).toBe('hit');
  });

  it("renders a signed-in shopper's page for them alone: no entry made, none read", async () => {
    const url = `${PRODUCT}?signed-in=1`;
    const session = { cookie: 'sid=secret-session; auth-authenticated=true; app-currency=PLN' };
    const signedIn = await server.inject({ url, headers: session });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['x-cache']).toBe('bypass');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.body).not.toContain('secret-session');
    // The same public page (the session never reaches the render), rendered for them alone...
    expect(renderOf(signedIn.body).given.currency).toBe('PLN');
    const guest = await server.inject({ url, headers: { cookie: 'app-currency=PLN' } });
    expect(guest.headers['x-cache']).toBe('miss');
    expect(renderOf(guest.body).run).not.toBe(renderOf(signedIn.body).run);
    // ...and the guest's entry is not read for them either.
    const later = await server.inject({ url, headers: session });
    expect(later.headers['x-cache']).toBe('bypass');
    expect(renderOf(later.body).run).not.toBe(renderOf(guest.body).run);
  });

  it("never keeps a shopper's own page, nor a page rendered without all its data", async () => {
    for (const url of ['/en/checkout', '/ua/profile/orders']) {
      const response = await server.inject({ url });
      expect(response.headers['x-cache']).toBe('bypass');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const incomplete = await server.inject({ url: '/en/catalog?incomplete=1' });
    expect(incomplete.headers['x-cache']).toBe('miss');
    expect(incomplete.headers['cache-control']).toBe('no-cache');
    expect(incomplete.headers.vary ?? '').not.toContain('Cookie');
    const again = await server.inject({ url: '/en/catalog?incomplete=1' });
    expect(again.headers['x-cache']).toBe('miss');
  });

  it('keeps a 404 for its fresh time only, and says so', async () => {
    const missing = await server.inject({ url: '/en/nowhere' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cdn-cache-control']).toBe('public, max-age=10');
    expect((await server.inject({ url: '/en/nowhere' })).headers['x-cache']).toBe('hit');
  });

  it('counts hits, stale pages, misses and bypasses, and the bytes kept', async () => {
    const text = await server.metricsRegistry.metrics();
    expect(text).toMatch(/shell_page_cache_requests_total\{result="hit"\} [1-9]/);
    expect(text).toMatch(/shell_page_cache_requests_total\{result="miss"\} [1-9]/);
    expect(text).toMatch(/shell_page_cache_requests_total\{result="bypass"\} [1-9]/);
    expect(text).toMatch(/shell_page_cache_bytes [1-9]\d*/);
    expect(text).toMatch(/shell_page_cache_entries [1-9]/);
  });

  it('renders every page for its request with PAGE_CACHE_SECONDS=0, as before', async () => {
    const uncached = await shellWithFakeRenderer({ PAGE_CACHE_SECONDS: '0' });
    const first = await uncached.inject({ url: PRODUCT });
    const second = await uncached.inject({ url: PRODUCT });
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(renderOf(second.body).run).toBe(renderOf(first.body).run + 1);
    expect(renderOf(first.body).given.whole).toBe(false);
  });

  it('keeps pages in memory when the Redis of REDIS_URL cannot be reached', async () => {
    const alone = await shellWithFakeRenderer({ REDIS_URL: 'redis://127.0.0.1:9' });
    expect((await alone.inject({ url: PRODUCT })).headers['x-cache']).toBe('miss');
    expect((await alone.inject({ url: PRODUCT })).headers['x-cache']).toBe('hit');
  });
});
