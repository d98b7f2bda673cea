import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { PORTS, SHELL_URL } from '../fixtures/ports';
import { rawGet } from '../fixtures/raw-http';
import { DEMO_PRODUCT } from '../size/pages.mjs';

const SHELL = `http://127.0.0.1:${PORTS.shell}`;
const CONTENT_REMOTE = `http://localhost:${PORTS.content}`;

/**
 * The scripts a page preloads: the shell's chunks and its remote's entry and module (a page the
 * server rendered lists them in the script that fetches them once the page has loaded, its
 * chunks marked as such).
 */
async function preloadedScripts(path: string): Promise<string[]> {
  const html = (await rawGet(`${SHELL}${path}`)).body.toString();
  return [
    ...html.matchAll(/<link rel="preload" href="([^"]+)" as="script"/g),
    ...html.matchAll(/\{"href":"([^"]+)","as":"script"[,}]/g),
  ].map(([, href]) => new URL(href!, SHELL).href);
}

/** The content remote's live release's container entry, as the contact page names it. */
async function contentEntry(): Promise<string> {
  const entry = (await preloadedScripts('/en/contact-us')).find(
    (url) => url.startsWith(`${CONTENT_REMOTE}/releases/`) && url.endsWith('/remoteEntry.js'),
  );
  expect(entry).toBeTruthy();
  return entry!;
}

test.describe('what the servers send', () => {
  test('scripts, pages and API answers come compressed as the browser asks, and decompress to the same bytes', async () => {
    const scripts = await preloadedScripts('/en/contact-us');
    const shellChunk = scripts.find(
      (url) => url.startsWith(SHELL) && /\.[0-9a-f]{8}\.js$/.test(url),
    );
    const remoteChunk = scripts.find(
      (url) => url.startsWith(CONTENT_REMOTE) && /\.[0-9a-f]{8}\.js$/.test(url),
    );
    expect(shellChunk).toBeTruthy();
    expect(remoteChunk).toBeTruthy();
    const urls = [
      shellChunk!,
      remoteChunk!,
      await contentEntry(),
      `${SHELL}/en/contact-us`,
      `${SHELL}/api/v1/product?limit=24&lang=en`,
    ];
    for (const url of urls) {
      const plain = await rawGet(url);
      expect(plain.status, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();

      const br = await rawGet(url, { 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(String(br.headers.vary).toLowerCase(), url).toContain('accept-encoding');
      expect(brotliDecompressSync(br.body).equals(plain.body), url).toBe(true);

      const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body), url).toBe(true);
    }
  });

  test("hashed files and a release's files are kept for a year; entry points, pointers and pages are revalidated and answer 304 when unchanged", async () => {
    const [shellChunk] = await preloadedScripts('/en/contact-us');
    const entry = await contentEntry();
    // A release never changes: its entry and manifest too are cached for good.
    for (const url of [shellChunk!, entry, new URL('mf-manifest.json', entry).href])
      expect((await rawGet(url)).headers['cache-control'], url).toBe(
        'public, max-age=31536000, immutable',
      );
    for (const url of [
      `${CONTENT_REMOTE}/live.json`,
      `${SHELL}/assets/main.js`,
      `${SHELL}/en/contact-us`,
    ]) {
      const first = await rawGet(url);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = String(first.headers.etag);
      const again = await rawGet(url, { 'if-none-match': etag });
      expect(again.status, url).toBe(304);
      expect(again.body.length, url).toBe(0);
    }
  });

  test('the remote sends its files to the shell with CORS', async () => {
    const url = await contentEntry();
    const entry = await rawGet(url, { origin: SHELL_URL });
    expect(entry.headers['access-control-allow-origin']).toBe(SHELL_URL);
    expect(String(entry.headers.vary).toLowerCase()).toContain('origin');
    const foreign = await rawGet(url, {
      origin: 'https://evil.example',
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('a product may be kept but is asked for again each time, 304 while unchanged; an answer about a person is never stored', async () => {
    const url = `${SHELL}/api/v1/product/${DEMO_PRODUCT}?lang=en`;
    const product = await rawGet(url);
    expect(product.status).toBe(200);
    // Never reused unasked: a staff change shows on the shopper's next request.
    expect(product.headers['cache-control']).toBe('public, no-cache');
    const again = await rawGet(url, { 'if-none-match': String(product.headers.etag) });
    expect(again.status).toBe(304);

    const me = await rawGet(`${SHELL}/api/v1/auth/me`);
    expect(me.status).toBe(401);
    expect(me.headers['cache-control']).toBe('no-store');
  });
});
