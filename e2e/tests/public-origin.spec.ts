import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHELL_URL, TRUSTING_SHELL_PORT } from '../fixtures/ports';
import { startShell } from '../fixtures/processes';
import { rawGet } from '../fixtures/raw-http';
import { ROOT } from '../fixtures/topology.mjs';

/** What a client may claim about the address it asked for. */
const CLAIMS: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'https' },
];
// A crawler gets whole pages (never the layout first), so two answers can be compared.
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page's text, its nonce aside (a new one for every answer, by design). */
async function pageText(url: string, headers: Record<string, string> = {}) {
  const response = await rawGet(url, { 'user-agent': CRAWLER, ...headers });
  return response.body.toString().replace(/nonce="[^"]*"/g, 'nonce=""');
}

test.describe("the shop's own address", () => {
  let trusting: ChildProcess;

  test.beforeAll(async () => {
    trusting = await startShell(TRUSTING_SHELL_PORT, { TRUST_PROXY: 'loopback' });
  });

  test.afterAll(() => {
    trusting?.kill();
  });

  test('no Host or X-Forwarded-* changes robots.txt, a sitemap, a product page or a 404', async () => {
    test.setTimeout(90_000);
    // The suite's shell trusts no proxy; the other believes loopback's X-Forwarded-*.
    for (const shell of [SHELL_URL, `http://localhost:${TRUSTING_SHELL_PORT}`]) {
      const index = await pageText(`${shell}/sitemap.xml`);
      const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        ([, loc]) => new URL(loc!).pathname,
      );
      expect(sitemaps).toContain('/sitemaps/catalog-1.xml');
      const products = await pageText(`${shell}/sitemaps/catalog-1.xml`);
      const product = [...products.matchAll(/<loc>([^<]+)<\/loc>/g)]
        .map(([, loc]) => new URL(loc!).pathname)
        .filter((pathname) => pathname.split('/').length === 5)
        .at(-1);
      expect(product).toBeDefined();
      // Each names the shop by its own address (a 404 has none to name).
      const addressed = ['/robots.txt', '/sitemap.xml', ...sitemaps, product!];
      for (const url of [...addressed, '/en/no-such-page']) {
        if (addressed.includes(url)) expect(await pageText(shell + url)).toContain(`${shell}/`);
        for (const claim of CLAIMS) {
          // Again if need be: a busy machine may stream one of the two (its layout first).
          await expect(async () => {
            expect({ url, claim, text: await pageText(shell + url, claim) }).toEqual({
              url,
              claim,
              text: await pageText(shell + url),
            });
          }).toPass({ timeout: 20_000 });
        }
      }
    }
  });

  test('is required of a production server, which says so in one line and does not start', () => {
    // An empty PUBLIC_URL is an unset one.
    const env = { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', LOG_LEVEL: 'silent' };
    const run = spawnSync(process.execPath, [path.join(ROOT, 'shell/server/dist/server.js')], {
      env,
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toMatch(/^PUBLIC_URL is required in production[^\n]*$/);
  });
});
