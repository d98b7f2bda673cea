/**
 * @jest-environment node
 */
import { DEFAULT_PUBLIC_STORE, languageOfPath, matchRoute } from '@storefront/shared/core';
import { renderInputs } from './render-inputs';
import type { Releases } from './remote-releases';
import { pageKey, type PageInputs } from './shared-pages';

const release = (id: string) => ({
  id,
  manifest: `https://content.example/releases/${id}/mf-manifest.json`,
  internalManifest: `http://content/releases/${id}/mf-manifest.json`,
});
const pinned = (name: string) => ({
  id: null,
  manifest: `https://${name}.example/mf-manifest.json`,
  internalManifest: `https://${name}.example/mf-manifest.json`,
});
const releases: Releases = {
  catalog: pinned('catalog'),
  checkout: pinned('checkout'),
  profile: pinned('profile'),
  content: release('aaaaaaaaaaaa'),
  admin: pinned('admin'),
};

/** The key of a request's page, as the page route makes it. */
function keyOf(
  request: { url?: string; cookie?: string; userAgent?: string },
  server: Partial<Omit<PageInputs, 'url'>> & { build?: string } = {},
) {
  const { build = 'build-1', ...held } = server;
  const url = request.url ?? '/en/catalog/coffee';
  const { pathname } = new URL(url, 'http://shell.local');
  const page: PageInputs = {
    ...renderInputs({
      url,
      headers: { cookie: request.cookie, 'user-agent': request.userAgent ?? 'Mozilla/5.0' },
    }),
    lang: languageOfPath(pathname)!,
    match: matchRoute(pathname),
    origin: 'https://shop.example',
    publicStore: DEFAULT_PUBLIC_STORE,
    releases,
    ...held,
  };
  return pageKey(page, build);
}

describe("a kept page's key", () => {
  it('is the same for a signed-in shopper and a guest: no session reaches the render', () => {
    expect(
      keyOf({
        cookie: 'sid=s3cret; auth-authenticated=true; auth-user=%7B%7D; app-currency=PLN',
      }),
    ).toBe(keyOf({ cookie: 'app-currency=PLN' }));
  });

  it('differs by everything the render reads', () => {
    const guest = keyOf({});
    const others = [
      keyOf({ url: '/pl/catalog/coffee' }),
      keyOf({ url: '/en/catalog/coffee?page=2' }),
      keyOf({ cookie: 'app-currency=PLN' }),
      keyOf({ cookie: 'app-currency=EUR' }),
      keyOf({ cookie: 'app-cookie-banner=accepted-all' }),
      keyOf({ userAgent: 'Googlebot/2.1' }),
      keyOf({}, { origin: 'https://other.example' }),
      keyOf(
        {},
        {
          publicStore: {
            ...DEFAULT_PUBLIC_STORE,
            mainInfo: { ...DEFAULT_PUBLIC_STORE.mainInfo, name: 'Renamed' },
          },
        },
      ),
      keyOf({}, { releases: { ...releases, content: release('bbbbbbbbbbbb') } }),
      keyOf({}, { build: 'build-2' }),
    ];
    expect(new Set([guest, ...others]).size).toBe(others.length + 1);
  });

  it('does not split on what the render does not read', () => {
    const guest = keyOf({});
    expect(keyOf({ cookie: '_ga=GA1.2.3; i18n_redirected=pl; app-currency=XYZ' })).toBe(guest);
    expect(keyOf({ userAgent: 'Mozilla/5.0 (Macintosh) Safari/605.1.15' })).toBe(guest);
    // The same store read again (an equal copy) is the same store.
    expect(keyOf({}, { publicStore: structuredClone(DEFAULT_PUBLIC_STORE) })).toBe(guest);
  });
});
