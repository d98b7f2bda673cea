/**
 * @jest-environment node
 */
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { loadShellConfig } from './config';
import { startFakeApi, testShellConfig, type FakeApi } from './test-shell-server';

/** Each page, and what it says that a request could have changed. */
const PAGES = [
  ['/robots.txt', 'Sitemap: http://localhost:3000/sitemap.xml'],
  ['/sitemap.xml', '<loc>http://localhost:3000/sitemaps/pages.xml</loc>'],
  ['/sitemaps/pages.xml', '<loc>http://localhost:3000/pl/catalog</loc>'],
  [
    '/en/catalog/coffee/some-product',
    'href="http://localhost:3000/en/catalog/coffee/some-product"',
  ],
  // A page that does not exist has no canonical address: its title names the path.
  ['/pl/nowhere', 'Nie znaleziono strony: /pl/nowhere'],
];
const CLAIMS: Record<string, string>[] = [
  { host: 'evil.example' },
  { 'x-forwarded-host': 'evil.example' },
  { 'x-forwarded-proto': 'https' },
];
// Loopback is the proxy this server trusts; the other address is a visitor's.
const ADDRESSES = { trusted: '127.0.0.1', untrusted: '203.0.113.9' };

let api: FakeApi;
let server: FastifyInstance;

beforeAll(async () => {
  api = await startFakeApi();
  // As `npm start` runs it: no NODE_ENV, no PUBLIC_URL of its own making.
  server = await buildShellServer(
    await testShellConfig(api, {
      NODE_ENV: undefined,
      PUBLIC_URL: undefined,
      PORT: '3000',
      TRUST_PROXY: ADDRESSES.trusted,
    }),
  );
});

afterAll(async () => {
  await server.close();
  await api.close();
});

describe("the shop's own address", () => {
  it('is configuration: a production server without PUBLIC_URL does not start, and says why in a line', () => {
    expect(() => loadShellConfig({ NODE_ENV: 'production' })).toThrow(
      /^PUBLIC_URL is required in production[^\n]*$/,
    );
    expect(loadShellConfig({ PORT: '3300' }).PUBLIC_URL).toBe('http://localhost:3300');
    expect(loadShellConfig({ PUBLIC_URL: 'https://shop.example/' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
  });

  it.each(PAGES)(
    'is what %s says, whatever Host and X-Forwarded-* say and whoever sends them',
    async (url, says) => {
      const plain = await server.inject({ url, remoteAddress: ADDRESSES.untrusted });
      expect(plain.body).toContain(says);
      for (const remoteAddress of Object.values(ADDRESSES)) {
        for (const headers of CLAIMS) {
          const claimed = await server.inject({ url, remoteAddress, headers });
          expect({ headers, remoteAddress, body: claimed.body }).toEqual({
            headers,
            remoteAddress,
            body: plain.body,
          });
        }
      }
    },
  );

  it('is in the runtime configuration of a page, for the browser to write when it renders the page itself', async () => {
    for (const headers of [{}, ...CLAIMS]) {
      const page = await server.inject({
        url: '/en/catalog/coffee/some-product',
        remoteAddress: ADDRESSES.trusted,
        headers,
      });
      const config = /window\.__STOREFRONT__=(\{.*?\})<\/script>/.exec(page.body)?.[1];
      expect(JSON.parse(config ?? '{}')).toMatchObject({ publicOrigin: 'http://localhost:3000' });
    }
  });
});
